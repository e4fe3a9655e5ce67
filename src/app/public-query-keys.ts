import type { QueryKey } from '@tanstack/react-query';
import { WATERS } from '../config/waters';
import { membersQuery } from '../features/committee/api/get-members';
import { contactsQuery } from '../features/contacts/api/get-contacts';
import { latestArticlesQuery } from '../features/content/api/get-latest-articles';
import { shownSiteContentQuery } from '../features/content/api/get-site-content';
import { latestResultsQuery, nextMatchQuery } from '../features/matches/api/get-home-matches';
import { matchRulesQuery } from '../features/matches/api/get-match-rules';
import { pastMatchesQuery, upcomingMatchesQuery } from '../features/matches/api/get-match-list';
import {
  dayTicketTermsQuery,
  membershipTypesQuery,
} from '../features/membership/api/get-membership-types';
import { navbarSocialsQuery } from '../features/socials/api/get-social-links-for-navbar';
import { shownWaterEntriesQuery } from '../features/waters/api/get-water-entries';

/**
 * The public pages' queries: the only ones kept on the device (query-client.ts). Exact keys, so an
 * admin query that shares a prefix (['members', id], ['catches', 'review', ...]) is never kept;
 * the public catch list is kept by prefix, one entry per page and search.
 */
const PUBLIC_QUERY_KEYS: readonly QueryKey[] = [
  navbarSocialsQuery.queryKey,
  shownSiteContentQuery.queryKey,
  latestArticlesQuery.queryKey,
  membersQuery.queryKey,
  ...WATERS.map((water) => shownWaterEntriesQuery(water.key).queryKey),
  upcomingMatchesQuery.queryKey,
  pastMatchesQuery.queryKey,
  nextMatchQuery.queryKey,
  latestResultsQuery.queryKey,
  matchRulesQuery.queryKey,
  contactsQuery.queryKey,
  membershipTypesQuery.queryKey,
  dayTicketTermsQuery.queryKey,
];
/** Families of public queries, one per page or item: catches pages, records, match day. */
const PUBLIC_PREFIXES: readonly QueryKey[] = [
  ['catches', 'public'],
  ['records'],
  ['seasons'],
  ['results'],
  ['draws', 'published'],
  ['matches', 'one'],
  ['content', 'articles', 'page'],
  ['content', 'articles', 'one'],
];

export function isPublicQueryKey(key: QueryKey): boolean {
  const same = (a: QueryKey, b: QueryKey) => JSON.stringify(a) === JSON.stringify(b);
  return (
    PUBLIC_QUERY_KEYS.some((publicKey) => same(publicKey, key)) ||
    PUBLIC_PREFIXES.some((prefix) => same(key.slice(0, prefix.length), prefix))
  );
}
