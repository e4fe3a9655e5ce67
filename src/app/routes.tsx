import { isValidElement, lazy } from 'react';
import { matchRoutes, Navigate, type RouteObject } from 'react-router-dom';
import type { LazyPage } from './lazy-page';
import { Layout } from './layout/Layout';
import { PageErrorBoundary } from './PageErrorBoundary';
import { PUBLIC_PAGES } from './public-pages';
import { ACCOUNT_PATH } from '../config/constants';

// Every admin screen, with its route table and guard, is outside a visitor's first download.
const AdminRoutes = lazy(() => import('./admin-routes'));
// A member's own pages and a day ticket's: the browser's only (lib/private-path.ts), so no member
// data is ever in the server's HTML or the service worker's page cache.
const SignInPage = lazy(() =>
  import('../features/membership/components/SignInPage').then((m) => ({ default: m.SignInPage })),
);
const AccountPage = lazy(() =>
  import('../features/membership/components/AccountPage').then((m) => ({
    default: m.AccountPage,
  })),
);
const CardPage = lazy(() =>
  import('../features/membership/components/CardPage').then((m) => ({ default: m.CardPage })),
);
const DayTicketPage = lazy(() =>
  import('../features/membership/components/DayTicketPage').then((m) => ({
    default: m.DayTicketPage,
  })),
);
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
          { path: ACCOUNT_PATH, element: <AccountPage /> },
          { path: '/account/sign-in', element: <SignInPage /> },
          { path: '/account/card', element: <CardPage /> },
          { path: '/day-tickets/:id', element: <DayTicketPage /> },
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
