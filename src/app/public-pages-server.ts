/**
 * The server's half of each public page of the table (public-pages.tsx): its reads, its head and
 * its sitemap entries. Only the renderer loads it (entry-server.tsx), so none of this is in a
 * visitor's first download.
 */
import type { Params } from 'react-router-dom';
import type { PageServer, PreviewCard } from './page-server';
import { CLUB_NAME, DEFAULT_CATCH_PAGE_SIZE, publicTitle } from '../config/constants';
import { WATERS, type Water } from '../config/waters';
import { publicCatchQuery } from '../features/catches/api/get-public-catch';
import { getPublicCatchIds } from '../features/catches/api/get-public-catch-ids';
import { publicCatchesQueryOptions } from '../features/catches/api/get-public-catches';
import { latestCatchesQuery } from '../features/catches/api/get-latest-catches';
import { catchSummary } from '../features/catches/catch-summary';
import { catchOunces, weightText } from '../features/catches/weight-text';
import { membersQuery } from '../features/committee/api/get-members';
import { contactsQuery } from '../features/contacts/api/get-contacts';
import { articleQuery } from '../features/content/api/get-article';
import { getArticles } from '../features/content/api/get-articles';
import { latestArticlesQuery } from '../features/content/api/get-latest-articles';
import { newsPageNumber, newsPageQuery } from '../features/content/api/get-news-page';
import { shownSiteContentQuery } from '../features/content/api/get-site-content';
import { seasonResultsQuery, seasonsQuery } from '../features/matches/api/get-league';
import { matchQuery } from '../features/matches/api/get-match';
import { getMatchIds } from '../features/matches/api/get-match-ids';
import { publishedDrawQuery, resultsQuery } from '../features/matches/api/get-match-day';
import { latestResultsQuery, nextMatchQuery } from '../features/matches/api/get-home-matches';
import { upcomingMatchesQuery } from '../features/matches/api/get-match-list';
import { matchRulesQuery } from '../features/matches/api/get-match-rules';
import {
  dayTicketTermsQuery,
  membershipTypesQuery,
} from '../features/membership/api/get-membership-types';
import { currentSeason } from '../features/matches/match-day/current-season';
import { clubRecordsQuery } from '../features/records/api/get-records';
import { shownWaterEntriesQuery } from '../features/waters/api/get-water-entries';
import { waterStatusesQuery } from '../features/waters/api/get-water-status';
import { waterDetailsQuery } from '../features/waters/api/water-details';
import { waterCatchesQuery } from '../features/catches/api/get-water-catches';
import { formatLongUtcDay, formatUtcDay } from '../lib/dates';
import { poundsOuncesDrams } from '../lib/weight-words';

/** Text of stored HTML for a meta description: tags dropped, spaces joined, at most ~160 chars. */
function summary(html: string | undefined, fallback: string): string {
  const text = (html ?? '')
    // Older text keeps literal "\n" sequences (lib/sanitize-html.ts, legacyTextToHtml).
    .replace(/\\n/g, ' ')
    .replace(/<\/?(p|h[1-6]|li|ul|ol|br)\b[^>]*>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&[a-z]+;|&#\d+;/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  if (!text) return fallback;
  return text.length > 160 ? `${text.slice(0, 157).replace(/\s+\S*$/, '')}…` : text;
}

const id = (params: Params) => params.id ?? '';

const ordinal = (n: number) =>
  `${n}${n % 100 >= 11 && n % 100 <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th')}`;

/**
 * At most this many catches, and matches, in sitemap.xml: each is a document read (sitemap.xml is
 * kept by the CDN for an hour, server/site.ts SITEMAP_CACHE_CONTROL), and the newest thousand
 * catches and a thousand matches (decades of a club's fixtures) are what a crawler needs.
 */
export const SITEMAP_MAX_ITEMS = 1000;

const under = (base: string) => (ids: string[]) => ids.map((item) => `${base}/${item}`);

export const home: PageServer = {
  load: (client) => [
    client.prefetchQuery(shownSiteContentQuery),
    client.prefetchQuery(latestArticlesQuery),
    client.prefetchQuery(nextMatchQuery),
    client.prefetchQuery(latestResultsQuery),
    client.prefetchQuery(latestCatchesQuery),
    client.prefetchQuery(waterStatusesQuery),
  ],
  head: (client) => {
    const content = client.getQueryData(shownSiteContentQuery.queryKey);
    return {
      title: publicTitle(),
      description: summary(
        content?.homeText,
        `${CLUB_NAME}: our waters, rules, matches, news and members' catches.`,
      ),
      image: content?.homeImage || undefined,
    };
  },
};

export const news: PageServer = {
  load: (client, _params, search) => [client.prefetchQuery(newsPageQuery(newsPageNumber(search)))],
  // The same title as the page's own (NewsPage.tsx), so hydrating does not change it.
  head: (_client, _params, search) => {
    const page = newsPageNumber(search);
    return {
      title: publicTitle(page > 1 ? `News, page ${page}` : 'News'),
      description: `Every news article of ${CLUB_NAME}, newest first.`,
    };
  },
};

export const article: PageServer = {
  load: (client, params) => [client.prefetchQuery(articleQuery(id(params)))],
  sitemap: () => getArticles().then((articles) => articles.map((a) => `/news/${a.id}`)),
  head: (client, params) => {
    const article = client.getQueryData(articleQuery(id(params)).queryKey);
    if (!article) return null;
    return {
      title: publicTitle(article.title),
      description: summary(article.text, `${article.title}: news from ${CLUB_NAME}.`),
    };
  },
  // A card made from its title: an article holds no picture (lib/sanitize-html.ts keeps none).
  preview: (client, params): PreviewCard | null => {
    const article = client.getQueryData(articleQuery(id(params)).queryKey);
    if (!article) return null;
    return {
      kind: 'title',
      title: article.title,
      line: `News, ${formatLongUtcDay(article.createdDate)}`,
    };
  },
};

export const ourPeople: PageServer = {
  load: (client) => [client.prefetchQuery(membersQuery)],
  head: () => ({
    title: publicTitle('Our People'),
    description: `The committee of ${CLUB_NAME}: who does what, and how to reach them.`,
  }),
};

export const waters: PageServer = {
  load: (client) => [
    ...WATERS.map((water) => client.prefetchQuery(shownWaterEntriesQuery(water.key))),
    client.prefetchQuery(waterStatusesQuery),
  ],
  head: (client) => ({
    title: publicTitle('Waters'),
    description: `The waters of ${CLUB_NAME}: ${WATERS.map((water) => water.name).join(', ')}.`,
    image: client.getQueryData(shownWaterEntriesQuery(WATERS[0].key).queryKey)?.[0]?.imgUrl,
  }),
};

/** A water's own page. */
export const water = (water: Water): PageServer => ({
  load: (client) => [
    client.prefetchQuery(shownWaterEntriesQuery(water.key)),
    client.prefetchQuery(waterStatusesQuery),
    client.prefetchQuery(waterDetailsQuery(water.key)),
    client.prefetchQuery(clubRecordsQuery),
    client.prefetchQuery(waterCatchesQuery(water.name)),
    client.prefetchQuery(dayTicketTermsQuery),
  ],
  head: (client) => {
    const entries = client.getQueryData(shownWaterEntriesQuery(water.key).queryKey);
    return {
      title: publicTitle(water.name),
      description: summary(entries?.[0]?.text, `${water.name}, a water of ${CLUB_NAME}.`),
      image: entries?.find((entry) => entry.imgUrl)?.imgUrl,
    };
  },
});

/** A page of the club's own text (Rules, Newsletter): that text is its description. */
const textPage = (
  title: string,
  field: 'rulesText' | 'newsletterText',
  fallback: string,
): PageServer => ({
  load: (client) => [client.prefetchQuery(shownSiteContentQuery)],
  head: (client) => ({
    title: publicTitle(title),
    description: summary(client.getQueryData(shownSiteContentQuery.queryKey)?.[field], fallback),
  }),
});

export const rules = textPage('Rules', 'rulesText', `The rules of ${CLUB_NAME}.`);

export const matches: PageServer = {
  load: (client) => [
    // The page opens with past matches hidden (MatchesPage): they are read only when asked for.
    client.prefetchQuery(upcomingMatchesQuery),
    client.prefetchQuery(matchRulesQuery),
    client.prefetchQuery(waterStatusesQuery),
  ],
  head: () => ({
    title: publicTitle('Matches'),
    description: `The match list of ${CLUB_NAME}: the matches to come, and past results.`,
  }),
};

export const match: PageServer = {
  load: (client, params) => [
    client.prefetchQuery(matchQuery(id(params))),
    client.prefetchQuery(resultsQuery(id(params))),
    client.prefetchQuery(publishedDrawQuery(id(params))),
    client.prefetchQuery(waterStatusesQuery),
  ],
  // Every match (the latest thousand), newest first.
  sitemap: () => getMatchIds(SITEMAP_MAX_ITEMS).then(under('/matches')),
  head: (client, params) => {
    const match = client.getQueryData(matchQuery(id(params)).queryKey);
    if (!match) return null;
    const winner = client.getQueryData(resultsQuery(id(params)).queryKey)?.entries[0];
    const when = `${formatUtcDay(match.date)} at ${match.location}`;
    return {
      title: publicTitle(match.description),
      description: winner
        ? `${match.description}, ${when}: won by ${winner.angler}. Full results.`
        : `${match.description}, ${when}, draw ${match.drawTime}.`,
    };
  },
  preview: (client, params): PreviewCard | null => {
    const match = client.getQueryData(matchQuery(id(params)).queryKey);
    if (!match) return null;
    const line = `${formatLongUtcDay(match.date)} at ${match.location}`;
    const entries = client.getQueryData(resultsQuery(id(params)).queryKey)?.entries ?? [];
    if (entries.length === 0) {
      return { kind: 'title', title: match.description, line: `${line}, draw ${match.drawTime}` };
    }
    return {
      kind: 'results',
      title: match.description,
      line,
      places: entries.slice(0, 3).map((entry) => ({
        position: ordinal(entry.position),
        angler: entry.angler,
        weight: entry.weightDr === null ? 'did not weigh' : poundsOuncesDrams(entry.weightDr),
      })),
    };
  },
};

export const league: PageServer = {
  // The current season's results follow from the season list.
  load: (client) => [
    client
      .fetchQuery(seasonsQuery)
      .then((seasons) => client.prefetchQuery(seasonResultsQuery(currentSeason(seasons)))),
  ],
  head: () => ({
    title: publicTitle('League'),
    description: `The league table of ${CLUB_NAME}'s season.`,
  }),
};

export const records: PageServer = {
  load: (client) => [client.prefetchQuery(clubRecordsQuery)],
  head: () => ({
    title: publicTitle('Records'),
    description: `The club records of ${CLUB_NAME}: the heaviest fish of each species.`,
  }),
};

export const newsletter = textPage(
  'Newsletter',
  'newsletterText',
  `The latest newsletter of ${CLUB_NAME}.`,
);

export const catches: PageServer = {
  load: (client) => [
    client.prefetchQuery(
      publicCatchesQueryOptions({
        search: '',
        pageSize: DEFAULT_CATCH_PAGE_SIZE,
        after: undefined,
      }),
    ),
  ],
  head: () => ({
    title: publicTitle('Catches'),
    description: `Fish caught by the members of ${CLUB_NAME}, with photos.`,
  }),
};

export const catchPage: PageServer = {
  load: (client, params) => [client.prefetchQuery(publicCatchQuery(id(params)))],
  // The newest thousand approved catches.
  sitemap: () => getPublicCatchIds(SITEMAP_MAX_ITEMS).then(under('/catches')),
  head: (client, params) => {
    const fish = client.getQueryData(publicCatchQuery(id(params)).queryKey);
    if (!fish) return null;
    return {
      title: publicTitle(catchSummary(fish)),
      description:
        catchOunces(fish.fishLbs, fish.fishOz) === undefined
          ? `${fish.memberName} caught a ${fish.fishType} at ${fish.catchLocation} (weight not given).`
          : `${fish.memberName} caught a ${fish.fishType} of ${weightText(fish.fishLbs, fish.fishOz)} at ${fish.catchLocation}.`,
    };
  },
  preview: (client, params): PreviewCard | null => {
    const fish = client.getQueryData(publicCatchQuery(id(params)).queryKey);
    if (!fish) return null;
    const line = `Caught at ${fish.catchLocation}`;
    return fish.imgURL
      ? { kind: 'picture', title: catchSummary(fish), line, picture: fish.imgURL }
      : { kind: 'title', title: catchSummary(fish), line };
  },
};

export const contactUs: PageServer = {
  load: (client) => [client.prefetchQuery(contactsQuery)],
  head: () => ({
    title: publicTitle('Contact Us'),
    description: `How to reach ${CLUB_NAME}.`,
  }),
};

export const join: PageServer = {
  load: (client) => [client.prefetchQuery(membershipTypesQuery)],
  head: () => ({
    title: publicTitle('Join'),
    description: `Join ${CLUB_NAME}: membership types and prices for the season, for adults, juniors and seniors.`,
  }),
};

export const privacy: PageServer = {
  head: () => ({
    title: publicTitle('Privacy'),
    description: `What ${CLUB_NAME} keeps about its members, why, who reads it and for how long.`,
  }),
};

export const dayTickets: PageServer = {
  load: (client) => [client.prefetchQuery(dayTicketTermsQuery)],
  head: () => ({
    title: publicTitle('Day Tickets'),
    description: `A day ticket to fish one of the ${CLUB_NAME} waters.`,
  }),
};
