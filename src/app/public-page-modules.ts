import { WATERS } from '../config/waters';

/**
 * The file that renders each public path. public-routes.tsx imports these files lazily; the build
 * (vite.config.ts, preloadRoutePage) writes a small script into index.html that starts downloading
 * the opened path's page with the app's entry rather than after it. public-routes.test.ts checks
 * that both name the same files.
 */
export const PUBLIC_PAGE_MODULES: Record<string, string> = {
  '/': 'src/features/content/components/HomePage.tsx',
  '/our-people': 'src/features/committee/components/OurPeoplePage.tsx',
  '/waters': 'src/features/waters/components/WatersOverviewPage.tsx',
  ...Object.fromEntries(
    WATERS.map((water) => [
      `/waters/${water.slug}`,
      'src/features/waters/components/WaterPage.tsx',
    ]),
  ),
  '/rules': 'src/features/content/components/RulesPage.tsx',
  '/matches': 'src/features/matches/components/MatchesPage.tsx',
  '/newsletter': 'src/features/content/components/NewsletterPage.tsx',
  '/catches': 'src/features/catches/components/CatchesPage.tsx',
  '/contact-us': 'src/features/contacts/components/ContactUsPage.tsx',
};
