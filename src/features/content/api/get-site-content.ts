import { queryOptions, useQuery } from '@tanstack/react-query';

// Each query loads its reads (./read-site-content.ts, with Firebase) when it first runs, not
// with the page: a page the server rendered hydrates from its embedded data without them.

/** The texts as stored, for Manage Content to edit. */
export const siteContentQuery = queryOptions({
  queryKey: ['content', 'site'],
  queryFn: () => import('./read-site-content').then((api) => api.getSiteContent()),
});

/**
 * The public pages' site content. Under the stored one's key, so that saving (which invalidates
 * ['content', 'site']) refreshes both.
 */
export const shownSiteContentQuery = queryOptions({
  queryKey: ['content', 'site', 'shown'],
  queryFn: () => import('./read-site-content').then((api) => api.getShownSiteContent()),
});

export function useSiteContent() {
  return useQuery(siteContentQuery);
}

export function useShownSiteContent() {
  return useQuery(shownSiteContentQuery);
}
