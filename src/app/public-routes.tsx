import { isValidElement } from 'react';
import { matchRoutes, type RouteObject } from 'react-router-dom';
import { WATERS } from '../config/waters';
import { lazyPage, type LazyPage } from './lazy-page';

// Every public page is its own chunk: a visitor downloads only the page they open, and the page
// they land on is preloaded from index.html (public-pages.ts), so being lazy costs no wait.
// lazyPage (not React.lazy): main.tsx can load the opened page before the first render.
const HomePage = lazyPage(() =>
  import('../features/content/components/HomePage').then((m) => m.HomePage),
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
const ContactUsPage = lazyPage(() =>
  import('../features/contacts/components/ContactUsPage').then((m) => m.ContactUsPage),
);
const CatchesPage = lazyPage(() =>
  import('../features/catches/components/CatchesPage').then((m) => m.CatchesPage),
);

/** The public pages of the route table (spec section 2). */
export const publicRoutes: RouteObject[] = [
  { path: '/', element: <HomePage /> },
  { path: '/our-people', element: <OurPeoplePage /> },
  { path: '/waters', element: <WatersOverviewPage /> },
  ...WATERS.map((water) => ({
    path: `/waters/${water.slug}`,
    element: <WaterPage water={water} />,
  })),
  { path: '/rules', element: <RulesPage /> },
  { path: '/matches', element: <MatchesPage /> },
  { path: '/matches/:id', element: <MatchPage /> },
  { path: '/league', element: <LeaguePage /> },
  { path: '/records', element: <RecordsPage /> },
  { path: '/newsletter', element: <NewsletterPage /> },
  { path: '/catches', element: <CatchesPage /> },
  { path: '/contact-us', element: <ContactUsPage /> },
];

/**
 * Loads the code of the public page at `path` (nothing for another path); never fails. Once it has
 * settled the page renders without suspending (lazy-page.tsx).
 */
export function preloadPublicPage(path: string): Promise<unknown> {
  const element = matchRoutes(publicRoutes, path)?.at(-1)?.route.element;
  const page = isValidElement(element) ? (element.type as Partial<LazyPage<object>>) : undefined;
  return page?.preload ? page.preload().catch(() => undefined) : Promise.resolve();
}
