import { queryOptions, useQuery } from '@tanstack/react-query';

// Each query loads its reads (./read-social-links-for-navbar.ts, with Firebase) when it first
// runs, not with the page: a page the server rendered hydrates from its embedded data
// without them.

export const navbarSocialsQuery = queryOptions({
  queryKey: ['socials', 'navbar'],
  queryFn: () =>
    import('./read-social-links-for-navbar').then((api) => api.getSocialLinksForNavbar()),
});

export function useSocialLinksForNavbar() {
  return useQuery(navbarSocialsQuery);
}
