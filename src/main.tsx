import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { prefetchLandingData } from './app/landing-data';
import { createQueryClient } from './app/query-client';

const queryClient = createQueryClient();
// Before the first render: the page's reads start while React and the page's code get going.
prefetchLandingData(queryClient, window.location.pathname);

const root = createRoot(document.getElementById('root')!);
// As a transition, React renders the first screen in slices and lets the browser in between,
// instead of one long task that a phone cannot interrupt; index.html's shell shows meanwhile.
startTransition(() => {
  root.render(
    <StrictMode>
      <App queryClient={queryClient} />
    </StrictMode>,
  );
});
