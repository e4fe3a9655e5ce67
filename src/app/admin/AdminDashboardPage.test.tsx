import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AREAS, PERMISSION_FLAGS } from '../../config/areas';
import { signOut } from '../../features/auth';
import { useWaitingCatches } from '../../features/catches/api/count-waiting-catches';
import { queryResult } from '../../testing/query-result';
import { renderWithProviders, signedInAs } from '../../testing/render';
import { AdminDashboardPage } from './AdminDashboardPage';

// Sign-out itself is Firebase's; what is under test is that the page calls it and goes home.
vi.mock('../../features/auth/api/sign-in', () => ({ signOut: vi.fn(() => Promise.resolve()) }));
// The count's query runs on the emulator (catches-admin.int.test.ts); the match's line has its own
// test (MatchDayToDo.test.tsx).
vi.mock('../../features/catches/api/count-waiting-catches', () => ({
  useWaitingCatches: vi.fn(() => queryResult.pending()),
}));
// The jobs' notice has its own test (ServerJobsNotice.test.tsx).
vi.mock('./ServerJobsNotice', () => ({ ServerJobsNotice: () => null }));
vi.mock('../../features/matches/admin/MatchDayToDo', () => ({
  MatchDayToDo: () => <li>Match day line</li>,
}));
// The members' lines have their own test (MembersToDo.test.tsx).
vi.mock('../../features/members/admin/MembersToDo', () => ({
  MembersToDo: () => <li>Members line</li>,
}));

/** Each area's own button (src/config/areas.ts), Manage Admins first. */
const ALL_AREAS = [
  AREAS.superAdmin.button,
  ...PERMISSION_FLAGS.filter((flag) => flag !== 'superAdmin').map((flag) => AREAS[flag].label),
];

// The areas' own buttons, not their extra links (Match Day) or Recently Deleted.
const AREA_BUTTONS = new Set<string>(ALL_AREAS);

function areaButtons() {
  return within(screen.getByRole('navigation', { name: 'Admin areas' }))
    .getAllByRole('link')
    .map((link) => link.textContent)
    .filter((text) => text !== null && AREA_BUTTONS.has(text));
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

  it('says what needs doing: the catches waiting, counted on Manage Catches too', () => {
    vi.mocked(useWaitingCatches).mockReturnValue(queryResult.success(3));
    renderWithProviders(<AdminDashboardPage />, {
      auth: signedInAs({ manageCatches: true, manageMatches: true }),
    });
    const toDo = screen.getByRole('region', { name: 'What needs doing' });
    expect(within(toDo).getByText('3 catches wait for review.')).toBeInTheDocument();
    expect(within(toDo).getByRole('link', { name: 'Review catches' })).toHaveAttribute(
      'href',
      '/admin/manage-catches',
    );
    expect(within(toDo).getByText('Match day line')).toBeInTheDocument();
    expect(within(toDo).queryByText('Members line')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Manage Catches 3 waiting' })).toHaveAttribute(
      'href',
      '/admin/manage-catches',
    );
    expect(useWaitingCatches).toHaveBeenCalledWith(true);
  });

  it("adds the members' lines for a Members admin only", () => {
    renderWithProviders(<AdminDashboardPage />, { auth: signedInAs({ manageMembers: true }) });
    const toDo = screen.getByRole('region', { name: 'What needs doing' });
    expect(within(toDo).getByText('Members line')).toBeInTheDocument();
    expect(within(toDo).queryByText('Match day line')).not.toBeInTheDocument();
  });

  it('says when no catch waits, with no button, and asks nothing of an admin without catches', () => {
    vi.mocked(useWaitingCatches).mockReturnValue(queryResult.success(0));
    const { unmount } = renderWithProviders(<AdminDashboardPage />, {
      auth: signedInAs({ manageCatches: true }),
    });
    expect(screen.getByText('No catches wait for review.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Review catches' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Manage Catches' })).toBeInTheDocument();
    unmount();

    renderWithProviders(<AdminDashboardPage />, { auth: signedInAs({ manageContent: true }) });
    expect(screen.queryByRole('region', { name: 'What needs doing' })).not.toBeInTheDocument();
    expect(useWaitingCatches).toHaveBeenLastCalledWith(false);
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
