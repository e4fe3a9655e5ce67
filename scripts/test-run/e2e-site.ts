/**
 * What the end-to-end tests run against, on emulators already started on TEST_PORTS: the demo club
 * freshly seeded, the production build of the site served locally through the server renderer,
 * and the admin server. Used by
 * scripts/e2e-server.ts (playwright.config.ts's webServer) and by `npm test`, which starts the
 * emulators once for the integration and end-to-end steps.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import path from 'node:path';
import { createLogger } from 'vite';
import { PROJECT_ID, TEST_PORTS } from '../emulators/config.ts';
import { resetEmulators } from '../emulators/reset.ts';
import { buildSite as buildSiteInto, localSiteOrigin, startSite } from '../site-server.ts';
import { siteOrigins, startAdminServer } from '../stack.ts';
import { LOG_DIR } from './quiet-run.ts';

// One build per port offset: the build carries the emulators' ports, and two runs may coexist.
const offset = process.env.PAC_TEST_PORT_OFFSET;
const E2E_DIST = offset && offset !== '0' ? `.e2e-dist-${offset}` : '.e2e-dist';

/**
 * The production build the e2e tests run against. Its warnings (such as the size of the HEIC
 * decoder's chunk, loaded only when a HEIC photo is chosen; sizes are `npm run bench`'s to judge)
 * go to a log named in the returned line, so the screen stays one line a step; an error still fails.
 */
async function buildSite(): Promise<string> {
  const warnings: string[] = [];
  const logger = createLogger('warn');
  logger.warn = (message) => void warnings.push(message);
  logger.warnOnce = logger.warn;
  await buildSiteInto(E2E_DIST, { customLogger: logger, logLevel: 'warn' });
  mkdirSync(LOG_DIR, { recursive: true });
  const log = path.join(LOG_DIR, 'e2e-build.log');
  writeFileSync(log, warnings.join('\n'));
  const said = warnings.length
    ? `, ${warnings.length} warning(s) in ${path.relative('.', log)}`
    : '';
  return `✓ Site built for the e2e tests${said}`;
}

/**
 * Seeds, builds and serves; `report` receives one line per piece. Resolves with the servers to
 * close. The process's environment must point at the emulators (stack.ts's useEmulatorEnv).
 */
export async function startE2eSite(report: (line: string) => void): Promise<Server[]> {
  // Firestore and Auth emptied, so the end-to-end tests start from the demo club alone.
  await resetEmulators(PROJECT_ID);
  const { seedDemoData } = await import('../seed/seed-demo-data.ts');
  await seedDemoData();
  report(await buildSite());
  // Every browser test calls from one address: a per-client limit must not trip them by accident.
  process.env.RATE_LIMIT_PER_MINUTE ??= '100000';
  const servers = [await startAdminServer(TEST_PORTS.adminServer, siteOrigins(TEST_PORTS.site))];
  // Served through the server renderer, as in production (scripts/site-server.ts), with
  // firebase.json's headers (its Content-Security-Policy included), as Hosting sends them; named
  // by the address the tests open (playwright.config.ts's baseURL), as production by SITE_ORIGIN.
  servers.push(
    await startSite(E2E_DIST, TEST_PORTS.site, localSiteOrigin(TEST_PORTS.site), TEST_PORTS),
  );
  return servers;
}

export function closeServers(servers: Server[]): void {
  for (const server of servers) {
    server.closeAllConnections();
    server.close();
  }
}
