import { lazy, type ComponentType } from 'react';
import { useRoutes, type RouteObject } from 'react-router-dom';
import { NotFoundPage } from '../components/NotFoundPage';
import { AREAS } from '../config/areas';
import type { PermissionFlag } from '../features/auth';
import { RequirePermission } from '../features/auth/components/RequirePermission';

/** A screen's module, loaded when the screen is first opened. */
function screen<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) {
  return lazy(() => load().then((module) => ({ default: module[name] })));
}

type Screen = [string, PermissionFlag | 'any admin' | 'open', ComponentType];

/** An area's own screen, at its path and behind its flag (src/config/areas.ts). */
function areaScreen(flag: PermissionFlag, Screen: ComponentType): Screen {
  return [AREAS[flag].path, flag, Screen];
}

/**
 * The admin screens: path under /admin, who may open it (a permission flag, 'any admin', or
 * 'open' for the sign-in page) and the screen. Each is a chunk of its own.
 */
const SCREENS: Screen[] = [
  [
    'login',
    'open',
    screen(() => import('../features/auth/components/AdminLoginPage'), 'AdminLoginPage'),
  ],
  ['', 'any admin', screen(() => import('./admin/AdminDashboardPage'), 'AdminDashboardPage')],
  areaScreen(
    'manageCommittee',
    screen(() => import('../features/committee/admin/ManageCommitteePage'), 'ManageCommitteePage'),
  ),
  [
    'manage-committee/create',
    'manageCommittee',
    screen(() => import('../features/committee/admin/MemberForm'), 'CreateMemberPage'),
  ],
  [
    'manage-committee/:id',
    'manageCommittee',
    screen(() => import('../features/committee/admin/MemberForm'), 'EditMemberPage'),
  ],
  areaScreen(
    'manageMatches',
    screen(() => import('../features/matches/admin/ManageMatchesPage'), 'ManageMatchesPage'),
  ),
  [
    'manage-matches/match-rules',
    'manageMatches',
    screen(() => import('../features/matches/admin/MatchRulesPage'), 'MatchRulesPage'),
  ],
  [
    'match-day',
    'manageMatches',
    screen(
      () => import('../features/matches/admin/match-day/MatchDayIndexPage'),
      'MatchDayIndexPage',
    ),
  ],
  [
    'match-day/seasons',
    'manageMatches',
    screen(() => import('../features/matches/admin/match-day/SeasonsPage'), 'SeasonsPage'),
  ],
  [
    'match-day/:id/draw',
    'manageMatches',
    screen(() => import('../features/matches/admin/match-day/DrawPage'), 'DrawPage'),
  ],
  [
    'match-day/:id/weigh-in',
    'manageMatches',
    screen(() => import('../features/matches/admin/match-day/WeighInPage'), 'WeighInPage'),
  ],
  areaScreen(
    'manageCatches',
    screen(() => import('../features/catches/admin/ManageCatchesPage'), 'ManageCatchesPage'),
  ),
  areaScreen(
    'manageContent',
    screen(() => import('../features/content/admin/ManageContentPage'), 'ManageContentPage'),
  ),
  areaScreen(
    'superAdmin',
    screen(() => import('../features/admin-users/admin/ManageAdminsPage'), 'ManageAdminsPage'),
  ),
  areaScreen(
    'manageSocials',
    screen(() => import('../features/socials/admin/ManageSocialsPage'), 'ManageSocialsPage'),
  ),
  areaScreen(
    'manageContacts',
    screen(() => import('../features/contacts/admin/ManageContactsPage'), 'ManageContactsPage'),
  ),
  [
    'recently-deleted',
    'any admin',
    screen(() => import('../features/history/admin/RecentlyDeletedPage'), 'RecentlyDeletedPage'),
  ],
  areaScreen(
    'manageWaters',
    screen(() => import('../features/waters/admin/ManageWatersPage'), 'ManageWatersPage'),
  ),
  areaScreen(
    'manageMembers',
    screen(() => import('../features/members/admin/ManageMembersPage'), 'ManageMembersPage'),
  ),
  areaScreen(
    'bailiff',
    screen(() => import('../features/bailiff/check/CheckPage'), 'CheckPage'),
  ),
  areaScreen(
    'manageClub',
    screen(() => import('../features/club/admin/ManageClubPage'), 'ManageClubPage'),
  ),
  // A new area's screen: areaScreen(its flag, screen(...)) (docs/admin-kit.md, "Add an admin area").
];

const routes: RouteObject[] = [
  ...SCREENS.map(([path, who, Screen]): RouteObject => {
    const element =
      who === 'open' ? (
        <Screen />
      ) : (
        <RequirePermission flag={who === 'any admin' ? undefined : who}>
          <Screen />
        </RequirePermission>
      );
    return path ? { path, element } : { index: true, element };
  }),
  { path: '*', element: <NotFoundPage /> },
];

/**
 * Everything under /admin (routes.tsx loads this module on demand): the table above and the
 * permission guard are themselves outside a visitor's first download.
 */
export default function AdminRoutes() {
  return useRoutes(routes);
}
