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
];
