/**
 * Paths that are only ever the app shell, never rendered on the server nor kept by the service
 * worker's page cache: the back office (lib/admin-path.ts), a member's own pages (/account and
 * under it) and a day ticket's page (/day-tickets/{id}?key=…, whose key is as good as the ticket).
 * Any letter case, as react-router matches. vite.config.ts loads this file and writes the same
 * pattern into the service worker; it imports nothing, so that works.
 */
export const PRIVATE_PATH = /^\/(admin|account)(\/|$)|^\/day-tickets\/[^/]+\/?$/i;

export function isPrivatePath(pathname: string): boolean {
  return PRIVATE_PATH.test(pathname);
}
