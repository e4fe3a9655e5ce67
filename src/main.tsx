import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { UNSAFE_createBrowserHistory } from 'react-router-dom';
import { App } from './app/App';
import { prefetchLandingData } from './app/landing-data';
import { keepPageSnapshots, snapshotPainted } from './app/page-snapshots';
import { preloadPublicPage } from './app/public-routes';
import { createQueryClient, keepPublicQueriesOnDevice } from './app/query-client';
import { PAGE_SNAPSHOT_RENDER_WAIT_MS } from './features/offline/offline-limits';
import { withBlocking } from './lib/blockable-history';
import { startAppCheck } from './lib/firebase';
import { whenPageSettled } from './lib/when-page-settled';

const queryClient = createQueryClient();
// What the last visit kept on the device is put back (public pages only), and changes are kept.
const restored = keepPublicQueriesOnDevice(queryClient);
// Before the first render: the page's reads start while React and the page's code get going.
prefetchLandingData(queryClient, window.location.pathname);

// The browser history <BrowserRouter> would make, made here so that an editor with unsaved changes
// can hold back in-app navigation and the browser's Back (lib/blockable-history.ts).
const history = withBlocking(UNSAFE_createBrowserHistory({ v5Compat: true }));

const root = createRoot(document.getElementById('root')!);
// As a transition, React renders the first screen in slices and lets the browser in between,
// instead of one long task that a phone cannot interrupt; index.html's shell shows meanwhile.
const render = () =>
  startTransition(() => {
    root.render(
      <StrictMode>
        <App queryClient={queryClient} history={history} />
      </StrictMode>,
    );
  });
// When index.html painted the page as last seen, React's first commit replaces it: that commit
// must be the page with its data, not a spinner (snapshot, spinner, page would flash). So the
// first render waits, for a bounded time, for the kept data to be put back and the page's code
// (preloaded from index.html) to be ready.
if (snapshotPainted()) {
  void Promise.race([
    Promise.all([restored, preloadPublicPage(window.location.pathname)]),
    new Promise((resolve) => setTimeout(resolve, PAGE_SNAPSHOT_RENDER_WAIT_MS)),
  ]).then(render, render);
} else {
  render();
}
// Each public page, once settled, is kept for the next visit's first paint.
keepPageSnapshots(history, queryClient);

// The service worker (offline pages, installable app) and the catch outbox (catches submitted with
// no signal on an earlier visit, features/catches/outbox) start once the page shows its content and
// the browser is idle: their code is fetched only then, so a phone on a weak signal spends its first
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
    void import('./features/offline/register-service-worker').then((m) =>
      m.registerServiceWorker(),
    );
  });
}
// App Check (lib/firebase.ts) once the page shows its content: its own chunk, never in the way.
afterContent(() => void startAppCheck());
// The sending code loads only when some catches are waiting.
afterContent(() => {
  void import('./features/catches/outbox/start-outbox').then((m) => m.startOutboxIfWaiting());
});
