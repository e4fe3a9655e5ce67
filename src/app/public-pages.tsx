import type { QueryClient } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import type { Params } from 'react-router-dom';
import { CLUB_NAME, DEFAULT_CATCH_PAGE_SIZE, publicTitle } from '../config/constants';
import { PAGE_HEADINGS } from '../config/page-headings';
import { WATERS } from '../config/waters';
import { publicCatchQuery } from '../features/catches/api/get-public-catch';
import { publicCatchesQueryOptions } from '../features/catches/api/get-public-catches';
import { catchSummary } from '../features/catches/catch-summary';
import { weightText } from '../features/catches/weight-text';
import { membersQuery } from '../features/committee/api/get-members';
import { contactsQuery } from '../features/contacts/api/get-contacts';
import { articleQuery } from '../features/content/api/get-article';
import { getArticles } from '../features/content/api/get-articles';
import { latestArticlesQuery } from '../features/content/api/get-latest-articles';
import { newsPageNumber, newsPageQuery } from '../features/content/api/get-news-page';
import { siteContentQuery } from '../features/content/api/get-site-content';
import { seasonResultsQuery, seasonsQuery } from '../features/matches/api/get-league';
import { matchQuery } from '../features/matches/api/get-match';
import { publishedDrawQuery, resultsQuery } from '../features/matches/api/get-match-day';
import {
  getPastMatches,
  getUpcomingMatches,
  pastMatchesQuery,
  upcomingMatchesQuery,
} from '../features/matches/api/get-match-list';
import { matchRulesQuery } from '../features/matches/api/get-match-rules';
import { currentSeason } from '../features/matches/match-day/current-season';
import { clubRecordsQuery } from '../features/records/api/get-records';
import { waterEntriesQuery } from '../features/waters/api/get-water-entries';
import { formatUtcDay } from '../lib/dates';
import { lazyPage } from './lazy-page';

/** What a page says about itself in its head: the tab, search results and link previews. */
export interface PageHead {
  title: string;
  description: string;
  /** The picture of a link preview (absolute, or a path on the site); the club's own otherwise. */
  image?: string;
}

/** One public page: everything about it that the router, the server and the tests need. */
export interface PublicPage {
  /** The route's path pattern (react-router). */
  path: string;
  element: ReactElement;
  /** Its h1 when the page exists (a news article's is its own title, so none here). */
  heading?: string;
  /**
   * The page's reads, with the very query options the page's components use: the server runs them
   * before rendering, so the page's HTML holds its content and the browser finds it in its cache.
   */
  load?: (client: QueryClient, params: Params, search: URLSearchParams) => Promise<unknown>[];
  /** Its head, from the loaded data; null when there is no such item (a not-found page, 404). */
  head: (client: QueryClient, params: Params) => PageHead | null;
  /** For a path with a parameter, the items that sitemap.xml lists (others list their path). */
  sitemap?: () => Promise<string[]>;
}

// Every page is its own chunk: a visitor downloads only the pages they open. lazyPage (not
// React.lazy): the page's code can be loaded before the browser's first render (main.tsx).
const HomePage = lazyPage(() =>
  import('../features/content/components/HomePage').then((m) => m.HomePage),
);
const NewsPage = lazyPage(() =>
  import('../features/content/components/NewsPage').then((m) => m.NewsPage),
);
const ArticlePage = lazyPage(() =>
  import('../features/content/components/ArticlePage').then((m) => m.ArticlePage),
);
const OurPeoplePage = lazyPage(() =>
  import('../features/committee/components/OurPeoplePage').then((m) => m.OurPeoplePage),
);
const WatersOverviewPage = lazyPage(() =>
  import('../features/waters/components/WatersOverviewPage').then((m) => m.WatersOverviewPage),
);
const WaterPage = lazyPage(() =>
  import('../features/waters/components/WaterPage').then((m) => m.WaterPage),
);
const RulesPage = lazyPage(() =>
  import('../features/content/components/RulesPage').then((m) => m.RulesPage),
);
const MatchesPage = lazyPage(() =>
  import('../features/matches/components/MatchesPage').then((m) => m.MatchesPage),
);
const MatchPage = lazyPage(() =>
  import('../features/matches/components/match-day/MatchPage').then((m) => m.MatchPage),
);
const LeaguePage = lazyPage(() =>
  import('../features/matches/components/match-day/LeaguePage').then((m) => m.LeaguePage),
);
const RecordsPage = lazyPage(() =>
  import('../features/records/components/RecordsPage').then((m) => m.RecordsPage),
);
const NewsletterPage = lazyPage(() =>
  import('../features/content/components/NewsletterPage').then((m) => m.NewsletterPage),
);
const CatchesPage = lazyPage(() =>
  import('../features/catches/components/CatchesPage').then((m) => m.CatchesPage),
);
const CatchPage = lazyPage(() =>
  import('../features/catches/components/CatchPage').then((m) => m.CatchPage),
);
const ContactUsPage = lazyPage(() =>
  import('../features/contacts/components/ContactUsPage').then((m) => m.ContactUsPage),
);

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

/** The public pages (spec section 2, the match day pages and the pages to share). */
export const PUBLIC_PAGES: PublicPage[] = [
  {
    path: '/',
    element: <HomePage />,
    heading: PAGE_HEADINGS.home,
    load: (client) => [
      client.prefetchQuery(siteContentQuery),
      client.prefetchQuery(latestArticlesQuery),
    ],
    head: (client) => {
      const content = client.getQueryData(siteContentQuery.queryKey);
      return {
        title: publicTitle(),
        description: summary(
          content?.homeText,
          `${CLUB_NAME}: our waters, rules, matches, news and members' catches.`,
        ),
        image: content?.homeImage || undefined,
      };
    },
  },
  {
    path: '/news',
    element: <NewsPage />,
    heading: PAGE_HEADINGS.news,
    load: (client, _params, search) => [
      client.prefetchQuery(newsPageQuery(newsPageNumber(search))),
    ],
    head: () => ({
      title: publicTitle('News'),
      description: `Every news article of ${CLUB_NAME}, newest first.`,
    }),
  },
  {
    path: '/news/:id',
    element: <ArticlePage />,
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
  },
  {
    path: '/our-people',
    element: <OurPeoplePage />,
    heading: PAGE_HEADINGS.ourPeople,
    load: (client) => [client.prefetchQuery(membersQuery)],
    head: () => ({
      title: publicTitle('Our People'),
      description: `The committee of ${CLUB_NAME}: who does what, and how to reach them.`,
    }),
  },
  {
    path: '/waters',
    element: <WatersOverviewPage />,
    heading: PAGE_HEADINGS.waters,
    load: (client) => WATERS.map((water) => client.prefetchQuery(waterEntriesQuery(water.key))),
    head: (client) => ({
      title: publicTitle('Waters'),
      description: `The waters of ${CLUB_NAME}: ${WATERS.map((water) => water.name).join(', ')}.`,
      image: client.getQueryData(waterEntriesQuery(WATERS[0].key).queryKey)?.[0]?.imgUrl,
    }),
  },
  ...WATERS.map((water): PublicPage => ({
    path: `/waters/${water.slug}`,
    element: <WaterPage water={water} />,
    heading: water.name,
    load: (client) => [client.prefetchQuery(waterEntriesQuery(water.key))],
    head: (client) => {
      const entries = client.getQueryData(waterEntriesQuery(water.key).queryKey);
      return {
        title: publicTitle(water.name),
        description: summary(entries?.[0]?.text, `${water.name}, a water of ${CLUB_NAME}.`),
        image: entries?.find((entry) => entry.imgUrl)?.imgUrl,
      };
    },
  })),
  {
    path: '/rules',
    element: <RulesPage />,
    heading: PAGE_HEADINGS.rules,
    load: (client) => [client.prefetchQuery(siteContentQuery)],
    head: (client) => ({
      title: publicTitle('Rules'),
      description: summary(
        client.getQueryData(siteContentQuery.queryKey)?.rulesText,
        `The rules of ${CLUB_NAME}.`,
      ),
    }),
  },
  {
    path: '/matches',
    element: <MatchesPage />,
    heading: PAGE_HEADINGS.matches,
    load: (client) => [
      client.prefetchQuery(upcomingMatchesQuery),
      client.prefetchInfiniteQuery(pastMatchesQuery),
      client.prefetchQuery(matchRulesQuery),
    ],
    head: () => ({
      title: publicTitle('Matches'),
      description: `The match list of ${CLUB_NAME}: the matches to come, and past results.`,
    }),
  },
  {
    path: '/matches/:id',
    element: <MatchPage />,
    heading: PAGE_HEADINGS.matchResults,
    load: (client, params) => [
      client.prefetchQuery(matchQuery(id(params))),
      client.prefetchQuery(resultsQuery(id(params))),
      client.prefetchQuery(publishedDrawQuery(id(params))),
    ],
    // The matches to come and the latest past ones: what a crawler should find first.
    sitemap: async () => {
      const [upcoming, past] = await Promise.all([getUpcomingMatches(), getPastMatches()]);
      return [...upcoming, ...past.matches].map((match) => `/matches/${match.id}`);
    },
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
  },
  {
    path: '/league',
    element: <LeaguePage />,
    heading: PAGE_HEADINGS.league,
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
  },
  {
    path: '/records',
    element: <RecordsPage />,
    heading: PAGE_HEADINGS.records,
    load: (client) => [client.prefetchQuery(clubRecordsQuery)],
    head: () => ({
      title: publicTitle('Records'),
      description: `The club records of ${CLUB_NAME}: the heaviest fish of each species.`,
    }),
  },
  {
    path: '/newsletter',
    element: <NewsletterPage />,
    heading: PAGE_HEADINGS.newsletter,
    load: (client) => [client.prefetchQuery(siteContentQuery)],
    head: (client) => ({
      title: publicTitle('Newsletter'),
      description: summary(
        client.getQueryData(siteContentQuery.queryKey)?.newsletterText,
        `The latest newsletter of ${CLUB_NAME}.`,
      ),
    }),
  },
  {
    path: '/catches',
    element: <CatchesPage />,
    heading: PAGE_HEADINGS.catches,
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
  },
  {
    path: '/catches/:id',
    element: <CatchPage />,
    heading: PAGE_HEADINGS.catch,
    load: (client, params) => [client.prefetchQuery(publicCatchQuery(id(params)))],
    head: (client, params) => {
      const fish = client.getQueryData(publicCatchQuery(id(params)).queryKey);
      if (!fish) return null;
      return {
        title: publicTitle(catchSummary(fish)),
        description: `${fish.memberName} caught a ${fish.fishType} of ${weightText(fish.fishLbs, fish.fishOz)} at ${fish.catchLocation}.`,
        image: fish.imgURL,
      };
    },
  },
  {
    path: '/contact-us',
    element: <ContactUsPage />,
    heading: PAGE_HEADINGS.contactUs,
    load: (client) => [client.prefetchQuery(contactsQuery)],
    head: () => ({
      title: publicTitle('Contact Us'),
      description: `How to reach ${CLUB_NAME}.`,
    }),
  },
];
