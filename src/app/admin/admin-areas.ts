import type { PermissionFlag } from '../../features/auth';

/** The dashboard's buttons (docs/product-spec.md §2) and the flag each needs. */
export const ADMIN_AREAS: { label: string; path: string; flag: PermissionFlag }[] = [
  { label: 'Manage Admins', path: '/admin/manage-admins', flag: 'superAdmin' },
  { label: 'Manage Catches', path: '/admin/manage-catches', flag: 'manageCatches' },
  { label: 'Manage Committee', path: '/admin/manage-committee', flag: 'manageCommittee' },
  { label: 'Manage Contacts', path: '/admin/manage-contacts', flag: 'manageContacts' },
  { label: 'Manage Content', path: '/admin/manage-content', flag: 'manageContent' },
  { label: 'Manage Matches', path: '/admin/manage-matches', flag: 'manageMatches' },
  // Peg draws, weigh-ins and league seasons (issue 13): also linked from Manage Matches.
  { label: 'Match Day', path: '/admin/match-day', flag: 'manageMatches' },
  { label: 'Manage Socials', path: '/admin/manage-socials', flag: 'manageSocials' },
  { label: 'Manage Waters', path: '/admin/manage-waters', flag: 'manageWaters' },
];
