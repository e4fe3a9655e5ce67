import { PUBLIC_PAGES } from '../../src/app/public-pages.tsx';
/**
 * The public routes the bench measures. `content` lists CSS selectors that are all visible once the
 * route shows what it is for (its data, not a spinner): first-load JavaScript is what loaded before
 * that moment. `lighthouseBudget` marks the routes the Lighthouse budget applies to (issue 6).
 */
export interface BenchRoute {
  path: string;
  content: string[];
  lighthouseBudget?: boolean;
}

/** What shows that a route shows what it is for, beyond its heading. */
const CONTENT: Record<string, string[]> = {
  '/': ['main img', 'main article h3'],
  '/news': ['main article h3'],
  '/our-people': ['main article h2'],
  '/waters': ['main li a'],
  '/waters/weston': ['main article img'],
  '/waters/warrens-green': ['main article img'],
  '/waters/clay-end': ['main article img'],
  '/rules': ['main li'],
  '/matches': ['main table tbody tr'],
  '/league': ['main table tbody tr'],
  '/records': ['main table tbody tr'],
  '/newsletter': ['main h3'],
  '/catches': ['main table tbody tr img'],
  '/contact-us': ['main img', 'main article h2'],
};
/** The routes the Lighthouse budget applies to (issue 6). */
const LIGHTHOUSE_BUDGET = new Set(['/', '/matches', '/catches']);

/**
 * Every public page of the one table (src/app/public-pages.tsx) that has an address of its own;
 * the pages of one item (a match, an article, a catch) are not measured yet.
 */
export const PUBLIC_ROUTES: BenchRoute[] = PUBLIC_PAGES.filter(
  (page) => !page.path.includes(':'),
).map((page) => ({
  path: page.path,
  content: ['main h1', ...(CONTENT[page.path] ?? [])],
  lighthouseBudget: LIGHTHOUSE_BUDGET.has(page.path),
}));

/** How the bench drives Member Catches (spec: a Search box, a table, a pager, a zoom dialog). */
export const CATCHES = {
  path: '/catches',
  row: 'main table tbody tr',
  rowPhoto: 'main table tbody tr img',
  dialogPhoto: '[role="dialog"] img',
  searchLabel: /search/i,
  nextPage: /next page/i,
  searchTerm: 'carp',
  pageSize: 10,
} as const;

/** Modules that are admin code: admin folders of features, admin-user management, admin pages. */
export const ADMIN_MODULE = [
  /\/src\/features\/[^/]+\/admin\//,
  /\/src\/features\/admin-users\//,
  /\/src\/features\/auth\/components\/Admin[^/]*$/,
];
