/**
 * Everything the end-to-end tests need, on the test ports (PAC_TEST_PORT_OFFSET applies): the
 * emulators and, for each end-to-end stack (one per Playwright worker), the demo club freshly
 * seeded in its project, its admin server and the production build served. Run by
 * playwright.config.ts's webServer, so `npx playwright test` works on its own; stops everything on
 * SIGTERM or SIGINT (`npm test` starts the same pieces in its own process: test-run/e2e-site.ts).
 */
import { E2E_PROJECT_IDS, TEST_PORTS, testPorts } from './emulators/config.ts';
import { logTail, startEmulators, type RunningEmulators } from './emulators/launcher.ts';
import { useEmulatorEnv } from './stack.ts';
import { E2E_READY_LINE } from './test-run/e2e-ready.ts';
import { closeServers, startE2eSite, type E2eServer } from './test-run/e2e-site.ts';

let emulators: RunningEmulators | undefined;
let servers: E2eServer[] = [];

async function stop(code: number) {
  closeServers(servers);
  await emulators?.stop();
  process.exit(code);
}
process.on('SIGINT', () => void stop(130));
process.on('SIGTERM', () => void stop(0));

try {
  useEmulatorEnv(TEST_PORTS);
  emulators = await startEmulators(TEST_PORTS);
  console.log(`✓ Emulators on the test ports; storage.rules enforced by ${emulators.storageRules}`);
  servers = await startE2eSite((line) => console.log(line));
  for (const [stack, projectId] of E2E_PROJECT_IDS.entries()) {
    const { site, adminServer } = testPorts(stack);
    console.log(`✓ ${projectId}: site and admin server ready on ports ${site}, ${adminServer}`);
  }
  // What playwright.config.ts's webServer waits for: every stack, not only the first to listen.
  console.log(E2E_READY_LINE);
} catch (error) {
  console.error(error);
  if (emulators) console.error(logTail(emulators.logFile, 30));
  await stop(1);
}
