import type { ReactElement } from 'react';
import { PAGE_HEADINGS } from '../config/page-headings';
import { WATERS } from '../config/waters';
import { lazyPage } from './lazy-page';
import type { PageServer } from './page-server';
import type * as ServerHalves from './public-pages-server';

/** One public page: everything about it that the router, the server and the tests need. */
export interface PublicPage {
  /** The route's path pattern (react-router). */
  path: string;
  element: ReactElement;
  /** Its h1 when the page exists (a news article's is its own title, so none here). */
  heading?: string;
  /**
   * Its server half, loaded on demand: the browser never calls it, so the data modules and
   * formatters that only the renderer uses for a page's head stay out of its first download.
   */
  server: () => Promise<PageServer>;
}

type ServerModule = typeof ServerHalves;
/** The names of public-pages-server.ts's exports that are a page's server half as they stand. */
type ServerHalfName = {
  [K in keyof ServerModule]: ServerModule[K] extends PageServer ? K : never;
}[keyof ServerModule];

/** A page's server half: its export in public-pages-server.ts, loaded when first asked for. */
const serverHalf = (name: ServerHalfName) => () =>
  import('./public-pages-server').then((m) => m[name]);

// Every page is its own chunk: a visitor downloads only the pages they open. lazyPage (not
// React.lazy): the page's code can be loaded before the browser's first render (main.tsx).
const HomePage = lazyPage(() => import('./home/HomePage').then((m) => m.HomePage));
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
const PrivacyPage = lazyPage(() =>
  import('../features/membership/components/PrivacyPage').then((m) => m.PrivacyPage),
);
const JoinPage = lazyPage(() =>
  import('../features/membership/components/JoinPage').then((m) => m.JoinPage),
);
const DayTicketsPage = lazyPage(() =>
  import('../features/membership/components/DayTicketsPage').then((m) => m.DayTicketsPage),
);

/** The public pages (docs/product-spec.md §2, the match day pages and the pages to share). */
export const PUBLIC_PAGES: PublicPage[] = [
  {
    path: '/',
    element: <HomePage />,
    heading: PAGE_HEADINGS.home,
    server: serverHalf('home'),
  },
  {
    path: '/news',
    element: <NewsPage />,
    heading: PAGE_HEADINGS.news,
    server: serverHalf('news'),
  },
  {
    path: '/news/:id',
    element: <ArticlePage />,
    server: serverHalf('article'),
  },
  {
    path: '/our-people',
    element: <OurPeoplePage />,
    heading: PAGE_HEADINGS.ourPeople,
    server: serverHalf('ourPeople'),
  },
  {
    path: '/waters',
    element: <WatersOverviewPage />,
    heading: PAGE_HEADINGS.waters,
    server: serverHalf('waters'),
  },
  ...WATERS.map((water): PublicPage => ({
    path: `/waters/${water.slug}`,
    element: <WaterPage water={water} />,
    heading: water.name,
    server: () => import('./public-pages-server').then((m) => m.water(water)),
  })),
  {
    path: '/rules',
    element: <RulesPage />,
    heading: PAGE_HEADINGS.rules,
    server: serverHalf('rules'),
  },
  {
    path: '/matches',
    element: <MatchesPage />,
    heading: PAGE_HEADINGS.matches,
    server: serverHalf('matches'),
  },
  {
    path: '/matches/:id',
    element: <MatchPage />,
    server: serverHalf('match'),
  },
  {
    path: '/league',
    element: <LeaguePage />,
    heading: PAGE_HEADINGS.league,
    server: serverHalf('league'),
  },
  {
    path: '/records',
    element: <RecordsPage />,
    heading: PAGE_HEADINGS.records,
    server: serverHalf('records'),
  },
  {
    path: '/newsletter',
    element: <NewsletterPage />,
    heading: PAGE_HEADINGS.newsletter,
    server: serverHalf('newsletter'),
  },
  {
    path: '/catches',
    element: <CatchesPage />,
    heading: PAGE_HEADINGS.catches,
    server: serverHalf('catches'),
  },
  {
    path: '/catches/:id',
    element: <CatchPage />,
    heading: PAGE_HEADINGS.catch,
    server: serverHalf('catchPage'),
  },
  {
    path: '/contact-us',
    element: <ContactUsPage />,
    heading: PAGE_HEADINGS.contactUs,
    server: serverHalf('contactUs'),
  },
  // Members (issue 33): rendered with public data only (the types and prices, the ticket's price);
  // what a visitor types stays in their browser. A member's own pages are in routes.tsx.
  {
    path: '/join',
    element: <JoinPage />,
    heading: PAGE_HEADINGS.join,
    server: serverHalf('join'),
  },
  {
    path: '/privacy',
    element: <PrivacyPage />,
    heading: PAGE_HEADINGS.privacy,
    server: serverHalf('privacy'),
  },
  {
    path: '/day-tickets',
    element: <DayTicketsPage />,
    heading: PAGE_HEADINGS.dayTickets,
    server: serverHalf('dayTickets'),
  },
];
