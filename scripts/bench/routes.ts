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

export const PUBLIC_ROUTES: BenchRoute[] = [
  { path: '/', content: ['main h1', 'main img', 'main article h3'], lighthouseBudget: true },
  { path: '/our-people', content: ['main h1', 'main article h2'] },
  { path: '/waters', content: ['main h1', 'main li a'] },
  { path: '/waters/weston', content: ['main h1', 'main article img'] },
  { path: '/waters/warrens-green', content: ['main h1', 'main article img'] },
  { path: '/waters/clay-end', content: ['main h1', 'main article img'] },
  { path: '/rules', content: ['main h1', 'main li'] },
  { path: '/matches', content: ['main h1', 'main table tbody tr'], lighthouseBudget: true },
  // Match day (issue 13): the demo season's league, and the records of the approved catches.
  { path: '/league', content: ['main h1', 'main table tbody tr'] },
  { path: '/records', content: ['main h1', 'main table tbody tr'] },
  { path: '/newsletter', content: ['main h1', 'main h3'] },
  {
    path: '/catches',
    content: ['main h1', 'main table tbody tr img'],
    lighthouseBudget: true,
  },
  { path: '/contact-us', content: ['main h1', 'main img', 'main article h2'] },
];

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
