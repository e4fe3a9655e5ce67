/**
 * The one test of "is this the back office": `/admin` and everything under it, in any letter case
 * (react-router matches paths case-insensitively, so `/ADMIN/manage-catches` is the admin screen).
 * The renderer answers such a path with the bare app shell (src/entry-server.tsx), the site server
 * tells crawlers not to index it (server/site.ts), the query persister keeps nothing while one is
 * open (src/app/query-client.ts). vite.config.ts's service worker rules use the same pattern.
 */
export function isAdminPath(pathname: string): boolean {
  return /^\/admin(\/|$)/i.test(pathname);
}
