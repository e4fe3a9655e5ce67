import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders, signedInAs } from '../../../testing/render';
import { signIn } from '../api/sign-in';
import { AuthContext } from '../auth-context';
import { theme } from '../../../app/theme';
import { AdminLoginPage } from './AdminLoginPage';

// Firebase's answers are replaced by the error codes it gives; the real sign-in is exercised
// against the Auth emulator in e2e/admin-login.spec.ts.
vi.mock('../api/sign-in', () => ({ signIn: vi.fn() }));

function authError(code: string) {
  return Object.assign(new Error(`Firebase: Error (${code}).`), { code });
}

describe('AdminLoginPage', () => {
  it('has Email and Password fields, a Login button and the PAC title', () => {
    renderWithProviders(<AdminLoginPage />);
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    expect(screen.getByRole('button', { name: 'Login' })).toBeInTheDocument();
    expect(document.title).toBe('PAC - Admin Login');
  });

  it('signs in when Enter is pressed in the password field', async () => {
    vi.mocked(signIn).mockResolvedValue();
    const { user } = renderWithProviders(<AdminLoginPage />);
    await user.type(screen.getByLabelText('Email'), 'sarah@pac.example');
    await user.type(screen.getByLabelText('Password'), 'secret-123{Enter}');
    expect(signIn).toHaveBeenCalledWith('sarah@pac.example', 'secret-123');
  });

  it.each([
    ['auth/invalid-credential', 'Incorrect Password'],
    ['auth/missing-password', 'Enter Password'],
    ['auth/invalid-email', 'Incorrect Email'],
    [
      'auth/user-disabled',
      'This account has been disabled. Ask a club super admin to re-enable it.',
    ],
  ])('shows %s as "%s" in bold red', async (code, text) => {
    vi.mocked(signIn).mockRejectedValue(authError(code));
    const { user } = renderWithProviders(<AdminLoginPage />);
    await user.type(screen.getByLabelText('Email'), 'sarah@pac.example');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(text);
    // The theme's error red (a CSS variable here; e2e/admin-login checks the computed colour).
    expect(alert).toHaveStyle({ fontWeight: '700', color: theme.palette.error.main });
  });

  it('sends a signed-in admin straight to /admin', () => {
    render(
      <AuthContext.Provider value={signedInAs({ manageContent: true })}>
        <MemoryRouter initialEntries={['/admin/login']}>
          <Routes>
            <Route path="/admin/login" element={<AdminLoginPage />} />
            <Route path="/admin" element={<p>Dashboard</p>} />
          </Routes>
        </MemoryRouter>
      </AuthContext.Provider>,
    );
    expect(screen.getByText('Dashboard')).toBeInTheDocument();
  });

  it('sends an admin who signs in back to the page asked for', () => {
    render(
      <AuthContext.Provider value={signedInAs({ manageMatches: true })}>
        <MemoryRouter initialEntries={['/admin/login?next=%2Fadmin%2Fmatch-day']}>
          <Routes>
            <Route path="/admin/login" element={<AdminLoginPage />} />
            <Route path="/admin" element={<p>Dashboard</p>} />
            <Route path="/admin/match-day" element={<p>Match Day</p>} />
          </Routes>
        </MemoryRouter>
      </AuthContext.Provider>,
    );
    expect(screen.getByText('Match Day')).toBeInTheDocument();
  });
});
