/**
 * The end-to-end tests (e2e/*.spec.ts) in Debian's Chromium against the production build.
 * `npx playwright test` starts what they need (scripts/e2e-server.ts: emulators, and per stack a
 * seeded demo club, admin server, built site) on the test ports; `npm test` starts those itself and
 * sets PAC_E2E_STACK_RUNNING. There is one stack per worker (scripts/emulators/config.ts's
 * E2E_PROJECT_IDS): the same emulators, the demo club seeded under the worker's own project id, its
 * own admin server and site. A worker uses its stack's (TEST_PARALLEL_INDEX picks it, before any
 * file loads): PROJECT_ID, TEST_PORTS, baseURL, adminDb() and restoreDemoClub() all follow it.
 * The files that only read run test by test on either worker; the files that write run whole, one
 * per worker, each on its worker's own club and putting back what it changed before the worker
 * takes anything else (e2e/support/demo-data.ts), so no test sees another file's change. Readers
 * are queued first, and a worker free of them starts on the writers at once: nothing waits for
 * the other worker's last reader.
 * A test tagged '@phone' runs at 360 × 740 only, '@both' at both sizes, any other at 1280 × 800
 * only (e2e/support/test.ts).
 */
import { defineConfig } from '@playwright/test';
import { E2E_PROJECT_IDS, TEST_PORTS } from './scripts/emulators/config';
import { useEmulatorEnv } from './scripts/stack';
import { E2E_READY_LINE } from './scripts/test-run/e2e-ready';
import { baseUrl, CHROMIUM_ARGS, chromiumPath, DESKTOP, PHONE } from './e2e/support/browser';

/**
 * The files that change no data (Firestore, Auth, Storage), directly or through the site: they run
 * in parallel, test by test, queued before the files that do. A file not named here is taken to
 * write: its tests run in order in one worker, on that worker's stack.
 */
const READERS = [
  'accessibility',
  'admin-access',
  'admin-layout',
  'admin-login',
  'auth-loading',
  'catches',
  'compile-hints',
  'home',
  'not-found',
  'public-navbar',
  'public-pages',
  'public-routes',
  'security-headers',
  'share',
].map((name) => `**/${name}.spec.ts`);

// The tests' own firebase-admin calls (restoreDemoClub, adminDb) reach the same emulators, as this
// worker's project.
useEmulatorEnv(TEST_PORTS);

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  // Two cores: the browser, the site and the emulators share them; a third worker ran no faster.
  // One worker per stack: a writing file owns its worker's club while it runs.
  workers: E2E_PROJECT_IDS.length,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 2 : 0,
  // Some tests walk every route (axe on each admin screen); on a busy 2-core machine, with a trace
  // being recorded, that is slowness, not failure. (No test checks speed.)
  timeout: 120_000,
  reporter: [
    ['line'],
    ['json', { outputFile: process.env.PAC_E2E_JSON ?? '.cache/test-logs/e2e.json' }],
    ['html', { open: 'never' }],
  ],
  use: {
    baseURL: baseUrl,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: chromiumPath(), args: CHROMIUM_ARGS },
  },
  projects: [
    // The files that never write, in parallel, test by test.
    {
      name: 'phone-reading',
      use: { viewport: PHONE },
      grep: /@phone|@both/,
      testMatch: READERS,
      fullyParallel: true,
    },
    {
      name: 'desktop-reading',
      use: { viewport: DESKTOP },
      grepInvert: /@phone/,
      testMatch: READERS,
      fullyParallel: true,
    },
    // Then every other file, two at a time (one per worker, so one per stack), phone and desktop
    // runs alike: a file's tests run in order in one worker, its club restored in its afterAll, so
    // a reader the worker runs next sees the club as seeded. No dependency on the readers' projects:
    // with one, a worker done with its readers waited for the other's last one (a whole walk of
    // the routes), and a chosen file ran every reader first.
    {
      name: 'phone',
      use: { viewport: PHONE },
      grep: /@phone|@both/,
      testIgnore: READERS,
    },
    {
      name: 'desktop',
      use: { viewport: DESKTOP },
      grepInvert: /@phone/,
      testIgnore: READERS,
    },
  ],
  webServer: process.env.PAC_E2E_STACK_RUNNING
    ? undefined
    : {
        command: 'npx tsx scripts/e2e-server.ts',
        // Ready once every stack serves (not when the first site answers: the others may still be
        // building).
        wait: { stdout: new RegExp(E2E_READY_LINE) },
        // Starting the emulators and building the site take minutes on a busy machine.
        timeout: 600_000,
        reuseExistingServer: false,
        stdout: 'pipe',
        gracefulShutdown: { signal: 'SIGTERM', timeout: 30_000 },
      },
});
