/** The issue's budgets, each checked against what the bench measured. */
import { splitFirstLoad } from './first-load-split.ts';
import { PRECACHE_LIMIT } from './precache-size.ts';
import type { BenchResults, RouteResult } from './results.ts';

const OFFLINE_EXTRAS_LIMIT = 3 * 1024;
/** Issue 20: a first visit's LCP on every public route (Lighthouse mobile), and its stretch goal. */
const FIRST_VISIT_LCP_MS = 1500;
const FIRST_VISIT_LCP_STRETCH_MS = 1200;
const REPEAT_LCP_MS = 500;
/** Issue 35, point 10: against the same HTML with no scripts, measured in the same run. */
const NO_SCRIPT_LCP_RATIO = 1.1;
const NO_SCRIPT_TBT_MS = 50;

export interface BudgetRow {
  budget: string;
  target: string;
  measured: string;
  /** undefined: could not be measured in this run (the page or feature is not there yet). */
  pass: boolean | undefined;
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const LIGHTHOUSE_TARGETS = { performance: 98, accessibility: 95, bestPractices: 95, seo: 100 };
const PHOTO_LIMIT = 600 * 1024;
const THUMB_LIMIT = 60 * 1024;

const list = (items: string[]) => (items.length ? items.join(', ') : 'none');
/** Reported to 0.1 KB, as the before figures were: equal when they round alike. */
const tenthsOfKb = (bytes: number) => Math.round((bytes * 10) / 1024);

/** A route's Firestore documents read for a first view: the server renderer's and the browser's. */
export const firstViewReads = (route: RouteResult) =>
  route.reads.documents + route.serverReads.documents;

/**
 * The before figure a route is held to: its own, else (a page that did not exist before) the
 * largest of any route, what the heaviest page cost.
 */
export function beforeOf(results: BenchResults, path: string) {
  const routes = results.baseline?.routes;
  if (!routes?.size) return undefined;
  const own = routes.get(path);
  if (own) return { ...own, own: true };
  const all = [...routes.values()];
  return {
    firstLoadJsGzip: Math.max(...all.map((r) => r.firstLoadJsGzip)),
    documents: undefined,
    own: false,
  };
}

export function evaluateBudgets(results: BenchResults): BudgetRow[] {
  const rows: BudgetRow[] = [];
  const shown = results.routes.filter((route) => route.shown);
  const missing = results.routes.filter((route) => !route.shown).map((route) => route.path);
  const suffix = missing.length ? ` (not shown, not measured: ${missing.join(', ')})` : '';

  const withAdmin = shown.filter((route) => route.adminFilesLoaded.length);
  rows.push({
    budget: 'Public routes load no admin code and no admin-only dependency',
    target: '0 admin chunks',
    measured: withAdmin.length
      ? withAdmin.map((r) => `${r.path}: ${r.adminFilesLoaded.join(' ')}`).join('; ')
      : `0 on ${shown.length} routes${suffix}`,
    pass: shown.length ? withAdmin.length === 0 : undefined,
  });

  const authEarly = shown.filter((route) => route.auth.beforeContent);
  rows.push({
    budget: 'Firebase Auth loads after the content shows',
    target: 'never before',
    measured: authEarly.length
      ? `before the content on ${authEarly.map((r) => r.path).join(', ')}`
      : `after the content (or not at all) on ${shown.length} routes`,
    pass: shown.length ? authEarly.length === 0 : undefined,
  });

  // Issue 20: no route loads more JavaScript before it works (shown and hydrated) than before.
  const jsCompared = shown
    .map((route) => ({ route, before: beforeOf(results, route.path) }))
    .filter(({ before }) => before);
  const jsOver = jsCompared.filter(
    ({ route, before }) => tenthsOfKb(route.firstLoadJsGzip) > tenthsOfKb(before!.firstLoadJsGzip),
  );
  const heaviest = [...shown].sort((a, b) => b.firstLoadJsGzip - a.firstLoadJsGzip)[0];
  rows.push({
    budget: `First-load JavaScript of a public route (gzip), until its content is shown and hydrated`,
    target: `≤ the route's figure of ${results.baseline?.commit ?? 'the baseline'} (a new page: the largest then)`,
    measured: heaviest
      ? `largest ${kb(heaviest.firstLoadJsGzip)} (${heaviest.path})` +
        (jsOver.length
          ? `; over: ${jsOver.map(({ route, before }) => `${route.path} by ${kb(route.firstLoadJsGzip - before!.firstLoadJsGzip)}`).join(', ')}`
          : `; none over on ${jsCompared.length} routes`)
      : 'no route shown',
    pass: jsCompared.length ? jsOver.length === 0 : undefined,
  });

  const splits = shown.map((route) => ({
    path: route.path,
    ...splitFirstLoad(route.firstLoadFiles),
  }));
  const mostExtras = [...splits].sort((a, b) => b.offlineExtras - a.offlineExtras)[0];
  rows.push({
    budget: 'First-load JS added by the SW registration, HEIC decoder and catch outbox (gzip)',
    target: `≤ ${kb(OFFLINE_EXTRAS_LIMIT)}`,
    measured: mostExtras
      ? `largest ${kb(mostExtras.offlineExtras)} (${mostExtras.path})`
      : 'no route shown',
    pass: mostExtras ? mostExtras.offlineExtras <= OFFLINE_EXTRAS_LIMIT : undefined,
  });

  // Issue 20: Lighthouse mobile on every public route, the large data set, median of the runs.
  const measuredLh = results.routes.filter((r) => r.lighthouse);
  const keys = Object.keys(LIGHTHOUSE_TARGETS) as (keyof typeof LIGHTHOUSE_TARGETS)[];
  const lhFails = measuredLh.filter((r) =>
    keys.some((key) => r.lighthouse![key] < LIGHTHOUSE_TARGETS[key]),
  );
  const lowest = (key: keyof typeof LIGHTHOUSE_TARGETS) =>
    Math.min(...measuredLh.map((r) => r.lighthouse![key]));
  rows.push({
    budget: `Lighthouse mobile on every public route, large data set (median of ${results.lighthouseRuns})`,
    target: 'perf ≥ 98, a11y ≥ 95, best pr. ≥ 95, SEO 100',
    measured: measuredLh.length
      ? `lowest ${keys.map(lowest).join(' / ')} on ${measuredLh.length} routes` +
        (lhFails.length
          ? `; under: ${lhFails.map((r) => `${r.path} ${keys.map((key) => r.lighthouse![key]).join(' / ')}`).join(', ')}`
          : '')
      : 'not measured',
    pass: measuredLh.length ? lhFails.length === 0 : undefined,
  });

  // Issue 20: a first visit paints its largest element within 1.5 s on every public route, as
  // Lighthouse's mobile model (slow 4G, 4× CPU) computes it.
  const slowestFirst = [...measuredLh].sort((a, b) => b.lighthouse!.lcpMs - a.lighthouse!.lcpMs)[0];
  const overFirst = measuredLh.filter((r) => r.lighthouse!.lcpMs > FIRST_VISIT_LCP_MS);
  const overStretch = measuredLh.filter((r) => r.lighthouse!.lcpMs > FIRST_VISIT_LCP_STRETCH_MS);
  const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
  rows.push({
    budget: 'First visit LCP (Lighthouse mobile, empty cache)',
    target: `≤ ${FIRST_VISIT_LCP_MS / 1000} s on every public route (stretch ${FIRST_VISIT_LCP_STRETCH_MS / 1000} s)`,
    measured: slowestFirst
      ? `slowest ${seconds(slowestFirst.lighthouse!.lcpMs)} (${slowestFirst.path})` +
        (overFirst.length
          ? `; over: ${overFirst.map((r) => `${r.path} by ${seconds(r.lighthouse!.lcpMs - FIRST_VISIT_LCP_MS)}`).join(', ')}`
          : '') +
        `; within the stretch on ${measuredLh.length - overStretch.length} of ${measuredLh.length}`
      : 'not measured',
    pass: slowestFirst ? overFirst.length === 0 : undefined,
  });
  const shifting = measuredLh.filter((r) => r.lighthouse!.cls >= 0.0005);
  rows.push({
    budget: 'Cumulative Layout Shift of a first visit (Lighthouse mobile)',
    target: '0 (to 3 decimals) on every public route',
    measured: measuredLh.length
      ? shifting.length
        ? shifting.map((r) => `${r.path} ${r.lighthouse!.cls.toFixed(3)}`).join(', ')
        : `0.000 on all ${measuredLh.length}`
      : 'not measured',
    pass: measuredLh.length ? shifting.length === 0 : undefined,
  });

  // Issue 20: the server's reads for the page and the browser's together, no more than the browser
  // alone read before.
  const readsCompared = shown
    .map((route) => ({ route, before: beforeOf(results, route.path)?.documents }))
    .filter((entry): entry is { route: RouteResult; before: number } => entry.before !== undefined);
  const readsOver = readsCompared.filter(({ route, before }) => firstViewReads(route) > before);
  rows.push({
    budget: 'Firestore documents read for a first view, server and browser together',
    target: `≤ the route's figure of ${results.baseline?.commit ?? 'the baseline'}`,
    measured: readsCompared.length
      ? readsOver.length
        ? `over: ${readsOver.map(({ route, before }) => `${route.path} ${firstViewReads(route)} (before ${before})`).join(', ')}`
        : `none over on ${readsCompared.length} routes; the pages new since then: ${
            shown
              .filter((r) => !results.baseline?.routes.has(r.path))
              .map((r) => `${r.path} ${firstViewReads(r)}`)
              .join(', ') || 'none'
          }`
      : 'not measured',
    pass: readsCompared.length ? readsOver.length === 0 : undefined,
  });

  const limit = results.pageSize + 5;
  for (const size of results.catches) {
    const steps = [
      ['view', size.measure.shown ? size.measure.view.documents : undefined],
      ['next page', size.measure.nextPage?.documents],
      ['search', size.measure.search?.documents],
    ] as const;
    const measured = steps.filter(([, docs]) => docs !== undefined);
    rows.push({
      budget: `Member Catches documents read per view and per search, ${size.approved} approved`,
      target: `≤ page size + 5 = ${limit}`,
      measured: measured.length
        ? measured.map(([step, docs]) => `${step} ${docs}`).join(', ')
        : `not measured (${size.measure.notes.join('; ')})`,
      pass:
        measured.length === steps.length
          ? measured.every(([, docs]) => (docs ?? Infinity) <= limit)
          : measured.some(([, docs]) => (docs ?? 0) > limit)
            ? false
            : undefined,
    });
  }

  const large = results.catches[0]?.measure;
  rows.push({
    budget:
      'Catches list downloads only thumbnails; the photo (or its variant at the width shown) only in the zoom dialog',
    target: '0 photos in the list; the photo on zoom',
    measured:
      large?.shown && large.zoom
        ? `list: ${large.thumbsInList} thumbnails, ${large.fullInList} photos; zoom: ${large.zoom.fullLoaded ? `photo loaded (${kb(large.zoom.bytes)})` : 'no photo'}`
        : `not measured (${large?.notes.join('; ') ?? 'catches not run'})`,
    pass:
      large?.shown && large.zoom
        ? large.fullInList === 0 && large.thumbsInList > 0 && large.zoom.fullLoaded
        : undefined,
  });

  const unsized = shown.flatMap((route) =>
    route.images.filter((image) => !image.hasSize).map(() => route.path),
  );
  const eagerBelow = shown.flatMap((route) =>
    route.images.filter((image) => image.belowFold && !image.lazy).map(() => route.path),
  );
  const imageCount = shown.reduce((sum, route) => sum + route.images.length, 0);
  rows.push({
    budget: 'Images have width and height (no layout shift)',
    target: 'all images',
    measured: `${imageCount - unsized.length} of ${imageCount}${unsized.length ? `; without: ${list([...new Set(unsized)])}` : ''}`,
    pass: imageCount ? unsized.length === 0 : undefined,
  });
  rows.push({
    budget: 'Images below the fold (375×812) load lazily',
    target: 'all below the fold',
    measured: eagerBelow.length
      ? `${eagerBelow.length} eager below the fold on ${list([...new Set(eagerBelow)])}`
      : `all lazy (${shown.reduce((s, r) => s + r.images.filter((i) => i.belowFold).length, 0)} below the fold)`,
    pass: imageCount ? eagerBelow.length === 0 : undefined,
  });
  rows.push({
    budget: 'Hosting caches hashed assets for long (firebase.json)',
    target:
      '/assets/** max-age ≥ 1 year, immutable; index.html, sw.js and manifest.webmanifest no-cache',
    measured: results.hosting.detail,
    pass: results.hosting.pass,
  });

  const lcps = results.returns.filter((r) => r.repeatLcpMs !== undefined);
  const slowest = [...lcps].sort((a, b) => b.repeatLcpMs! - a.repeatLcpMs!)[0];
  rows.push({
    budget:
      'Repeat visit LCP (service worker and kept data; Chromium, 4× CPU slowdown; median of 3)',
    target: `≤ ${REPEAT_LCP_MS} ms on every public route`,
    measured: slowest
      ? `slowest ${Math.round(slowest.repeatLcpMs!)} ms (${slowest.path})`
      : 'not measured',
    pass: slowest ? lcps.every((r) => r.repeatLcpMs! <= REPEAT_LCP_MS) : undefined,
  });
  const offlineNo = results.returns.filter((r) => !r.offlineShown);
  rows.push({
    budget: 'Offline after one visit: the route still shows its content',
    target: 'yes on every public route',
    measured: results.returns.length
      ? offlineNo.length
        ? `no on ${offlineNo.map((r) => r.path).join(', ')}`
        : `yes on all ${results.returns.length}`
      : 'not measured',
    pass: results.returns.length ? offlineNo.length === 0 : undefined,
  });

  const { photo } = results;
  const photoOut = Object.entries(photo.outputs).find(([name]) => !/thumb/i.test(name))?.[1];
  const thumbOut = Object.entries(photo.outputs).find(([name]) => /thumb/i.test(name))?.[1];
  rows.push({
    budget: 'Photo uploaded for a 12 MP, ~5 MB JPEG',
    target: `≤ ${kb(PHOTO_LIMIT)}`,
    measured: photoOut ? kb(photoOut.bytes) : `not measured (${photo.note ?? 'no photo output'})`,
    pass: photoOut ? photoOut.bytes <= PHOTO_LIMIT : undefined,
  });
  rows.push({
    budget: 'Thumbnail uploaded for the same photo',
    target: `≤ ${kb(THUMB_LIMIT)}`,
    measured: thumbOut
      ? kb(thumbOut.bytes)
      : `not measured (${photo.note ?? 'no thumbnail output'})`,
    pass: thumbOut ? thumbOut.bytes <= THUMB_LIMIT : undefined,
  });
  const pre = results.precache;
  rows.push({
    budget: "Service worker precache, a visitor's download (Brotli, as Hosting sends it)",
    target: `≤ ${kb(PRECACHE_LIMIT)}`,
    measured: `${kb(pre.brotliBytes)} (${pre.entries} files, ${kb(pre.bytes)} stored, ${kb(pre.gzipBytes)} gzip)`,
    pass: pre.brotliBytes <= PRECACHE_LIMIT,
  });
  const paired = shown.filter((route) => route.lighthouse && route.noScript);
  const over = paired.filter(
    ({ lighthouse: lh, noScript: limit }) =>
      lh!.lcpMs > limit!.lcpMs * NO_SCRIPT_LCP_RATIO ||
      lh!.tbtMs > limit!.tbtMs + NO_SCRIPT_TBT_MS ||
      lh!.cls >= 0.0005,
  );
  const worst = paired.toSorted(
    (a, b) => b.lighthouse!.lcpMs / b.noScript!.lcpMs - a.lighthouse!.lcpMs / a.noScript!.lcpMs,
  )[0];
  rows.push({
    budget: 'First visit against the same HTML with no scripts (Lighthouse mobile, same run)',
    target: `LCP ≤ ×${NO_SCRIPT_LCP_RATIO}, TBT ≤ +${NO_SCRIPT_TBT_MS} ms, CLS 0`,
    measured: worst
      ? `largest LCP ratio ×${(worst.lighthouse!.lcpMs / worst.noScript!.lcpMs).toFixed(2)} (${worst.path}); over on ${over.length ? list(over.map((r) => r.path)) : 'none'} of ${paired.length}`
      : 'not measured',
    pass: paired.length ? over.length === 0 : undefined,
  });
  return rows;
}
