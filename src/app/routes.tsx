import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';
import { HomePage } from '../features/content/components/HomePage';
import { RequirePermission } from '../features/auth/components/RequirePermission';
import { Layout } from './layout/Layout';

// Admin screens are separate chunks: a visitor's page never downloads admin code.
const AdminLoginPage = lazy(() =>
  import('../features/auth/components/AdminLoginPage').then((m) => ({ default: m.AdminLoginPage })),
);
const AdminDashboardPage = lazy(() =>
  import('../features/auth/components/AdminDashboardPage').then((m) => ({
    default: m.AdminDashboardPage,
  })),
);
const NotFoundPage = lazy(() =>
  import('../components/NotFoundPage').then((m) => ({ default: m.NotFoundPage })),
);

export const routes: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      { path: '/', element: <HomePage /> },
      { path: '/admin/login', element: <AdminLoginPage /> },
      {
        path: '/admin',
        element: (
          <RequirePermission>
            <AdminDashboardPage />
          </RequirePermission>
        ),
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
