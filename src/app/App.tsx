import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { BrowserRouter, useRoutes } from 'react-router-dom';
import { NotifierProvider } from '../components/notifications/NotifierProvider';
import { AuthProvider } from '../features/auth/components/AuthProvider';
import { UpdatePrompt } from '../features/offline/components/UpdatePrompt';
import { routes } from './routes';
import { theme } from './theme';

function AppRoutes() {
  return useRoutes(routes);
}

export function App({ queryClient }: { queryClient: QueryClient }) {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <QueryClientProvider client={queryClient}>
        <AuthProvider>
          <NotifierProvider>
            <BrowserRouter>
              <AppRoutes />
            </BrowserRouter>
            <UpdatePrompt />
          </NotifierProvider>
        </AuthProvider>
      </QueryClientProvider>
    </ThemeProvider>
  );
}
