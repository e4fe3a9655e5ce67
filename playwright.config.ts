/**
 * The end-to-end tests (e2e/*.spec.ts) in Debian's Chromium against the production build.
 * `npx playwright test` starts what they need (scripts/e2e-server.ts: emulators, seeded demo club,
 * admin server, built site) on the test ports; `npm test` starts those itself and sets
 * PAC_E2E_STACK_RUNNING. The tests share one emulator database, so they run one at a time.
 * Projects: a test tagged '@phone' runs at 360 × 740 only, '@both' at both sizes, any other at
 * 1280 × 800 only (e2e/support/test.ts).
 */
import { defineConfig } from '@playwright/test';
import { TEST_PORTS } from './scripts/emulators/config';
import { useEmulatorEnv } from './scripts/stack';
import { baseUrl, CHROMIUM_ARGS, chromiumPath, DESKTOP, PHONE } from './e2e/support/browser';

// The tests' own firebase-admin calls (restoreDemoClub, adminDb) reach the same emulators.
useEmulatorEnv(TEST_PORTS);

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  workers: 1,
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
    { name: 'phone', use: { viewport: PHONE }, grep: /@phone|@both/ },
    { name: 'desktop', use: { viewport: DESKTOP }, grepInvert: /@phone/ },
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
