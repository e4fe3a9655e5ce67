// Imports carry their extension: vite.config.ts loads this file too.
import { PAGE_HEADINGS } from '../config/page-headings.ts';
import { WATERS } from '../config/waters.ts';

export interface PublicPage {
  /** The file that renders the page. */
  module: string;
  /** Its heading, painted by index.html before the app's JavaScript runs. */
  heading: string;
}

/**
 * Each public path's page. public-routes.tsx imports these files lazily; the build (vite.config.ts)
 * writes two small scripts into index.html that, by the opened path, start downloading that page's
 * chunks with the app's entry rather than after it, and paint its heading under the boot navbar.
 * public-routes.test.ts checks that this table and the routes agree.
 */
export const PUBLIC_PAGES: Record<string, PublicPage> = {
  '/': { module: 'src/features/content/components/HomePage.tsx', heading: PAGE_HEADINGS.home },
  '/our-people': {
    module: 'src/features/committee/components/OurPeoplePage.tsx',
    heading: PAGE_HEADINGS.ourPeople,
  },
  '/waters': {
    module: 'src/features/waters/components/WatersOverviewPage.tsx',
    heading: PAGE_HEADINGS.waters,
  },
  ...Object.fromEntries(
    WATERS.map((water) => [
      `/waters/${water.slug}`,
      { module: 'src/features/waters/components/WaterPage.tsx', heading: water.name },
    ]),
  ),
  '/rules': {
    module: 'src/features/content/components/RulesPage.tsx',
    heading: PAGE_HEADINGS.rules,
  },
  '/matches': {
    module: 'src/features/matches/components/MatchesPage.tsx',
    heading: PAGE_HEADINGS.matches,
  },
  // The page shell matches exact paths, so this entry paints nothing for a real id; it keeps the
  // table and the routes in step (public-routes.test.ts) and e2e/page-shell checks the heading.
  '/matches/:id': {
    module: 'src/features/matches/components/match-day/MatchPage.tsx',
    heading: PAGE_HEADINGS.matchResults,
  },
  '/league': {
    module: 'src/features/matches/components/match-day/LeaguePage.tsx',
    heading: PAGE_HEADINGS.league,
  },
  '/records': {
    module: 'src/features/records/components/RecordsPage.tsx',
    heading: PAGE_HEADINGS.records,
  },
  '/newsletter': {
    module: 'src/features/content/components/NewsletterPage.tsx',
    heading: PAGE_HEADINGS.newsletter,
  },
  '/catches': {
    module: 'src/features/catches/components/CatchesPage.tsx',
    heading: PAGE_HEADINGS.catches,
  },
  '/contact-us': {
    module: 'src/features/contacts/components/ContactUsPage.tsx',
    heading: PAGE_HEADINGS.contactUs,
  },
};
