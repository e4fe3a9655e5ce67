import { isValidElement, lazy } from 'react';
import { matchRoutes, Navigate, type RouteObject } from 'react-router-dom';
import type { LazyPage } from './lazy-page';
import { Layout } from './layout/Layout';
import { PageErrorBoundary } from './PageErrorBoundary';
import { PUBLIC_PAGES } from './public-pages';

// Every admin screen, with its route table and guard, is outside a visitor's first download.
const AdminRoutes = lazy(() => import('./admin-routes'));
const NotFoundPage = lazy(() =>
  import('../components/NotFoundPage').then((m) => ({ default: m.NotFoundPage })),
);

/** The public pages' routes, from the one table of public pages. */
export const publicRoutes: RouteObject[] = PUBLIC_PAGES.map(({ path, element }) => ({
  path,
  element,
}));

export const routes: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      {
        element: <PageErrorBoundary />,
        children: [
          ...publicRoutes,
          { path: '/admin/*', element: <AdminRoutes /> },
          // The bailiff's short address (issue 33); the site server redirects it too.
          { path: '/check', element: <Navigate to="/admin/check" replace /> },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];

/**
 * Loads the code of the public page at `path` (nothing for another path); never fails. Once it has
 * settled the page renders without suspending (lazy-page.tsx).
 */
export function preloadPublicPage(path: string): Promise<unknown> {
  const element = matchRoutes(publicRoutes, path)?.at(-1)?.route.element;
  const page = isValidElement(element) ? (element.type as Partial<LazyPage<object>>) : undefined;
  return page?.preload ? page.preload().catch(() => undefined) : Promise.resolve();
}
