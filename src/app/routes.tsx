import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';
import { Layout } from './layout/Layout';
import { PageErrorBoundary } from './PageErrorBoundary';
import { publicRoutes } from './public-routes';

// Every admin screen, with its route table and guard, is outside a visitor's first download.
const AdminRoutes = lazy(() => import('./admin-routes'));
const NotFoundPage = lazy(() =>
  import('../components/NotFoundPage').then((m) => ({ default: m.NotFoundPage })),
);

export const routes: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      {
        element: <PageErrorBoundary />,
        children: [
          ...publicRoutes,
          { path: '/admin/*', element: <AdminRoutes /> },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];
