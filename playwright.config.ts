/**
 * The end-to-end tests (e2e/*.spec.ts) in Debian's Chromium against the production build.
 * `npx playwright test` starts what they need (scripts/e2e-server.ts: emulators, seeded demo club,
 * admin server, built site) on the test ports; `npm test` starts those itself and sets
 * PAC_E2E_STACK_RUNNING. The tests share one emulator database: the files that only read run
 * first, in parallel; then the files that write run one at a time, each putting back what it
 * changed (e2e/support/demo-data.ts), so a reader never sees a writer's change.
 * A test tagged '@phone' runs at 360 × 740 only, '@both' at both sizes, any other at 1280 × 800
 * only (e2e/support/test.ts).
 */
import { defineConfig } from '@playwright/test';
import { TEST_PORTS } from './scripts/emulators/config';
import { useEmulatorEnv } from './scripts/stack';
import { baseUrl, CHROMIUM_ARGS, chromiumPath, DESKTOP, PHONE } from './e2e/support/browser';

/**
 * The files that change no data (Firestore, Auth, Storage), directly or through the site: they run
 * in parallel, before any file that does. A file not named here is taken to write, and runs alone.
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

// The tests' own firebase-admin calls (restoreDemoClub, adminDb) reach the same emulators.
useEmulatorEnv(TEST_PORTS);

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  // Two cores: the browser, the site and the emulators share them; a third worker ran no faster.
  workers: 2,
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
    // Then every other file, one at a time: phone first, then desktop (the names the writing tests
    // tell their runs apart by).
    {
      name: 'phone',
      use: { viewport: PHONE },
      grep: /@phone|@both/,
      testIgnore: READERS,
      workers: 1,
      dependencies: ['phone-reading', 'desktop-reading'],
    },
    {
      name: 'desktop',
      use: { viewport: DESKTOP },
      grepInvert: /@phone/,
      testIgnore: READERS,
      workers: 1,
      dependencies: ['phone'],
    },
  ],
  webServer: process.env.PAC_E2E_STACK_RUNNING
    ? undefined
    : {
        command: 'npx tsx scripts/e2e-server.ts',
        url: baseUrl,
        // Starting the emulators and building the site take minutes on a busy machine.
        timeout: 600_000,
        reuseExistingServer: false,
        stdout: 'pipe',
        gracefulShutdown: { signal: 'SIGTERM', timeout: 30_000 },
      },
});
