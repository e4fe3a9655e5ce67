import { PUBLIC_PAGES } from '../../src/app/public-pages.tsx';
/**
 * The public routes the bench measures. `content` lists CSS selectors that are all visible once the
 * route shows what it is for (its data, not a spinner). `page` is the path pattern of its entry in
 * the one table of public pages (src/app/public-pages.tsx).
 */
export interface BenchRoute {
  path: string;
  page: string;
  content: string[];
}

/** What shows that a route shows what it is for, beyond its heading. */
const CONTENT: Record<string, string[]> = {
  '/': ['main img', 'main article h3'],
  '/news': ['main article h2'],
  '/news/:id': ['main p'],
  '/our-people': ['main article h2'],
  '/waters': ['main li a'],
  '/waters/weston': ['main article img'],
  '/waters/warrens-green': ['main article img'],
  '/waters/clay-end': ['main article img'],
  '/rules': ['main li'],
  '/matches': ['main table tbody tr'],
  '/matches/:id': ['main table tbody tr'],
  '/league': ['main table tbody tr'],
  '/records': ['main table tbody tr'],
  '/newsletter': ['main h2'],
  '/catches': ['main table tbody tr img'],
  '/catches/:id': ['main img'],
  '/contact-us': ['main img', 'main article h2'],
};

/**
 * What is visible once the page at `pagePath` (its pattern in the table) shows what it is for.
 * e2e/public-routes.spec.ts checks it on every page, so a page changed without its line here is
 * caught there, not measured by the bench as "content did not show".
 */
export function shownContent(pagePath: string): string[] {
  return ['main h1', ...(CONTENT[pagePath] ?? [])];
}

/**
 * Every public page of the one table (src/app/public-pages.tsx); a page of one item (an article, a
 * match, a catch) with a real id of the seeded data (`ids`, by path pattern), left out without one.
 */
export function publicRoutes(ids: Record<string, string>): BenchRoute[] {
  return PUBLIC_PAGES.flatMap((page) => {
    const id = ids[page.path];
    if (page.path.includes(':') && !id) return [];
    return [
      {
        path: page.path.replace(':id', id ?? ''),
        page: page.path,
        content: shownContent(page.path),
      },
    ];
  });
}

/** The public routes with no parameter (what the end-to-end tests walk on their own data). */
export const PUBLIC_ROUTES: BenchRoute[] = publicRoutes({});

/** The busiest public pages (issue 6): home, the match list, Member Catches. */
export const KEY_ROUTES: readonly string[] = ['/', '/matches', '/catches'];

/** How the bench drives Member Catches (docs/product-spec.md §2: a Search box, a table, a pager, a zoom dialog). */
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
