/** Writes BENCHMARKS.md: the budgets, the per-route table, Member Catches, the photo pipeline. */
import { writeFile } from 'node:fs/promises';
import { splitFirstLoad } from './first-load-split.ts';
import { beforeOf, evaluateBudgets, firstViewReads, kb } from './budgets.ts';
import { BASELINE_DATE } from './baseline.ts';
import type { BenchResults, RouteResult } from './results.ts';

const mark = (pass: boolean | undefined) =>
  pass === undefined ? 'not measured' : pass ? '**pass**' : '**FAIL**';

/** "0.12 (8.3× less)": the measured figure as a share of its baseline. */
export function ratio(measured: number, baseline: number): string {
  if (!baseline || !Number.isFinite(measured)) return 'n/a';
  const share = measured / baseline;
  if (share === 0) return '0';
  return share < 1
    ? `${share.toFixed(share < 0.1 ? 3 : 2)} (${(1 / share).toFixed(1)}× less)`
    : `${share.toFixed(2)}`;
}

function table(header: string[], rows: string[][]): string {
  const line = (cells: string[]) => `| ${cells.map((c) => c.replace(/\|/g, '\\|')).join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}

function routeRow(route: RouteResult, allJs: number): string[] {
  if (!route.shown)
    return [route.path, 'content not shown: page not built yet, or broken', ...Array(9).fill('')];
  const lh = route.lighthouse;
  const imageIssues =
    route.images.filter((i) => !i.hasSize).length +
    route.images.filter((i) => i.belowFold && !i.lazy).length;
  return [
    route.path,
    `${kb(route.firstLoadJsGzip)} (${route.firstLoadFiles.length} files); ${ratio(route.firstLoadJsGzip, allJs)}`,
    route.adminFilesLoaded.length ? `**${route.adminFilesLoaded.join(' ')}**` : 'none',
    route.auth.loaded
      ? route.auth.beforeContent
        ? '**before content**'
        : `after (+${Math.round(route.auth.startMs! - route.contentAtMs)} ms)`
      : 'not loaded',
    lh
      ? `${lh.performance} / ${lh.accessibility} / ${lh.bestPractices} / ${lh.seo} (${lh.runs === 1 ? '1 run' : `median of ${lh.runs}`})`
      : 'not run',
    lh ? `${(lh.lcpMs / 1000).toFixed(2)} s` : '',
    lh ? lh.cls.toFixed(3) : '',
    `${firstViewReads(route)}: server ${route.serverReads.documents}, browser ${route.reads.documents} (${kb(route.reads.bytes)})`,
    `${kb(route.imageBytes)} (${route.imageCount})`,
    ratio(route.imageBytes, route.allImagesBytes),
    `${imageIssues}`,
  ];
}

const seconds = (ms: number | undefined) =>
  ms === undefined || !Number.isFinite(ms) ? '–' : `${(ms / 1000).toFixed(2)} s`;

/** Issue 20's before and after, route by route: the client-rendered site, and today's. */
function beforeAfter(results: BenchResults): string {
  const { baseline } = results;
  if (!baseline) return 'No before figures: git could not show the baseline commit.';
  const rows = results.routes.map((route) => {
    const before = baseline.routes.get(route.path);
    const fallback = beforeOf(results, route.path);
    return [
      route.path,
      before
        ? kb(before.firstLoadJsGzip)
        : `new (largest then ${kb(fallback?.firstLoadJsGzip ?? 0)})`,
      route.shown ? kb(route.firstLoadJsGzip) : 'not shown',
      before ? seconds(before.lcpMs) : 'new',
      seconds(route.lighthouse?.lcpMs),
      before ? `${before.performance} / ${before.seo}` : 'new',
      route.lighthouse ? `${route.lighthouse.performance} / ${route.lighthouse.seo}` : '–',
      before ? `${before.documents}` : 'new',
      `${firstViewReads(route)} (server ${route.serverReads.documents} + browser ${route.reads.documents})`,
      `${kb(route.html.bytes)} (${kb(route.html.gzipBytes)} gzip)`,
      before?.repeatLcpMs !== undefined ? `${before.repeatLcpMs} ms` : 'new',
      (() => {
        const r = results.returns.find((ret) => ret.path === route.path)?.repeatLcpMs;
        return r === undefined ? '–' : `${Math.round(r)} ms`;
      })(),
    ];
  });
  return `Before: the client-rendered site of commit ${baseline.commit}, as \`npm run bench\` measured it on ${BASELINE_DATE} (its BENCHMARKS.md, read with git: another run, on the machine and under the load it names, with the same data set and method). Its HTML was the same app shell on every route, ${kb(baseline.shellBytes)} before the build added its script tags, with none of the page's content. First-load JS then was what loaded before the content showed (the browser built it); now the content arrives in the HTML, and first-load JS is what loads before it is also hydrated (React's own), the point from which the page works as before.

${table(
  [
    'Route',
    'First-load JS before',
    'after',
    'LCP before',
    'after',
    'perf / SEO before',
    'after',
    'Docs read before (browser)',
    'after (server + browser)',
    'HTML after',
    'Repeat LCP before',
    'after',
  ],
  rows,
)}`;
}

/** What the heaviest route's first-load JS is made of (each package's share of its chunks). */
function firstLoadParts(results: BenchResults): string {
  const heaviest = [...results.routes.filter((route) => route.shown)].sort(
    (a, b) => b.firstLoadJsGzip - a.firstLoadJsGzip,
  )[0];
  if (!heaviest?.firstLoadJsGzip) return '';
  const parts: Record<string, number> = {};
  for (const file of heaviest.firstLoadFiles) {
    for (const [part, bytes] of Object.entries(file.parts))
      parts[part] = (parts[part] ?? 0) + bytes;
  }
  const top = Object.entries(parts)
    .sort((a, b) => b[1] - a[1])
    .slice(0, 10)
    .map(([part, bytes]) => `${part} ${kb(bytes)}`);
  return `First-load JS of ${heaviest.path} (${kb(heaviest.firstLoadJsGzip)}) by package, estimated as each package's share of its chunks' gzip size: ${top.join(', ')}.`;
}

/**
 * The packages of docs/design-card.md (react, react-dom, react-router-dom, firebase, @mui/material,
 * @emotion/*) and the packages they bring with them: what no change to the app's own code removes.
 */
const DESIGN_CARD_PACKAGE =
  /^(react|react-dom|scheduler|react-is|react-router|react-router-dom|react-transition-group|firebase|@firebase\/.+|idb|@mui\/.+|@emotion\/.+|stylis|hoist-non-react-statics|clsx|@babel\/runtime|@popperjs\/core)$/;

/** How much of the lightest route's first-load JS is the packages of docs/design-card.md. */
function stackFloor(results: BenchResults): string {
  const lightest = [...results.routes]
    .filter((route) => route.shown && route.firstLoadJsGzip > 0)
    .sort((a, b) => a.firstLoadJsGzip - b.firstLoadJsGzip)[0];
  if (!lightest) return '';
  let stack = 0;
  const rest: Record<string, number> = {};
  for (const file of lightest.firstLoadFiles) {
    for (const [part, bytes] of Object.entries(file.parts)) {
      if (DESIGN_CARD_PACKAGE.test(part)) stack += bytes;
      else rest[part] = (rest[part] ?? 0) + bytes;
    }
  }
  const others = Object.entries(rest)
    .sort((a, b) => b[1] - a[1])
    .slice(0, 4)
    .map(([part, bytes]) => `${part} ${kb(bytes)}`);
  return `The lightest route, ${lightest.path}, loads ${kb(lightest.firstLoadJsGzip)} before its content, of which ${kb(stack)} is the design card's packages (react, react-dom, react-router-dom, firebase, @mui/material, @emotion) with what they bring (scheduler, stylis, clsx, ...); the rest is led by ${others.join(', ')}.`;
}

/** What went wrong while driving Member Catches, so an odd figure carries its reason. */
function catchNotes(results: BenchResults): string {
  const notes = results.catches
    .filter((size) => size.measure.shown && size.measure.notes.length > 0)
    .map((size) => `${size.approved} approved: ${size.measure.notes.join('; ')}`);
  return notes.length ? `\nNotes: ${notes.join('. ')}.\n` : '';
}

function noScriptTable(results: BenchResults): string {
  const ms = (value: number) => `${Math.round(value)} ms`;
  return table(
    ['Route', 'LCP', 'no scripts', 'ratio', 'TBT', 'no scripts', 'CLS', 'no scripts'],
    results.routes
      .filter((route) => route.lighthouse && route.noScript)
      .map(({ path, lighthouse: lh, noScript: limit }) => [
        path,
        seconds(lh!.lcpMs),
        seconds(limit!.lcpMs),
        `×${(lh!.lcpMs / limit!.lcpMs).toFixed(2)}`,
        ms(lh!.tbtMs),
        ms(limit!.tbtMs),
        lh!.cls.toFixed(3),
        limit!.cls.toFixed(3),
      ]),
  );
}

export function renderReport(results: BenchResults): string {
  const { machine, load, build } = results;
  const budgets = evaluateBudgets(results);
  const shared =
    load.mean > 1
      ? `Other processes shared the ${machine.cores} cores during the run (1-minute load average mean ${load.mean.toFixed(1)}, max ${load.max.toFixed(1)}), so timings are noisier than on an idle machine; the ratios below compare figures taken in the same run.`
      : `The machine was otherwise quiet (1-minute load average mean ${load.mean.toFixed(1)}, max ${load.max.toFixed(1)}).`;

  const catchesRows = results.catches.flatMap((size) => {
    const m = size.measure;
    const label = `${size.approved} approved of ${size.total}`;
    if (!m.shown) return [[label, 'not shown', m.notes.join('; '), '', '', '']];
    return (
      [
        ['first view', m.view],
        ['next page', m.nextPage],
        ['search', m.search],
      ] as const
    )
      .filter(([, reads]) => reads)
      .map(([step, reads]) => [
        label,
        step,
        `${reads!.documents} (${kb(reads!.bytes)})`,
        `${size.baseline.documents} (${kb(size.baseline.bytes)})`,
        ratio(reads!.documents, size.baseline.documents),
        ratio(reads!.bytes, size.baseline.bytes),
      ]);
  });
  const large = results.catches[0]?.measure;
  const photo = results.photo;
  const photoRows = Object.entries(photo.outputs).map(([name, out]) => [
    name,
    `${out.width}×${out.height}`,
    kb(out.bytes),
    kb(photo.inputBytes),
    ratio(out.bytes, photo.inputBytes),
  ]);

  return `# Benchmarks

Measured by \`npm run bench\` (scripts/bench/) on ${results.startedAt.toISOString().slice(0, 16).replace('T', ' ')} UTC, in ${Math.round(results.durationS / 60)} minutes.

**Machine:** ${machine.cpu}, ${machine.cores} cores, ${machine.memoryGiB} GiB memory; ${machine.os}; Node ${machine.node}; Chromium ${machine.chromium}; Lighthouse 12.
${shared}

**Data set:** the demo club plus 50 articles, 200 matches and 1,000 catches of which 800 approved (photos reused from a pool of generated JPEGs); Member Catches also at 100 and 5,000 approved catches.

## Budgets

${table(
  ['Budget', 'Target', 'Measured', 'Result'],
  budgets.map((row) => [row.budget, row.target, row.measured, mark(row.pass)]),
)}

## Before and after server rendering (issue 20)

${beforeAfter(results)}

## Against the same HTML with no scripts (issue 35)

Each route's first visit (Lighthouse mobile, median of ${results.lighthouseRuns}) beside the same page served with its scripts and module preloads taken out (scripts/bench/no-script.ts), measured one after the other in this run.

${noScriptTable(results)}

## Public routes (phone, 375×812, empty cache)

Build: all JavaScript together ${kb(build.allJsGzip)} gzip in ${build.chunks.size} chunks (the baseline: a build that loads the whole app up front); CSS ${kb(build.cssGzip)} gzip.

${table(
  [
    'Route',
    'First-load JS gzip; share of all JS',
    'Admin chunks',
    'Auth',
    'Lighthouse perf / a11y / best pr. / SEO',
    'LCP',
    'CLS',
    'Firestore docs read for a first view (browser JSON)',
    'Images downloaded (count)',
    'share of all the page’s images',
    'Image size/lazy issues',
  ],
  results.routes.map((route) => routeRow(route, build.allJsGzip)),
)}

${firstLoadParts(results)}

${stackFloor(results)}

First-load JS per route split into the floor (react, react-dom, the router, the MUI components used with emotion, Firebase lite, and what they bring) and the app's share on top (its own code and every other package, TanStack Query included); the last column is what the service worker registration, the HEIC decoder and the catch outbox put in it (budget ≤ 3 KB: they load on demand).

${table(
  [
    'Route',
    'First-load JS',
    'Floor',
    'App share',
    'App share’s largest parts',
    'SW + HEIC + outbox',
  ],
  results.routes
    .filter((route) => route.shown && route.firstLoadJsGzip > 0)
    .map((route) => {
      const split = splitFirstLoad(route.firstLoadFiles);
      return [
        route.path,
        kb(route.firstLoadJsGzip),
        kb(split.floor),
        kb(split.app),
        split.appParts
          .slice(0, 4)
          .map(([part, bytes]) => `${part} ${kb(bytes)}`)
          .join(', '),
        kb(split.offlineExtras),
      ];
    }),
)}

## Returning visitor and offline (issue 12)

Each route visited once (service worker installed, its data kept in IndexedDB), then opened again in a new page of the same phone context with 4× CPU slowdown, three times (each new page first left 1.5 s, while Chromium loads its own address-bar popup for the new window: scripts/bench/measure-return.ts): Largest Contentful Paint from Chromium's PerformanceObserver (not Lighthouse, which clears storage between runs), the median of the three (each run in brackets); then opened with the network cut.

${table(
  ['Route', 'Repeat-visit LCP', 'Offline: content shows'],
  results.returns.map((r) => [
    r.path,
    r.repeatLcpMs === undefined
      ? 'not measured'
      : `${Math.round(r.repeatLcpMs)} ms (${(r.repeatLcpRunsMs ?? []).map(Math.round).join(', ')})`,
    r.firstVisitShown ? (r.offlineShown ? 'yes' : 'no') : 'first visit did not show',
  ]),
)}

## Member Catches (page size ${results.pageSize})

Baseline: one query for every catch, filtered in the browser (what the old site did).

${table(['Catches', 'Step', 'Docs read (JSON)', 'Baseline docs (JSON)', 'Docs vs baseline', 'Bytes vs baseline'], catchesRows)}
${catchNotes(results)}

${
  large?.shown
    ? `Images of the first view: ${large.thumbsInList} thumbnails, ${large.fullInList} full photos, ${kb(large.listImageBytes)}; the same rows with full photos instead: ${kb(large.listFullPhotoBaselineBytes)}, so the list downloads ${ratio(large.listImageBytes, large.listFullPhotoBaselineBytes)} of the baseline. The seeded photos are 1200×900 drawings (about 40–60 KB), smaller than real photos, so the real saving is larger.${large.zoom ? ` Zoom dialog: ${large.zoom.fullLoaded ? `the full photo loaded (${kb(large.zoom.bytes)})` : 'no full photo loaded'}.` : ''}`
    : `Not measured: ${large?.notes.join('; ') ?? ''}`
}

## Photo pipeline (preparePhoto in Chromium)

${
  photo.available
    ? `Input: a generated 4000×3000 (12 MP) JPEG of ${kb(photo.inputBytes)} with camera-like noise.

${table(['Output', 'Pixels', 'Bytes uploaded', 'Baseline: photo as taken', 'vs baseline'], photoRows)}

Resize time (median of ${photo.runs}): ${photo.resizeMs.toFixed(0)} ms, i.e. ${(photo.resizeMs / photo.decodeMs).toFixed(1)}× the ${photo.decodeMs.toFixed(0)} ms Chromium needs merely to decode the same photo (createImageBitmap), measured in the same page and run. The absolute time depends on the machine; the ratio less so.

${
  photo.heic?.available
    ? `The same photo as HEIC (${kb(photo.heic.inputBytes)}, encoded from that JPEG by libheif's heif-enc) through the same preparePhoto in the same page: ${photo.heic.resizeMs.toFixed(0)} ms (median of the runs after the first), ${(photo.heic.resizeMs / photo.resizeMs).toFixed(1)}× the JPEG's ${photo.resizeMs.toFixed(0)} ms; the first run, which also downloads and compiles the decoder, ${photo.heic.firstMs.toFixed(0)} ms.`
    : `HEIC not measured: ${photo.heic?.note ?? 'no HEIC run'}.`
}`
    : `Not measured: ${photo.note}.`
}

## How this was measured

- The site and its server renderer are built as \`npm run preview\` builds them (scripts/site-server.ts; production, \`build.manifest\`) into \`.bench/site-dist\` with the VITE_* settings of the bench's own emulators (ports offset by PAC_BENCH_PORT_OFFSET or PAC_TEST_PORT_OFFSET), and served through the renderer as production serves them (\`startSite\`, with firebase.json's headers). The routes are every page of the one table of public pages (src/app/public-pages.tsx); the pages of one item with a real id of the seeded data (the newest article, an approved catch, a match with results). A bundler plugin records each chunk's modules: a chunk is admin code if it holds a module of an admin folder or page, and admin-only if no public page can reach its modules through static or dynamic imports without going through an admin module.
- Each route is opened in a fresh Chromium context (playwright-core, Debian's Chromium, empty cache, 375×812). An init script records the first frame at which the route's content selectors (scripts/bench/routes.ts) are all visible and hydrated (React's own nodes). First-load JS is the gzip (zlib level 9) size of the build's JS files whose download ended before that moment (Resource Timing). HTML size is the page's HTML as the renderer sent it (and gzipped). Auth is "after" when the chunk holding \`@firebase/auth\` started downloading after that moment.
- Firestore reads are counted from the emulator's REST responses the page received until the network was idle, and those the server renderer received for the page (it runs in the bench's process and reads through Firestore lite's REST calls, counted around the global fetch): documents in runQuery / batchGet / get responses (an empty query counts 1, an aggregation 1 per 1,000 entries, as Firestore bills). Image bytes are the bodies of the image responses; the baseline is every \`<img>\` of the page downloaded.
- Lighthouse 12 (npm) drives the same Chromium (\`--headless --no-sandbox --disable-gpu --disable-background-networking\`), mobile preset with simulated throttling, ${results.lighthouseRuns} runs on every route; each figure is the median of the runs. LCP is Lighthouse's simulated value on its slow-4G, 4× CPU model, not a local wall-clock time.
- Member Catches: the first view, the next-page button and a search for "carp" are driven in the page; the docs read by each step are counted as above. The sizes 100 and 5,000 approved are seeded in the same run (every fifth catch unapproved).
- The photo pipeline is the site's own \`preparePhoto\` built into a bench-only page (never part of the site's build).
`;
}

export async function writeReport(results: BenchResults, file = 'BENCHMARKS.md'): Promise<void> {
  await writeFile(file, renderReport(results));
}
