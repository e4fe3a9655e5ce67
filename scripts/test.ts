/**
 * `npm test`: every check, in order, failing fast.
 *   1. type check (site, scripts, tests; admin server)   2. ESLint and Prettier
 *   3. unit and component tests (Vitest, jsdom)
 *   4. integration tests against the emulators, which this script starts on the test ports
 *   5. end-to-end tests in Debian's Chromium (playwright-core) against the production build,
 *      served locally with the admin server, on freshly seeded demo data
 * Steps can be picked for a quicker loop: `npm test -- unit`, `npm test -- integration e2e`;
 * other arguments filter the test files: `npm test -- e2e auth-loading`.
 *
 * Quiet when green: each step prints one line (tests passed, failed, skipped with the reason) and
 * the last line is `Summary: N passed, N failed, N skipped`. Each tool's output goes to
 * .cache/test-logs/ and is printed when it fails, with the emulators' log tail.
 */
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import path from 'node:path';
import { createLogger } from 'vite';
import { HOST, PROJECT_ID, TEST_PORTS } from './emulators/config.ts';
import {
  logTail,
  StackError,
  startEmulators,
  type RunningEmulators,
} from './emulators/launcher.ts';
import { buildSite as buildSiteInto, startSite } from './site-server.ts';
import { siteOrigins, startAdminServer, useEmulatorEnv } from './stack.ts';
import { failureReport, LOG_DIR, runQuiet, StepFailed } from './test-run/quiet-run.ts';
import {
  addCounts,
  describeCounts,
  NO_TESTS,
  readCounts,
  type Counts,
} from './test-run/vitest-summary.ts';

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

const SETUP_STEPS = { typecheck: 'Type check', lint: 'Lint (ESLint, Prettier)' } as const;
const TEST_STEPS = {
  unit: 'Unit and component tests',
  integration: 'Integration tests (emulators)',
  e2e: 'End-to-end tests (Chromium)',
} as const;
const root = process.cwd();

/** One line per finished step, printed as it finishes and again in the closing summary. */
const stepLines: string[] = [];
let total: Counts = NO_TESTS;

/**
 * The production build the e2e tests run against. Its warnings (such as the size of the HEIC
 * decoder's chunk, loaded only when a HEIC photo is chosen; sizes are `npm run bench`'s to judge)
 * go to a log named on the step line, so the screen stays one line a step; an error still fails.
 */
async function buildSite() {
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
  report(`✓ Site built for the e2e tests${said}`);
}

function report(line: string) {
  stepLines.push(line);
  console.log(line);
}

async function check(step: keyof typeof SETUP_STEPS, commands: [string, string[]][]) {
  for (const [index, [command, args]] of commands.entries()) {
    try {
      await runQuiet(`${step}-${index + 1}`, command, args);
    } catch (error) {
      report(`✗ ${SETUP_STEPS[step]}: failed`);
      throw error;
    }
  }
  report(`✓ ${SETUP_STEPS[step]}: passed`);
}

/** One Vitest project, quietly; its counts (and skipped tests' reasons) join the summary. */
async function vitest(project: keyof typeof TEST_STEPS) {
  const json = path.join(LOG_DIR, `${project}.json`);
  rmSync(json, { force: true });
  const args = ['vitest', 'run', '--project', project, '--reporter=default', '--reporter=json'];
  args.push(`--outputFile.json=${json}`, ...fileFilters);
  if (fileFilters.length) args.push('--passWithNoTests');
  let failure: unknown;
  await runQuiet(project, 'npx', args).catch((error: unknown) => (failure = error));
  const counts = existsSync(json) ? readCounts(json, root) : NO_TESTS;
  total = addCounts(total, counts);
  report(`${failure ? '✗' : '✓'} ${TEST_STEPS[project]}: ${describeCounts(counts)}`);
  for (const reason of counts.skippedReasons) report(`    ${reason}`);
  if (failure instanceof StepFailed) {
    throw new StepFailed(failure.message, failureReport(failure.output));
  }
  if (failure) throw failure;
}

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
    await check('typecheck', [
      ['npx', ['tsc', '-p', 'tsconfig.json']],
      ['npx', ['tsc', '-p', 'admin-server/tsconfig.json']],
    ]);
  }
  if (steps.has('lint')) {
    await check('lint', [
      ['npx', ['eslint', '.', '--max-warnings', '0']],
      ['npx', ['prettier', '--check', '.']],
    ]);
  }
  if (steps.has('unit')) await vitest('unit');
  if (!steps.has('integration') && !steps.has('e2e')) return;

  useEmulatorEnv(TEST_PORTS);
  emulators = await startEmulators(TEST_PORTS);
  // The storage rules tests run against this stack's Storage emulator, which enforces storage.rules.
  process.env.PAC_STORAGE_RULES_RUNTIME = emulators.storageRules;
  report(
    `✓ Emulators: Auth ${TEST_PORTS.auth}, Firestore ${TEST_PORTS.firestore}, ` +
      `Storage ${TEST_PORTS.storage}; storage.rules enforced by ${emulators.storageRules}`,
  );

  if (steps.has('integration')) await vitest('integration');
  if (steps.has('e2e')) {
    await resetEmulators();
    const { seedDemoData } = await import('./seed/seed-demo-data.ts');
    await seedDemoData();
    await buildSite();
    // Every browser test calls from one address: a per-client limit must not trip them by accident.
    process.env.RATE_LIMIT_PER_MINUTE ??= '100000';
    servers.push(await startAdminServer(TEST_PORTS.adminServer, siteOrigins(TEST_PORTS.site)));
    // Served through the server renderer, as in production (scripts/site-server.ts),
    // with firebase.json's headers (its Content-Security-Policy included), as Hosting sends them.
    servers.push(await startSite(E2E_DIST, TEST_PORTS.site, TEST_PORTS));
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

const stop = () => void cleanup().then(() => process.exit(130));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);

function summary(): string {
  return `Summary: ${describeCounts(total)}`;
}

try {
  await main();
  await cleanup();
  console.log(summary());
  process.exit(0);
} catch (error) {
  // Everything needed to see why: the tool's own words, and the emulators' log when they ran.
  if (error instanceof StepFailed) console.error(`\n${error.output.trim()}\n`);
  else if (!(error instanceof StackError)) console.error(error);
  if (emulators)
    console.error(
      `\nThe end of the emulators' log (${emulators.logFile}):\n${logTail(emulators.logFile, 30)}\n`,
    );
  await cleanup();
  console.error(`\n${stepLines.join('\n')}`);
  console.error(`✗ ${error instanceof Error ? error.message : String(error)}`);
  console.error(summary());
  process.exit(1);
}
