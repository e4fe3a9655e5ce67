import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { RouterProvider, type createBrowserRouter } from 'react-router-dom';
import { NotifierProvider } from '../components/notifications/NotifierProvider';
import { AuthProvider } from '../features/auth/components/AuthProvider';
import { UpdatePrompt } from '../features/offline/components/UpdatePrompt';
import { theme } from './theme';

interface AppProps {
  queryClient: QueryClient;
  /** The app's data router (main.tsx makes it once, from routes.tsx). */
  router: ReturnType<typeof createBrowserRouter>;
}

export function App({ queryClient, router }: AppProps) {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <QueryClientProvider client={queryClient}>
        <AuthProvider>
          <NotifierProvider>
            <RouterProvider router={router} />
            <UpdatePrompt />
          </NotifierProvider>
        </AuthProvider>
      </QueryClientProvider>
    </ThemeProvider>
  );
}
