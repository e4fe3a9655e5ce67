/** renderWithProviders: the app's providers around a component, with a memory router. */
import { ThemeProvider } from '@mui/material/styles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { theme } from '../app/theme';
import { AuthContext, type AuthState } from '../features/auth/auth-context';
import { noPermissions, type UserPermissions } from '../features/auth/types';

export function signedInAs(
  permissions: Partial<UserPermissions>,
  displayName = 'Sarah Fisher',
): AuthState {
  return {
    status: 'signedIn',
    user: { uid: 'test-uid', email: 'test@pac.example', displayName },
    permissions: { ...noPermissions(), ...permissions },
  };
}

export function renderWithProviders(
  ui: ReactElement,
  { route = '/page', path = '*', auth = { status: 'signedOut' } as AuthState } = {},
) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const user = userEvent.setup();
  const result = render(
    <ThemeProvider theme={theme}>
      <QueryClientProvider client={queryClient}>
        <AuthContext.Provider value={auth}>
          <MemoryRouter initialEntries={[route]}>
            <Routes>
              <Route path={path} element={ui} />
              <Route path="/" element={<p>Home page</p>} />
            </Routes>
          </MemoryRouter>
        </AuthContext.Provider>
      </QueryClientProvider>
    </ThemeProvider>,
  );
  return { ...result, user, queryClient };
}
