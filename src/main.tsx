import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { UNSAFE_createBrowserHistory } from 'react-router-dom';
import { App } from './app/App';
import { prefetchLandingData } from './app/landing-data';
import { createQueryClient, keepPublicQueriesOnDevice } from './app/query-client';
import { withBlocking } from './lib/blockable-history';

const queryClient = createQueryClient();
// What the last visit kept on the device is put back (public pages only), and changes are kept.
keepPublicQueriesOnDevice(queryClient);
// Before the first render: the page's reads start while React and the page's code get going.
prefetchLandingData(queryClient, window.location.pathname);

// The browser history <BrowserRouter> would make, made here so that an editor with unsaved changes
// can hold back in-app navigation and the browser's Back (lib/blockable-history.ts).
const history = withBlocking(UNSAFE_createBrowserHistory({ v5Compat: true }));

const root = createRoot(document.getElementById('root')!);
// As a transition, React renders the first screen in slices and lets the browser in between,
// instead of one long task that a phone cannot interrupt; index.html's shell shows meanwhile.
startTransition(() => {
  root.render(
    <StrictMode>
      <App queryClient={queryClient} history={history} />
    </StrictMode>,
  );
});

// The service worker (offline pages, installable app) is registered once the page has loaded, and
// its code is fetched only then: nothing of it is in the first download. Not in `npm run dev`.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  window.addEventListener('load', () => {
    void import('./features/offline/register-service-worker').then((m) =>
      m.registerServiceWorker(),
    );
  });
}

// Catches submitted with no signal on an earlier visit are sent now (features/catches/outbox):
// the sending code loads only when some are waiting.
window.addEventListener('load', () => {
  void import('./features/catches/outbox/start-outbox').then((m) => m.startOutboxIfWaiting());
});
