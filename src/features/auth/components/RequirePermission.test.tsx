import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { renderWithProviders, signedInAs } from '../../../testing/render';
import { AuthContext, type AuthState } from '../auth-context';
import { PERMISSION_FLAGS, type PermissionFlag } from '../types';
import { RequirePermission } from './RequirePermission';

function renderGuarded(auth: AuthState, flag: PermissionFlag | undefined) {
  return renderWithProviders(
    <RequirePermission flag={flag}>
      <p>Guarded page</p>
    </RequirePermission>,
    { route: '/admin/page', path: '/admin/page', auth },
  );
}

function LoginStandIn() {
  const { pathname, search } = useLocation();
  return <p>Login at {pathname + search}</p>;
}

/** Says where the guard sent the visitor: only a signed-out one is sent anywhere. */
function renderSignedOutAt(route: string) {
  render(
    <AuthContext.Provider value={{ status: 'signedOut' }}>
      <MemoryRouter initialEntries={[route]}>
        <Routes>
          <Route path="/admin/login" element={<LoginStandIn />} />
          <Route
            path="/admin/*"
            element={
              <RequirePermission flag="manageMatches">
                <p>Guarded page</p>
              </RequirePermission>
            }
          />
        </Routes>
      </MemoryRouter>
    </AuthContext.Provider>,
  );
  return screen.getByText(/^Login at/).textContent;
}

/** The sentence and link an admin sees instead of a page their account does not cover. */
function expectNoAccess(sentence: RegExp, link: string, href: string) {
  expect(
    screen.getByRole('heading', { level: 1, name: 'Not part of your admin access' }),
  ).toBeInTheDocument();
  expect(screen.getByText(sentence)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: link })).toHaveAttribute('href', href);
  expect(screen.queryByText('Guarded page')).not.toBeInTheDocument();
  expect(document.title).toBe('PAC - Not part of your admin access');
}

describe('RequirePermission', () => {
  it('sends a signed-out visitor to the login, remembering the page asked for', () => {
    expect(renderSignedOutAt('/admin/match-day/m1/weigh-in?peg=3')).toBe(
      'Login at /admin/login?next=%2Fadmin%2Fmatch-day%2Fm1%2Fweigh-in%3Fpeg%3D3',
    );
    expect(screen.queryByText('Guarded page')).not.toBeInTheDocument();
  });

  it('shows a spinner, not the page, while sign-in is unknown', () => {
    renderGuarded({ status: 'unknown' }, 'manageSocials');
    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(screen.queryByText('Guarded page')).not.toBeInTheDocument();
  });

  it("tells an admin without the page's flag so, with a link to the dashboard", () => {
    renderGuarded(signedInAs({ manageContent: true, manageCatches: true }), 'manageSocials');
    expectNoAccess(
      /^This page needs the Manage Socials permission, which your account does not have\./,
      'Back to the dashboard',
      '/admin',
    );
  });

  it("shows the page to an admin with the page's flag", () => {
    renderGuarded(signedInAs({ manageSocials: true }), 'manageSocials');
    expect(screen.getByText('Guarded page')).toBeInTheDocument();
  });

  it('shows every page to a super admin', () => {
    renderGuarded(signedInAs({ superAdmin: true }), 'manageWaters');
    expect(screen.getByText('Guarded page')).toBeInTheDocument();
  });

  it('keeps Manage Admins for super admins: every manage flag is not enough', () => {
    renderGuarded(
      signedInAs(
        Object.fromEntries(
          PERMISSION_FLAGS.filter((flag) => flag !== 'superAdmin').map((flag) => [flag, true]),
        ),
      ),
      'superAdmin',
    );
    expectNoAccess(/needs the Super Admin permission/, 'Back to the dashboard', '/admin');
  });

  it('keeps a disabled admin out, even a super admin with the flag, and says why', () => {
    renderGuarded(
      signedInAs({ superAdmin: true, manageSocials: true, disabled: true }),
      'manageSocials',
    );
    expectNoAccess(/This account has been disabled\./, 'Back to the home page', '/');
  });

  it('lets any admin with a right see a page without a flag (the dashboard)', () => {
    renderGuarded(signedInAs({ bailiff: true }), undefined);
    expect(screen.getByText('Guarded page')).toBeInTheDocument();
  });

  it("sends a member's account (no admin rights) to its own page, saying why", () => {
    renderGuarded(signedInAs({}), undefined);
    expectNoAccess(/This account has no admin rights/, 'Go to your account', '/account');
  });
});
