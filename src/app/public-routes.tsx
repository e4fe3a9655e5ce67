import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';
import { WATERS } from '../config/waters';

// Every public page is its own chunk: a visitor downloads only the page they open, and the page
// they land on is preloaded from index.html (public-pages.ts), so being lazy costs no wait.
const HomePage = lazy(() =>
  import('../features/content/components/HomePage').then((m) => ({ default: m.HomePage })),
);
const OurPeoplePage = lazy(() =>
  import('../features/committee/components/OurPeoplePage').then((m) => ({
    default: m.OurPeoplePage,
  })),
);
const WatersOverviewPage = lazy(() =>
  import('../features/waters/components/WatersOverviewPage').then((m) => ({
    default: m.WatersOverviewPage,
  })),
);
const WaterPage = lazy(() =>
  import('../features/waters/components/WaterPage').then((m) => ({ default: m.WaterPage })),
);
const RulesPage = lazy(() =>
  import('../features/content/components/RulesPage').then((m) => ({ default: m.RulesPage })),
);
const MatchesPage = lazy(() =>
  import('../features/matches/components/MatchesPage').then((m) => ({ default: m.MatchesPage })),
);
const MatchPage = lazy(() =>
  import('../features/matches/components/match-day/MatchPage').then((m) => ({
    default: m.MatchPage,
  })),
);
const LeaguePage = lazy(() =>
  import('../features/matches/components/match-day/LeaguePage').then((m) => ({
    default: m.LeaguePage,
  })),
);
const RecordsPage = lazy(() =>
  import('../features/records/components/RecordsPage').then((m) => ({ default: m.RecordsPage })),
);
const NewsletterPage = lazy(() =>
  import('../features/content/components/NewsletterPage').then((m) => ({
    default: m.NewsletterPage,
  })),
);
const ContactUsPage = lazy(() =>
  import('../features/contacts/components/ContactUsPage').then((m) => ({
    default: m.ContactUsPage,
  })),
);
const CatchesPage = lazy(() =>
  import('../features/catches/components/CatchesPage').then((m) => ({ default: m.CatchesPage })),
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
