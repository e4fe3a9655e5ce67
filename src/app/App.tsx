import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { unstable_HistoryRouter as HistoryRouter, useRoutes } from 'react-router-dom';
import { NotifierProvider } from '../components/notifications/NotifierProvider';
import { AuthProvider } from '../features/auth/components/AuthProvider';
import { UpdatePrompt } from '../features/offline/components/UpdatePrompt';
import type { BlockableHistory } from '../lib/blockable-history';
import { routes } from './routes';
import { theme } from './theme';

interface AppProps {
  queryClient: QueryClient;
  /** The page's history (main.tsx makes it once). */
  history: BlockableHistory;
}

function AppRoutes() {
  return useRoutes(routes);
}

export function App({ queryClient, history }: AppProps) {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <QueryClientProvider client={queryClient}>
        <AuthProvider>
          <NotifierProvider>
            <HistoryRouter history={history}>
              <AppRoutes />
            </HistoryRouter>
            <UpdatePrompt />
          </NotifierProvider>
        </AuthProvider>
      </QueryClientProvider>
    </ThemeProvider>
  );
}
