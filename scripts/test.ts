/**
 * `npm test`: every check, in order, failing fast.
 *   1. type check (site, scripts, tests; admin server)   2. ESLint and Prettier
 *   3. unit and component tests (Vitest, jsdom)
 *   4. integration tests against the emulators, which this script starts on the test ports
 *   5. end-to-end tests in Debian's Chromium (playwright-core) against the production build,
 *      served locally with the admin server, on freshly seeded demo data
 * Steps can be picked for a quicker loop: `npm test -- unit`, `npm test -- integration e2e`;
 * other arguments filter the test files: `npm test -- e2e auth-loading`.
 */
import { spawn } from 'node:child_process';
import type { Server } from 'node:http';
import { build, preview } from 'vite';
import { HOST, PROJECT_ID, TEST_PORTS } from './emulators/config.ts';
import { StackError, startEmulators, type RunningEmulators } from './emulators/launcher.ts';
import { storageRulesRuntime } from '../tests/rules/support/storage-rules-runtime.ts';
import { siteOrigins, startAdminServer, useEmulatorEnv } from './stack.ts';

const ALL_STEPS = ['typecheck', 'lint', 'unit', 'integration', 'e2e'] as const;
type Step = (typeof ALL_STEPS)[number];
const requested = process.argv
  .slice(2)
  .filter((arg): arg is Step => (ALL_STEPS as readonly string[]).includes(arg));
const steps = new Set<Step>(requested.length ? requested : ALL_STEPS);
// Any other argument is a file filter handed to Vitest: `npm test -- e2e auth-loading`.
const fileFilters = process.argv
  .slice(2)
  .filter((arg) => !(ALL_STEPS as readonly string[]).includes(arg));
const E2E_DIST = '.e2e-dist';

function banner(text: string) {
  console.log(`\n━━━ ${text} ${'━'.repeat(Math.max(0, 70 - text.length))}`);
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv = process.env): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'inherit', env });
    child.once('error', reject);
    child.once('exit', (code, signal) =>
      code === 0
        ? resolve()
        : reject(new Error(`${command} ${args.join(' ')} failed (${signal ?? code})`)),
    );
  });
}

const vitest = (project: string) =>
  run('npx', ['vitest', 'run', '--project', project, ...fileFilters]);

let emulators: RunningEmulators | undefined;
const servers: Server[] = [];

async function cleanup() {
  for (const server of servers) {
    server.closeAllConnections();
    server.close();
  }
  await emulators?.stop();
}

async function main() {
  if (steps.has('typecheck')) {
    banner('Type check');
    await run('npx', ['tsc', '-p', 'tsconfig.json']);
    await run('npx', ['tsc', '-p', 'admin-server/tsconfig.json']);
  }
  if (steps.has('lint')) {
    banner('Lint (ESLint, Prettier)');
    await run('npx', ['eslint', '.', '--max-warnings', '0']);
    await run('npx', ['prettier', '--check', '.']);
  }
  if (steps.has('unit')) {
    banner('Unit and component tests');
    await vitest('unit');
  }
  if (!steps.has('integration') && !steps.has('e2e')) return;

  banner(
    `Emulators on test ports (Auth ${TEST_PORTS.auth}, Firestore ${TEST_PORTS.firestore}, Storage ${TEST_PORTS.storage})`,
  );
  useEmulatorEnv(TEST_PORTS);
  emulators = await startEmulators(TEST_PORTS);

  if (steps.has('integration')) {
    banner('Integration tests against the emulators');
    await vitest('integration');
  }
  if (steps.has('e2e')) {
    banner('End-to-end tests in Chromium against the production build');
    await resetEmulators();
    const { seedDemoData } = await import('./seed/seed-demo-data.ts');
    await seedDemoData();
    await build({ logLevel: 'warn', build: { outDir: E2E_DIST, emptyOutDir: true } });
    // Every browser test calls from one address: a per-client limit must not trip them by accident.
    process.env.RATE_LIMIT_PER_MINUTE ??= '100000';
    servers.push(await startAdminServer(TEST_PORTS.adminServer, siteOrigins(TEST_PORTS.site)));
    const site = await preview({
      logLevel: 'warn',
      build: { outDir: E2E_DIST },
      preview: { port: TEST_PORTS.site, strictPort: true, host: HOST },
    });
    servers.push(site.httpServer as Server);
    process.env.E2E_BASE_URL = `http://${HOST}:${TEST_PORTS.site}`;
    await vitest('e2e');
  }
}

/** Empties Firestore and Auth, so the end-to-end tests start from the demo club alone. */
async function resetEmulators() {
  const firestore = `http://${HOST}:${TEST_PORTS.firestore}/emulator/v1/projects/${PROJECT_ID}/databases/(default)/documents`;
  const auth = `http://${HOST}:${TEST_PORTS.auth}/emulator/v1/projects/${PROJECT_ID}/accounts`;
  await fetch(firestore, { method: 'DELETE' });
  await fetch(auth, { method: 'DELETE' });
}

/** Skipped tests must not read as passed: say plainly when the storage rules tests did not run. */
function reportStorageRulesTests() {
  if (!steps.has('integration')) return;
  const runtime = storageRulesRuntime();
  if (runtime.available) console.log('Storage rules tests: run against the Storage rules runtime.');
  else console.log(`\n⚠ Storage rules tests NOT RUN: ${runtime.reason}.\n`);
}

const stop = () => void cleanup().then(() => process.exit(130));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);

try {
  await main();
  await cleanup();
  banner(`All checks passed: ${[...steps].join(', ')}`);
  reportStorageRulesTests();
  process.exit(0);
} catch (error) {
  await cleanup();
  console.error(
    `\n✗ ${error instanceof StackError ? error.message : error instanceof Error ? error.message : error}\n`,
  );
  process.exit(1);
}
