import { isAdminPath } from '../../lib/admin-path';

const LOGIN = '/admin/login';

/**
 * Where a signed-out visitor is sent from an admin page: the login, remembering the page asked
 * for in `?next=` (a query rather than router state, so it survives a reload of the login page).
 */
export function loginPath(asked: string): string {
  return asked === '/admin' || asked === '/admin/'
    ? LOGIN
    : `${LOGIN}?next=${encodeURIComponent(asked)}`;
}

/**
 * Where the login sends an admin once signed in: the page asked for, when it is an admin page of
 * this site (never another site's address, nor the login itself), else the dashboard.
 */
export function returnPath(search: string): string {
  const next = new URLSearchParams(search).get('next');
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.includes('\\'))
    return '/admin';
  const { pathname } = new URL(next, 'https://pac.invalid');
  if (!isAdminPath(pathname) || pathname.toLowerCase().startsWith(LOGIN)) return '/admin';
  return next;
}
