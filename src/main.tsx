import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { prefetchLandingData } from './app/landing-data';
import { createQueryClient } from './app/query-client';

const queryClient = createQueryClient();
// Before the first render: the page's reads start while React and the page's code get going.
prefetchLandingData(queryClient, window.location.pathname);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App queryClient={queryClient} />
  </StrictMode>,
);
