import { lazy, useEffect } from 'react';
import { useRouteError, type RouteObject } from 'react-router-dom';
import { ErrorNotice } from '../components/ErrorNotice';
import { adminRoutes } from './admin-routes';
import { Layout } from './layout/Layout';
import { publicRoutes } from './public-routes';

const NotFoundPage = lazy(() =>
  import('../components/NotFoundPage').then((m) => ({ default: m.NotFoundPage })),
);

/**
 * A page that failed while rendering: a sentence instead of the data router's developer screen.
 * The error is still reported as uncaught, so it reaches the browser's console and the tests.
 */
function PageError() {
  const error = useRouteError();
  useEffect(() => window.reportError(error), [error]);
  return <ErrorNotice message="Something went wrong showing this page. Reload it to try again." />;
}

export const routes: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      {
        errorElement: <PageError />,
        children: [...publicRoutes, ...adminRoutes, { path: '*', element: <NotFoundPage /> }],
      },
    ],
  },
];
