/**
 * Where the benchmark runs: its own emulator stack, preview servers and build folders, apart from
 * `npm run dev` and `npm test` (other base ports), so a bench can run beside either.
 * PAC_BENCH_PORT_OFFSET (else PAC_TEST_PORT_OFFSET) lets two benches, or a bench per worktree, coexist.
 */
import type { StackPorts } from '../emulators/config.ts';

const offset = Number(process.env.PAC_BENCH_PORT_OFFSET ?? process.env.PAC_TEST_PORT_OFFSET ?? 0);

export const BENCH_PORTS: StackPorts = {
  auth: 29099 + offset,
  firestore: 28080 + offset,
  storage: 27199 + offset,
  adminServer: 23001 + offset,
  site: 24173 + offset,
};
/** The bench-only page that runs the photo pipeline in Chromium. */
export const PHOTO_PAGE_PORT = 24174 + offset;
/** The site's pages with no scripts (no-script.ts): the limit each page is held to. */
export const NO_SCRIPT_PORT = 24175 + offset;

export const BENCH_DIR = '.bench';
export const SITE_DIST = `${BENCH_DIR}/site-dist`;
export const PHOTO_DIST = `${BENCH_DIR}/photo-dist`;

/** Lighthouse runs per route; the report gives the median (scores swing between runs). */
export const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);

/** The large data set of the issue. */
export const LARGE = { catches: 1000, matches: 200, articles: 50 } as const;
/** Approved-catch counts at which the Member Catches reads must stay the same. */
export const SCALE_APPROVED = [100, 5000] as const;
/** Distinct generated photos reused round-robin by the many seeded catches (keeps seeding fast). */
export const PHOTO_POOL = 30;

export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
];
