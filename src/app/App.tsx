import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { BrowserRouter, useRoutes } from 'react-router-dom';
import { NotifierProvider } from '../components/notifications/NotifierProvider';
import { AuthProvider } from '../features/auth/components/AuthProvider';
import { routes } from './routes';
import { theme } from './theme';

function AppRoutes() {
  return useRoutes(routes);
}

export function App() {
  // Club content changes rarely: keep it a minute before reading Firestore again.
  const [queryClient] = useState(
    () => new QueryClient({ defaultOptions: { queries: { staleTime: 60_000, retry: 1 } } }),
  );
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <QueryClientProvider client={queryClient}>
        <AuthProvider>
          <NotifierProvider>
            <BrowserRouter>
              <AppRoutes />
            </BrowserRouter>
          </NotifierProvider>
        </AuthProvider>
      </QueryClientProvider>
    </ThemeProvider>
  );
}
