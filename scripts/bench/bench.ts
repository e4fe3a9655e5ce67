/**
 * `npm run bench`: builds the site, starts its own emulators (ports apart from dev and test), seeds
 * the large data set, serves the build through the server renderer (as production and `npm run
 * preview` do) beside the admin server the pages call, and measures every public page of the one table (HTML size, first-load JS, admin
 * code, Auth timing, Firestore reads of the server and the browser, image bytes, Lighthouse mobile,
 * return visit and offline) against the figures before the pages were server-rendered (baseline.ts), Member Catches at three sizes and
 * the photo pipeline; writes BENCHMARKS.md and stops everything it started.
 *
 *   npm run bench                      the full run (several minutes)
 *   npm run bench -- --routes=/,/catches/:id --lighthouse-runs=1    a quicker look (a path, or
 *                                              a page's pattern of the public page table)
 *   --report=file.md    the report elsewhere than BENCHMARKS.md (a partial run beside a full one)
 */
// First, before anything loads React (production-env.ts says why).
import './production-env.ts';
import type { Server } from 'node:http';
import { chromium, type Browser } from 'playwright-core';
import { HOST } from '../emulators/config.ts';
import { startEmulators, StackError, type RunningEmulators } from '../emulators/launcher.ts';
import { startSite } from '../site-server.ts';
import { siteOrigins, startAdminServer, useEmulatorEnv } from '../stack.ts';
import { readBaseline } from './baseline.ts';
import { evaluateBudgets } from './budgets.ts';
import { buildSite } from './build-site.ts';
import {
  BENCH_PORTS,
  CHROMIUM_FLAGS,
  LARGE,
  LIGHTHOUSE_RUNS,
  NO_SCRIPT_PORT,
  SCALE_APPROVED,
  SITE_DIST,
} from './config.ts';
import { checkHostingHeaders } from './hosting.ts';
import { lighthouse } from './lighthouse.ts';
import { chromiumPath } from '../chromium.ts';
import { describeMachine, LoadSampler } from './machine.ts';
import { measureCatches, readAllCatches } from './measure-catches.ts';
import { measureReturn, type ReturnMeasure } from './measure-return.ts';
import { measureRoute } from './measure-route.ts';
import { startNoScriptProxy } from './no-script.ts';
import { measurePhotoPipeline } from './photo.ts';
import { measurePrecache } from './precache-size.ts';
import { writeReport } from './report.ts';
import type { BenchResults, CatchesAtSize, RouteResult } from './results.ts';
import { CATCHES, publicRoutes } from './routes.ts';
import { ServerMeter } from './server-meter.ts';

const args = new Map(
  process.argv
    .slice(2)
    .map((arg) => /^--([^=]+)=(.*)$/.exec(arg))
    .filter((m): m is RegExpExecArray => !!m)
    .map((m) => [m[1]!, m[2]!]),
);
const onlyRoutes = args.get('routes')?.split(',');
const lighthouseRuns = Number(args.get('lighthouse-runs') ?? LIGHTHOUSE_RUNS);
const started = Date.now();

function step(text: string) {
  const seconds = Math.round((Date.now() - started) / 1000);
  console.log(`[bench ${String(seconds).padStart(4)} s] ${text}`);
}

let emulators: RunningEmulators | undefined;
let browser: Browser | undefined;
const servers: Server[] = [];

async function cleanup() {
  await browser?.close().catch(() => undefined);
  for (const server of servers) {
    server.closeAllConnections();
    server.close();
  }
  await emulators?.stop();
}

async function main() {
  const load = new LoadSampler();
  const baseline = readBaseline();
  if (!baseline) step('No baseline: git cannot show BENCHMARKS.md of the commit before issue 20');
  const baseUrl = `http://${HOST}:${BENCH_PORTS.site}`;

  step(
    `Emulators on Auth ${BENCH_PORTS.auth}, Firestore ${BENCH_PORTS.firestore}, Storage ${BENCH_PORTS.storage}`,
  );
  useEmulatorEnv(BENCH_PORTS);
  emulators = await startEmulators(BENCH_PORTS);

  step(
    `Seeding the large data set (${LARGE.catches} catches, ${LARGE.matches} matches, ${LARGE.articles} articles)`,
  );
  const { seedLargeDataSet, reseedCatches, countDocuments } = await import('./seed-large.ts');
  await seedLargeDataSet();
  const { samplePageIds } = await import('./seed-large.ts');
  const routes = publicRoutes(await samplePageIds()).filter(
    (route) => !onlyRoutes || onlyRoutes.some((only) => only === route.path || only === route.page),
  );

  step(`Building the site into ${SITE_DIST}`);
  const build = await buildSite(SITE_DIST);
  step(`Built: ${build.chunks.size} JS chunks`);
  // Its Firestore reads are counted from here on (the renderer runs in this process).
  const serverMeter = new ServerMeter(BENCH_PORTS.firestore);
  // The admin server the pages call, as the end-to-end stack runs it (scripts/test-run/e2e-site.ts),
  // so a page is measured as a visitor gets it: /join asks it how the club takes payment. Without
  // Stripe (the club takes no cards); every Lighthouse run calls from one address, so no limit.
  servers.push(
    await startAdminServer(BENCH_PORTS.adminServer, siteOrigins(BENCH_PORTS.site), {
      rateLimitPerMinute: 1_000_000,
    }),
  );
  // Through the server renderer, as production serves the pages (scripts/site-server.ts),
  // with firebase.json's headers: the measured pages run under the same CSP.
  // Named by the address the bench opens.
  servers.push(await startSite(SITE_DIST, BENCH_PORTS.site, baseUrl, BENCH_PORTS));
  // The same pages with no scripts: the limit (issue 35, point 10).
  const noScriptUrl = `http://${HOST}:${NO_SCRIPT_PORT}`;
  servers.push(await startNoScriptProxy(baseUrl, NO_SCRIPT_PORT));

  const executablePath = chromiumPath();
  browser = await chromium.launch({
    executablePath,
    args: [
      ...CHROMIUM_FLAGS.filter((flag) => flag !== '--headless'),
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });

  const results: RouteResult[] = [];
  for (const route of routes) {
    step(`Route ${route.path}: loading in Chromium`);
    const measured = await measureRoute(
      browser,
      baseUrl,
      route,
      build,
      BENCH_PORTS.firestore,
      serverMeter,
    );
    results.push({ ...measured, route });
    if (!measured.shown) step(`  ${route.path}: content did not show (not built yet?)`);
    else
      step(
        `  HTML ${(measured.html.bytes / 1024).toFixed(1)} KB, first-load JS ${(measured.firstLoadJsGzip / 1024).toFixed(1)} KB gzip, docs read: server ${measured.serverReads.documents}, browser ${measured.reads.documents}` +
          (measured.shifts.length ? `; layout shifts: ${measured.shifts.join(' | ')}` : ''),
      );
    for (const error of measured.pageErrors) step(`  page error: ${error}`);
  }
  for (const result of results.filter((r) => r.shown)) {
    if (lighthouseRuns < 1) continue;
    step(`Route ${result.path}: Lighthouse mobile × ${lighthouseRuns}`);
    result.lighthouse = await lighthouse(
      `${baseUrl}${result.path}`,
      executablePath,
      lighthouseRuns,
    );
    const lh = result.lighthouse;
    step(
      `  ${lh.performance} / ${lh.accessibility} / ${lh.bestPractices} / ${lh.seo}, LCP ${Math.round(lh.lcpMs)} ms, CLS ${lh.cls.toFixed(3)}, TBT ${Math.round(lh.tbtMs)} ms`,
    );
    result.noScript = await lighthouse(
      `${noScriptUrl}${result.path}`,
      executablePath,
      lighthouseRuns,
      '-no-script',
    );
    const limit = result.noScript;
    step(
      `  no scripts: LCP ${Math.round(limit.lcpMs)} ms (×${(lh.lcpMs / limit.lcpMs).toFixed(2)}), CLS ${limit.cls.toFixed(3)}, TBT ${Math.round(limit.tbtMs)} ms`,
    );
  }

  const returns: ReturnMeasure[] = [];
  for (const route of routes) {
    step(`Route ${route.path}: return visit (service worker and kept data) and offline`);
    const measured = await measureReturn(browser, baseUrl, route);
    returns.push(measured);
    step(
      `  repeat-visit LCP ${measured.repeatLcpMs?.toFixed(0) ?? '-'} ms, offline ${measured.offlineShown ? 'yes' : 'no'}`,
    );
  }

  const catches: CatchesAtSize[] = [];
  if (!onlyRoutes || onlyRoutes.includes(CATCHES.path)) {
    step(`Member Catches at ${LARGE.catches} catches: view, next page, search, zoom`);
    catches.push({
      approved: await countDocuments('catches', true),
      total: await countDocuments('catches'),
      measure: await measureCatches(browser, baseUrl, BENCH_PORTS.firestore, true),
      baseline: await readAllCatches(BENCH_PORTS.firestore),
    });
    for (const approved of SCALE_APPROVED) {
      const total = (approved * 5) / 4;
      step(`Member Catches at ${approved} approved: reseeding ${total} catches`);
      await reseedCatches(total);
      catches.push({
        approved: await countDocuments('catches', true),
        total,
        measure: await measureCatches(browser, baseUrl, BENCH_PORTS.firestore, false),
        baseline: await readAllCatches(BENCH_PORTS.firestore),
      });
    }
  }

  step('Photo pipeline: a 12 MP JPEG through preparePhoto in Chromium');
  const photo = await measurePhotoPipeline(browser, 3);

  const bench: BenchResults = {
    startedAt: new Date(started),
    durationS: (Date.now() - started) / 1000,
    machine: describeMachine(browser.version()),
    load: load.stop(),
    build,
    routes: results,
    returns,
    lighthouseRuns,
    catches,
    pageSize: CATCHES.pageSize,
    photo,
    hosting: await checkHostingHeaders(),
    precache: measurePrecache(build.outDir),
    baseline,
  };
  const reportFile = args.get('report') ?? 'BENCHMARKS.md';
  await writeReport(bench, reportFile);
  step(`Wrote ${reportFile}`);
  for (const row of evaluateBudgets(bench)) {
    const mark = row.pass === undefined ? '  -  ' : row.pass ? ' ok  ' : 'FAIL ';
    console.log(`  ${mark} ${row.budget}: ${row.measured}`);
  }
}

const stop = () => void cleanup().then(() => process.exit(130));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);

try {
  await main();
  await cleanup();
  process.exit(0);
} catch (error) {
  await cleanup();
  console.error(
    `\n✗ ${error instanceof StackError ? error.message : error instanceof Error ? (error.stack ?? error.message) : error}\n`,
  );
  process.exit(1);
}
