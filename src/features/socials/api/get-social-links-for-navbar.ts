import { queryOptions, useQuery } from '@tanstack/react-query';

// Each query loads its reads (./read-social-links-for-navbar.ts, with Firebase) when it first
// runs, not with the page: a page the server rendered hydrates from its embedded data
// without them.

/**
 * summaries/socialLinks as every page's layout uses it: the links and the club's crest, one read
 * shared by the bar, the menu and the footer. (Keyed by the document: the key before the crest,
 * ['socials', 'navbar'], held the links alone, and may still be kept on a device.)
 */
export const navbarSocialsQuery = queryOptions({
  queryKey: ['summaries', 'socialLinks'],
  queryFn: () => import('./read-social-links-for-navbar').then((api) => api.getNavbarSummary()),
});

export function useSocialLinksForNavbar() {
  return useQuery({ ...navbarSocialsQuery, select: (summary) => summary.links });
}

/** The replaced crest's URL; null (or undefined while unknown) shows the drawn crest. */
export function useClubCrestUrl() {
  return useQuery({ ...navbarSocialsQuery, select: (summary) => summary.crestUrl }).data;
}
