import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';
import { RequirePermission } from '../features/auth/components/RequirePermission';

// Admin screens are separate chunks: a visitor's page never downloads admin code.
const AdminLoginPage = lazy(() =>
  import('../features/auth/components/AdminLoginPage').then((m) => ({ default: m.AdminLoginPage })),
);
const AdminDashboardPage = lazy(() =>
  import('../features/auth/components/AdminDashboardPage').then((m) => ({
    default: m.AdminDashboardPage,
  })),
);

// Committee, matches, catches and content screens.
const ManageCommitteePage = lazy(() =>
  import('../features/committee/admin/ManageCommitteePage').then((m) => ({
    default: m.ManageCommitteePage,
  })),
);
const CreateMemberPage = lazy(() =>
  import('../features/committee/admin/MemberForm').then((m) => ({
    default: m.CreateMemberPage,
  })),
);
const EditMemberPage = lazy(() =>
  import('../features/committee/admin/MemberForm').then((m) => ({
    default: m.EditMemberPage,
  })),
);
const ManageMatchesPage = lazy(() =>
  import('../features/matches/admin/ManageMatchesPage').then((m) => ({
    default: m.ManageMatchesPage,
  })),
);
const MatchRulesPage = lazy(() =>
  import('../features/matches/admin/MatchRulesPage').then((m) => ({
    default: m.MatchRulesPage,
  })),
);
const MatchDayIndexPage = lazy(() =>
  import('../features/matches/admin/match-day/MatchDayIndexPage').then((m) => ({
    default: m.MatchDayIndexPage,
  })),
);
const DrawPage = lazy(() =>
  import('../features/matches/admin/match-day/DrawPage').then((m) => ({ default: m.DrawPage })),
);
const WeighInPage = lazy(() =>
  import('../features/matches/admin/match-day/WeighInPage').then((m) => ({
    default: m.WeighInPage,
  })),
);
const SeasonsPage = lazy(() =>
  import('../features/matches/admin/match-day/SeasonsPage').then((m) => ({
    default: m.SeasonsPage,
  })),
);
const ManageCatchesPage = lazy(() =>
  import('../features/catches/admin/ManageCatchesPage').then((m) => ({
    default: m.ManageCatchesPage,
  })),
);
const ManageContentPage = lazy(() =>
  import('../features/content/admin/ManageContentPage').then((m) => ({
    default: m.ManageContentPage,
  })),
);

// Admins, socials, contacts and waters screens.
const ManageAdminsPage = lazy(() =>
  import('../features/admin-users/admin/ManageAdminsPage').then((m) => ({
    default: m.ManageAdminsPage,
  })),
);
const ManageSocialsPage = lazy(() =>
  import('../features/socials/admin/ManageSocialsPage').then((m) => ({
    default: m.ManageSocialsPage,
  })),
);
const ManageContactsPage = lazy(() =>
  import('../features/contacts/admin/ManageContactsPage').then((m) => ({
    default: m.ManageContactsPage,
  })),
);
const ManageWatersPage = lazy(() =>
  import('../features/waters/admin/ManageWatersPage').then((m) => ({
    default: m.ManageWatersPage,
  })),
);

/** The admin screens; each is wrapped in the guard with the flag it needs. */
export const adminRoutes: RouteObject[] = [
  { path: '/admin/login', element: <AdminLoginPage /> },
  {
    path: '/admin',
    element: (
      <RequirePermission>
        <AdminDashboardPage />
      </RequirePermission>
    ),
  },
  {
    path: '/admin/manage-committee',
    element: (
      <RequirePermission flag="manageCommittee">
        <ManageCommitteePage />
      </RequirePermission>
    ),
  },
  {
    path: '/admin/manage-committee/create',
    element: (
      <RequirePermission flag="manageCommittee">
        <CreateMemberPage />
      </RequirePermission>
    ),
  },
  {
    path: '/admin/manage-committee/:id',
    element: (
      <RequirePermission flag="manageCommittee">
        <EditMemberPage />
      </RequirePermission>
    ),
  },
  {
    path: '/admin/manage-matches',
    element: (
      <RequirePermission flag="manageMatches">
        <ManageMatchesPage />
      </RequirePermission>
    ),
  },
  {
    path: '/admin/manage-matches/match-rules',
    element: (
      <RequirePermission flag="manageMatches">
        <MatchRulesPage />
      </RequirePermission>
    ),
  },
  ...(
    [
      ['/admin/match-day', <MatchDayIndexPage key="index" />],
      ['/admin/match-day/seasons', <SeasonsPage key="seasons" />],
      ['/admin/match-day/:id/draw', <DrawPage key="draw" />],
      ['/admin/match-day/:id/weigh-in', <WeighInPage key="weigh-in" />],
    ] as const
  ).map(([path, page]) => ({
    path,
    element: <RequirePermission flag="manageMatches">{page}</RequirePermission>,
  })),
  {
    path: '/admin/manage-catches',
    element: (
      <RequirePermission flag="manageCatches">
        <ManageCatchesPage />
      </RequirePermission>
    ),
  },
  {
    path: '/admin/manage-content',
    element: (
      <RequirePermission flag="manageContent">
        <ManageContentPage />
      </RequirePermission>
    ),
  },
  {
    path: '/admin/manage-admins',
    element: (
      <RequirePermission flag="superAdmin">
        <ManageAdminsPage />
      </RequirePermission>
    ),
  },
  {
    path: '/admin/manage-socials',
    element: (
      <RequirePermission flag="manageSocials">
        <ManageSocialsPage />
      </RequirePermission>
    ),
  },
  {
    path: '/admin/manage-contacts',
    element: (
      <RequirePermission flag="manageContacts">
        <ManageContactsPage />
      </RequirePermission>
    ),
  },
  {
    path: '/admin/manage-waters',
    element: (
      <RequirePermission flag="manageWaters">
        <ManageWatersPage />
      </RequirePermission>
    ),
  },
];
