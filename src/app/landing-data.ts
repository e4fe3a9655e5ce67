import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { DEFAULT_CATCH_PAGE_SIZE } from '../config/constants';
import { WATERS } from '../config/waters';
import { publicCatchesQueryOptions } from '../features/catches/api/get-public-catches';
import { membersQuery } from '../features/committee/api/get-members';
import { contactsQuery } from '../features/contacts/api/get-contacts';
import { latestArticlesQuery } from '../features/content/api/get-latest-articles';
import { siteContentQuery } from '../features/content/api/get-site-content';
import { matchRulesQuery } from '../features/matches/api/get-match-rules';
import { seasonsQuery } from '../features/matches/api/get-league';
import { pastMatchesQuery, upcomingMatchesQuery } from '../features/matches/api/get-match-list';
import { clubRecordsQuery } from '../features/records/api/get-records';
import { navbarSocialsQuery } from '../features/socials/api/get-social-links-for-navbar';
import { waterEntriesQuery } from '../features/waters/api/get-water-entries';
import { preloadImage } from '../lib/preload-image';

type Prefetch = (client: QueryClient) => Promise<void>[];

/**
 * The first reads of each public page, with the same query options the page uses. Started before
 * the page's own code has arrived and rendered, they run alongside it rather than after it, and the
 * page then finds its data in the cache (nothing is read twice).
 */
const LANDING_QUERIES: Record<string, Prefetch> = {
  '/': (client) => [
    // The home image is the page's largest element: fetched as soon as its address is known.
    client
      .prefetchQuery(siteContentQuery)
      .then(() => preloadImage(client.getQueryData(siteContentQuery.queryKey)?.homeImage)),
    client.prefetchQuery(latestArticlesQuery),
  ],
  '/our-people': (client) => [client.prefetchQuery(membersQuery)],
  // The overview's cards show each water's first picture (and warm each water's own page).
  '/waters': (client) => WATERS.map((water) => client.prefetchQuery(waterEntriesQuery(water.key))),
  ...Object.fromEntries(
    WATERS.map((water): [string, Prefetch] => [
      `/waters/${water.slug}`,
      (client) => [client.prefetchQuery(waterEntriesQuery(water.key))],
    ]),
  ),
  '/rules': (client) => [client.prefetchQuery(siteContentQuery)],
  '/matches': (client) => [
    client.prefetchQuery(upcomingMatchesQuery),
    client.prefetchInfiniteQuery(pastMatchesQuery),
    client.prefetchQuery(matchRulesQuery),
  ],
  '/newsletter': (client) => [client.prefetchQuery(siteContentQuery)],
  // The league table's season list; its results follow from the season chosen.
  '/league': (client) => [client.prefetchQuery(seasonsQuery)],
  '/records': (client) => [client.prefetchQuery(clubRecordsQuery)],
  '/catches': (client) => [
    client.prefetchQuery(
      publicCatchesQueryOptions({
        search: '',
        pageSize: DEFAULT_CATCH_PAGE_SIZE,
        after: undefined,
      }),
    ),
  ],
  '/contact-us': (client) => [client.prefetchQuery(contactsQuery)],
};

/** Starts the reads of the page at `pathname` and of the navbar (every page shows it). */
export function prefetchLandingData(client: QueryClient, pathname: string): void {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  void client.prefetchQuery(navbarSocialsQuery);
  LANDING_QUERIES[path]?.(client);
}

/**
 * The public pages' queries: the only ones kept on the device (query-client.ts). Exact keys, so an
 * admin query that shares a prefix (['members', id], ['catches', 'review', ...]) is never kept;
 * the public catch list is kept by prefix, one entry per page and search.
 */
const PUBLIC_QUERY_KEYS: readonly QueryKey[] = [
  navbarSocialsQuery.queryKey,
  siteContentQuery.queryKey,
  latestArticlesQuery.queryKey,
  membersQuery.queryKey,
  ...WATERS.map((water) => waterEntriesQuery(water.key).queryKey),
  upcomingMatchesQuery.queryKey,
  pastMatchesQuery.queryKey,
  matchRulesQuery.queryKey,
  contactsQuery.queryKey,
];
/** Families of public queries, one per page or item: catches pages, records, match day. */
const PUBLIC_PREFIXES: readonly QueryKey[] = [
  ['catches', 'public'],
  ['records'],
  ['seasons'],
  ['results'],
  ['draws', 'published'],
  ['matches', 'one'],
];

export function isPublicQueryKey(key: QueryKey): boolean {
  const same = (a: QueryKey, b: QueryKey) => JSON.stringify(a) === JSON.stringify(b);
  return (
    PUBLIC_QUERY_KEYS.some((publicKey) => same(publicKey, key)) ||
    PUBLIC_PREFIXES.some((prefix) => same(key.slice(0, prefix.length), prefix))
  );
}
