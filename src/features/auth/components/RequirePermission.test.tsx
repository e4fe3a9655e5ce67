import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders, signedInAs } from '../../../testing/render';
import type { AuthState } from '../auth-context';
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

describe('RequirePermission', () => {
  it('sends a signed-out visitor to /', () => {
    renderGuarded({ status: 'signedOut' }, 'manageSocials');
    expect(screen.getByText('Home page')).toBeInTheDocument();
    expect(screen.queryByText('Guarded page')).not.toBeInTheDocument();
  });

  it('shows a spinner, not the page, while sign-in is unknown', () => {
    renderGuarded({ status: 'unknown' }, 'manageSocials');
    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(screen.queryByText('Guarded page')).not.toBeInTheDocument();
  });

  it("sends an admin without the page's flag to /", () => {
    renderGuarded(signedInAs({ manageContent: true, manageCatches: true }), 'manageSocials');
    expect(screen.getByText('Home page')).toBeInTheDocument();
    expect(screen.queryByText('Guarded page')).not.toBeInTheDocument();
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
    expect(screen.getByText('Home page')).toBeInTheDocument();
  });

  it('sends a disabled admin to /, even a super admin with the flag', () => {
    renderGuarded(
      signedInAs({ superAdmin: true, manageSocials: true, disabled: true }),
      'manageSocials',
    );
    expect(screen.getByText('Home page')).toBeInTheDocument();
    expect(screen.queryByText('Guarded page')).not.toBeInTheDocument();
  });

  it('lets any enabled admin see a page without a flag (the dashboard)', () => {
    renderGuarded(signedInAs({}), undefined);
    expect(screen.getByText('Guarded page')).toBeInTheDocument();
  });
});
