import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';
import { adminRoutes } from './admin-routes';
import { Layout } from './layout/Layout';
import { PageErrorBoundary } from './PageErrorBoundary';
import { publicRoutes } from './public-routes';

const NotFoundPage = lazy(() =>
  import('../components/NotFoundPage').then((m) => ({ default: m.NotFoundPage })),
);

export const routes: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      {
        element: <PageErrorBoundary />,
        children: [...publicRoutes, ...adminRoutes, { path: '*', element: <NotFoundPage /> }],
      },
    ],
  },
];
