import { WATERS } from '../../config/waters';
import type { AuthState } from '../../features/auth/auth-context';
import { hasPermission, PERMISSION_FLAGS } from '../../features/auth/types';

/** A page's path and keyword from its link's label: "Our People" → /our-people, Home → /. */
function navLink(label: string) {
  const keyword = label === 'Home' ? '' : label.toLowerCase().replaceAll(' ', '-');
  return { label, to: `/${keyword}`, keyword };
}

/** The navbar's links (docs/product-spec.md §2); `keyword` decides when a link is active. */
export const NAV_LINKS = [
  'Home',
  'News',
  'Our People',
  'Waters',
  'Rules',
  'Matches',
  'League',
  'Newsletter',
  'Catches',
  'Records',
  'Join',
  'Contact Us',
].map(navLink);

export const WATER_LINKS = WATERS.map((water) => ({
  label: water.name,
  to: `/waters/${water.slug}`,
}));

/**
 * A link is active when the path contains its keyword and not "admin" (docs/product-spec.md §2), as
 * one of its segments: "news" is in "/newsletter" as text, and News must not light up there. Home
 * has no keyword, so it is active on "/" only.
 */
export function isLinkActive(pathname: string, keyword: string): boolean {
  if (pathname.includes('admin')) return false;
  return keyword === '' ? pathname === '/' : pathname.split('/').includes(keyword);
}

/**
 * The /admin link is for a signed-in, enabled admin with at least one permission; the admin
 * routes' guards and the security rules are what actually protect the back office.
 */
export function canSeeAdminLink(auth: AuthState): boolean {
  return (
    auth.status === 'signedIn' &&
    PERMISSION_FLAGS.some((flag) => hasPermission(auth.permissions, flag))
  );
}
