import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useRoutes } from 'react-router-dom';
import { NotifierProvider } from '../components/notifications/NotifierProvider';
import { AuthProvider } from '../features/auth/components/AuthProvider';
import { UpdatePrompt } from './offline/UpdatePrompt';
import { routes } from './routes';
import { theme } from './theme';

interface AppProps {
  queryClient: QueryClient;
  /**
   * The router, holding <AppRoutes />: the browser's history router (main.tsx), or a static router
   * at the requested address on the server (entry-server.tsx).
   */
  children: ReactNode;
}

export function AppRoutes() {
  return useRoutes(routes);
}

/** The app around its router, the same in the browser and on the server. */
export function App({ queryClient, children }: AppProps) {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <QueryClientProvider client={queryClient}>
        <AuthProvider>
          <NotifierProvider>
            {children}
            <UpdatePrompt />
          </NotifierProvider>
        </AuthProvider>
      </QueryClientProvider>
    </ThemeProvider>
  );
}
