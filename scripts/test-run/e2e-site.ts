/**
 * What the end-to-end tests run against, on emulators already started on TEST_PORTS: for each
 * end-to-end stack (config.ts's E2E_PROJECT_IDS), the demo club freshly seeded in its project, the
 * production build of the site for that project served locally through the server renderer, and an
 * admin server. Two stacks let two Playwright workers write at once, each to its own club. This
 * process serves stack 0; each other stack runs in a child process (e2e-stack.ts), since the
 * seed and the admin server use this process's one firebase-admin app. Used by
 * scripts/e2e-server.ts (playwright.config.ts's webServer) and by `npm test`, which starts the
 * emulators once for the integration and end-to-end steps.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import path from 'node:path';
import { createLogger } from 'vite';
import {
  E2E_PROJECT_IDS,
  E2E_STACK,
  PROJECT_ID,
  STORAGE_BUCKET,
  stripeStandinPort,
  TEST_PORTS,
} from '../emulators/config.ts';
import { rulesForBucket } from '../deploy/deployed-files.ts';
import { resetEmulators } from '../emulators/reset.ts';
import { buildSite as buildSiteInto, localSiteOrigin, startSite } from '../site-server.ts';
import { siteOrigins, startAdminServer } from '../stack.ts';
import { startLocalStripe } from '../stripe/dev-standin.ts';
import { LOG_DIR } from './quiet-run.ts';

// One build per port offset and stack: the build carries the emulators' ports and the stack's
// project, and two runs may coexist.
const offset = process.env.PAC_TEST_PORT_OFFSET;
const E2E_DIST =
  (offset && offset !== '0' ? `.e2e-dist-${offset}` : '.e2e-dist') +
  (E2E_STACK ? `-stack${E2E_STACK}` : '');

/**
 * A piece of the end-to-end stack to stop: a server here, the child serving another stack, or
 * something else with a close (the Stripe stand-in).
 */
export type E2eServer = Server | ChildProcess | { close(): Promise<void> };

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
  const log = path.join(LOG_DIR, E2E_STACK ? `e2e-build-stack${E2E_STACK}.log` : 'e2e-build.log');
  writeFileSync(log, warnings.join('\n'));
  const said = warnings.length
    ? `, ${warnings.length} warning(s) in ${path.relative('.', log)}`
    : '';
  return `✓ Site built for the e2e tests (${PROJECT_ID})${said}`;
}

/**
 * Every end-to-end stack: this process's own (stack 0) here, each other one in a child process,
 * all at once. `report` receives one line per piece. Resolves with the servers to close. The
 * process's environment must point at the emulators (stack.ts's useEmulatorEnv).
 */
export async function startE2eSite(report: (line: string) => void): Promise<E2eServer[]> {
  const others = E2E_PROJECT_IDS.map((_, stack) => stack).filter((stack) => stack !== E2E_STACK);
  const started = await Promise.allSettled<E2eServer[]>([
    startE2eStack(report),
    ...others.map((stack) => startStackChild(stack, report).then((child) => [child])),
  ]);
  const servers = started.flatMap((result) => (result.status === 'fulfilled' ? result.value : []));
  const failed = started.find((result) => result.status === 'rejected');
  if (failed) {
    closeServers(servers);
    throw failed.reason;
  }
  return servers;
}

/**
 * Stack `stack` in a child process (e2e-stack.ts), which reports its lines and then 'ready', and
 * stops when this process goes (its IPC channel closes) or kills it.
 */
function startStackChild(stack: number, report: (line: string) => void): Promise<ChildProcess> {
  const env: NodeJS.ProcessEnv = { ...process.env, PAC_E2E_STACK: String(stack) };
  delete env.PAC_PROJECT_ID;
  const child = fork(path.resolve('scripts/test-run/e2e-stack.ts'), [], {
    execArgv: ['--import', 'tsx'],
    env,
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    child.on('message', (message: { line?: string; ready?: boolean; error?: string }) => {
      if (message.line) report(message.line);
      if (message.ready) resolve(child);
      if (message.error) {
        child.kill('SIGTERM');
        reject(new Error(`End-to-end stack ${stack}: ${message.error}`));
      }
    });
    child.once('exit', (code) =>
      reject(new Error(`End-to-end stack ${stack} stopped while starting (code ${code}).`)),
    );
  });
}

/**
 * firestore.rules made for this project's bucket, as the deploy makes them for a real project's
 * (and tests/setup/project-per-file.ts for each integration test file's): the rules accept picture
 * URLs of that bucket only, and the emulator's own copy names the demo project's.
 */
async function loadFirestoreRules(): Promise<void> {
  const rules = rulesForBucket(readFileSync('firestore.rules', 'utf8'), STORAGE_BUCKET);
  const response = await fetch(
    `http://${process.env.FIRESTORE_EMULATOR_HOST}/emulator/v1/projects/${PROJECT_ID}:securityRules`,
    {
      method: 'PUT',
      body: JSON.stringify({ rules: { files: [{ name: 'firestore.rules', content: rules }] } }),
    },
  );
  if (!response.ok)
    throw new Error(`Loading firestore.rules into ${PROJECT_ID} failed: ${await response.text()}`);
}

/** This process's end-to-end stack (stack 0, or a child's own): seeds, builds and serves it. */
export async function startE2eStack(report: (line: string) => void): Promise<E2eServer[]> {
  await loadFirestoreRules();
  // Firestore and Auth emptied, so the end-to-end tests start from the demo club alone.
  await resetEmulators(PROJECT_ID);
  const { seedDemoData } = await import('../seed/seed-demo-data.ts');
  await seedDemoData();
  report(await buildSite());
  // Every browser test calls from one address: a per-client limit must not trip them by accident.
  process.env.RATE_LIMIT_PER_MINUTE ??= '100000';
  // Card payments as a club with Stripe takes them, against this stack's own stand-in, which
  // sends its webhook to this stack's admin server and its payers back to this stack's site.
  const stripe = await startLocalStripe(
    stripeStandinPort(E2E_STACK),
    TEST_PORTS.adminServer,
    localSiteOrigin(TEST_PORTS.site),
  );
  const servers: E2eServer[] = [stripe.standin];
  try {
    servers.push(
      await startAdminServer(TEST_PORTS.adminServer, siteOrigins(TEST_PORTS.site), {
        env: stripe.settings,
      }),
    );
    // Served through the server renderer, as in production (scripts/site-server.ts), with
    // firebase.json's headers (its Content-Security-Policy included), as Hosting sends them; named
    // by the address the tests open (playwright.config.ts's baseURL), as production by SITE_ORIGIN.
    servers.push(
      await startSite(E2E_DIST, TEST_PORTS.site, localSiteOrigin(TEST_PORTS.site), TEST_PORTS),
    );
  } catch (error) {
    closeServers(servers);
    throw error;
  }
  return servers;
}

export function closeServers(servers: E2eServer[]): void {
  for (const server of servers) {
    if ('kill' in server) {
      server.kill('SIGTERM');
      continue;
    }
    if ('closeAllConnections' in server) server.closeAllConnections();
    void server.close();
  }
}
