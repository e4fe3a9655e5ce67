import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AREAS, PERMISSION_FLAGS } from '../../config/areas';
import { signOut } from '../../features/auth';
import { renderWithProviders, signedInAs } from '../../testing/render';
import { AdminDashboardPage } from './AdminDashboardPage';

// Sign-out itself is Firebase's; what is under test is that the page calls it and goes home.
vi.mock('../../features/auth/api/sign-in', () => ({ signOut: vi.fn(() => Promise.resolve()) }));

/** Each area's own button (src/config/areas.ts), Manage Admins first. */
const ALL_AREAS = [
  AREAS.superAdmin.button,
  ...PERMISSION_FLAGS.filter((flag) => flag !== 'superAdmin').map((flag) => AREAS[flag].label),
];

function areaButtons() {
  return screen
    .getAllByRole('link')
    .map((link) => link.textContent)
    .filter((text) => text?.startsWith('Manage'));
}

describe('AdminDashboardPage', () => {
  it('greets the admin by first name under a PAC title', () => {
    renderWithProviders(<AdminDashboardPage />, { auth: signedInAs({ superAdmin: true }) });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Admin Dashboard for Sarah' }),
    ).toBeInTheDocument();
    expect(document.title).toBe('PAC - Admin Dashboard');
  });

  it('shows a super admin every area, Manage Waters included', () => {
    renderWithProviders(<AdminDashboardPage />, { auth: signedInAs({ superAdmin: true }) });
    expect(ALL_AREAS[0]).toBe('Manage Admins');
    expect(areaButtons()).toEqual(ALL_AREAS);
    for (const flag of PERMISSION_FLAGS) {
      const area = AREAS[flag];
      expect(
        screen.getByRole('link', { name: 'button' in area ? area.button : area.label }),
      ).toHaveAttribute('href', `/admin/${area.path}`);
    }
    expect(screen.getByRole('link', { name: 'Manage Waters' })).toHaveAttribute(
      'href',
      '/admin/manage-waters',
    );
  });

  it('shows only the buttons of the flags held, and always Sign Out', () => {
    renderWithProviders(<AdminDashboardPage />, {
      auth: signedInAs({ manageContent: true, manageCatches: true }),
    });
    expect(areaButtons()).toEqual(['Manage Catches', 'Manage Content']);
    expect(screen.getByRole('button', { name: 'Sign Out' })).toBeInTheDocument();
  });

  it('links Match Day only for manageMatches (or a super admin), as the rules allow', () => {
    renderWithProviders(<AdminDashboardPage />, { auth: signedInAs({ manageMatches: true }) });
    expect(screen.getByRole('link', { name: 'Match Day' })).toHaveAttribute(
      'href',
      '/admin/match-day',
    );
  });

  it('shows no Match Day link without manageMatches', () => {
    renderWithProviders(<AdminDashboardPage />, { auth: signedInAs({ manageCatches: true }) });
    expect(screen.queryByRole('link', { name: 'Match Day' })).not.toBeInTheDocument();
  });

  it('signs out and returns to /', async () => {
    const { user } = renderWithProviders(<AdminDashboardPage />, {
      auth: signedInAs({ manageWaters: true }),
    });
    await user.click(screen.getByRole('button', { name: 'Sign Out' }));
    expect(await screen.findByText('Home page')).toBeInTheDocument();
    expect(signOut).toHaveBeenCalledOnce();
  });
});
