import { CacheProvider } from '@emotion/react';
import type { QueryClient } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserHistory } from 'history';
import { App, AppRoutes } from './app/App';
import { createEmotionCache } from './app/emotion-cache';
import { hydratePageData } from './app/page-data';
import { createQueryClient, keepPublicQueriesOnDevice } from './app/query-client';
import { preloadPublicPage } from './app/routes';
import { siteAppCheck } from './lib/app-check-choice';
import { HistoryRouter } from './lib/blockable-history-router';
import { whenPageSettled } from './lib/when-page-settled';
import { startErrorReporting } from './lib/error-reporting';

/**
 * The app in the browser: hydrates the page the server rendered (`hydrateRoot`), or renders the
 * bare app shell (an admin page, or an offline copy without content). Called by the first script
 * (src/first-script.ts) once the page has painted and the app's code has been evaluated
 * in stages, a task after this module (and the app's other modules), so the two are not one long
 * task (docs/start-up.md). Its three steps are a task each too (on a phone each took as long as a
 * tap may wait): the page's code is fetched, its data put into the cache, and the page hydrated.
 */
export function hydrateApp(): void {
  // The opened page's code, fetched at once (hydration waits for it, showing the server's HTML):
  // its files are announced one link each, which costs the page's main thread a moment per file.
  void preloadPublicPage(window.location.pathname);
  setTimeout(() => {
    const queryClient = createQueryClient();
    // A public page arrives rendered by the server, with the data it was rendered with: into the
    // cache first, so the first render is that very page. An admin page, or a page served offline
    // by the service worker from an older copy, may be the bare app shell.
    const rendered = hydratePageData(queryClient, document);
    setTimeout(() => renderApp(queryClient, rendered));
  });
}

function renderApp(queryClient: QueryClient, rendered: boolean) {
  // The browser history, made here so that an editor with unsaved changes can hold back in-app
  // navigation and the browser's Back (lib/blockable-history.ts).
  const history = createBrowserHistory();
  // Uncaught errors reach the club's error reports (lib/error-reporting.ts), not only a console.
  if (import.meta.env.PROD) startErrorReporting();

  const app = (
    <StrictMode>
      <CacheProvider value={createEmotionCache()}>
        <App queryClient={queryClient}>
          <HistoryRouter history={history}>
            <AppRoutes />
          </HistoryRouter>
        </App>
      </CacheProvider>
    </StrictMode>
  );
  const container = document.getElementById('root')!;
  // As a transition, so hydration works in slices and the phone keeps answering taps and scrolls
  // meanwhile, instead of in one long task; the server's HTML shows throughout.
  if (rendered && container.firstElementChild)
    startTransition(() => void hydrateRoot(container, app));
  else createRoot(container).render(app);

  // The service worker (offline pages, installable app) and the catch outbox (catches submitted with
  // no signal on an earlier visit, features/catches/outbox) start once the page is hydrated, shows its
  // content and the browser is idle (lib/when-page-settled.ts): their code is fetched only then, so a phone on a weak signal spends its first
  // seconds on the page itself. A page that never settles (a spinner left up) still gets them, later.
  const LATEST_START_AFTER_LOAD_MS = 15_000;
  function afterContent(start: () => void) {
    let started = false;
    const once = () => {
      if (started) return;
      started = true;
      cancel();
      start();
    };
    const cancel = whenPageSettled(queryClient, once);
    window.addEventListener('load', () => setTimeout(once, LATEST_START_AFTER_LOAD_MS));
  }
  // Not in `npm run dev`, where a service worker would serve stale modules.
  if (import.meta.env.PROD && 'serviceWorker' in navigator) {
    afterContent(() => {
      void import('./app/offline/register-service-worker').then((m) => m.registerServiceWorker());
    });
  }
  // What the last visit kept on the device is put back (public pages only; never over newer data),
  // and changes are kept. A page the server rendered already holds its own data, so this waits until
  // it shows (its code is not in the page's first download); the bare app shell needs it at once.
  if (rendered) afterContent(() => void keepPublicQueriesOnDevice(queryClient));
  else void keepPublicQueriesOnDevice(queryClient);
  // App Check (lib/firebase.ts), when the site has a provider, once the page shows its content:
  // its own chunk, never in the way. Firebase itself loads then too, or when a query first reads: a
  // page the server rendered hydrates from its embedded data, so its first download holds none of
  // Firebase, and without App Check (the emulators) a page that reads nothing again never loads it.
  // (With no signal and the file never fetched, it waits for the next visit: nothing to report.)
  if (siteAppCheck().provider !== 'none') {
    afterContent(() => {
      import('./lib/firebase').then((firebase) => firebase.startAppCheck()).catch(() => undefined);
    });
  }
  // The sending code loads only when some catches are waiting.
  afterContent(() => {
    void import('./features/catches/outbox/start-outbox').then((m) => m.startOutboxIfWaiting());
  });
  // A phone that keeps a member's card fetches the card's code, for the service worker to keep
  // (a new version's too): the card then opens with no signal (features/membership).
  afterContent(() => {
    void import('./features/membership/keep-card-code').then((m) => m.keepCardCode());
  });
}
