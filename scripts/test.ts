/**
 * `npm test`: every check, in order, failing fast.
 *   1. type check (site, scripts, tests; admin server)   2. ESLint and Prettier
 *   3. unit and component tests (Vitest: plain logic in Node, components in jsdom)
 *   4. integration tests against the emulators, which this script starts on the test ports
 *   5. end-to-end tests (Playwright Test, playwright.config.ts) in Debian's Chromium against the
 *      production build, served locally with the admin server, on freshly seeded demo data
 * Steps can be picked for a quicker loop: `npm test -- unit`, `npm test -- integration e2e`;
 * other arguments filter the test files: `npm test -- e2e auth-loading`.
 *
 * Quiet when green: each step prints one line (tests passed, failed, skipped with the reason, and
 * how long it took) and the last line is `Summary: N passed, N failed, N skipped` with the whole
 * run's time. Each tool's output goes to .cache/test-logs/ and is printed when it fails, with the
 * emulators' log tail. On two cores the type check and the linters run side by side, and the
 * emulators start while they and the unit tests run (none of those need them).
 */
import { existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { HOST, TEST_PORTS } from './emulators/config.ts';
import {
  logTail,
  StackError,
  startEmulators,
  type RunningEmulators,
} from './emulators/launcher.ts';
import { startMailDev, TEST_MAIL_PORTS, type RunningMailDev } from './emulators/maildev.ts';
import { nodeVersionRefusal } from './node-version.ts';
import { useEmulatorEnv } from './stack.ts';
import { closeServers, startE2eSite, type E2eServer } from './test-run/e2e-site.ts';
import { PlaywrightFailed, runPlaywright } from './test-run/playwright-summary.ts';
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
// Any other argument is a file filter handed to Vitest and Playwright: `npm test -- e2e auth-loading`.
const fileFilters = process.argv
  .slice(2)
  .filter((arg) => !(ALL_STEPS as readonly string[]).includes(arg));

const SETUP_STEPS = { typecheck: 'Type check', lint: 'Lint (ESLint, Prettier)' } as const;
const TEST_STEPS = {
  unit: 'Unit and component tests',
  integration: 'Integration tests (emulators)',
  e2e: 'End-to-end tests (Playwright, Chromium)',
} as const;
const root = process.cwd();

/** One line per finished step, printed as it finishes and again in the closing summary. */
const stepLines: string[] = [];
let total: Counts = NO_TESTS;
const runStarted = performance.now();
/**
 * The environment before the emulators' settings were added (stack.ts's useEmulatorEnv): the steps
 * that run while they start see the machine as it was, as they did when they ran first.
 */
const machineEnv = { ...process.env };

function report(line: string) {
  stepLines.push(line);
  console.log(line);
}

/** How long since `started` (a performance.now() reading), as the step lines say it. */
function took(started: number): string {
  const seconds = Math.round((performance.now() - started) / 1000);
  return seconds < 60 ? `${seconds} s` : `${Math.floor(seconds / 60)} min ${seconds % 60} s`;
}

async function check(step: keyof typeof SETUP_STEPS, commands: [string, string[]][]) {
  const started = performance.now();
  for (const [index, [command, args]] of commands.entries()) {
    try {
      await runQuiet(`${step}-${index + 1}`, command, args, machineEnv);
    } catch (error) {
      report(`✗ ${SETUP_STEPS[step]}: failed (${took(started)})`);
      throw error;
    }
  }
  report(`✓ ${SETUP_STEPS[step]}: passed (${took(started)})`);
}

/** One Vitest project, quietly; its counts (and skipped tests' reasons) join the summary. */
async function vitest(project: Exclude<keyof typeof TEST_STEPS, 'e2e'>) {
  const json = path.join(LOG_DIR, `${project}.json`);
  rmSync(json, { force: true });
  // The unit step is two Vitest projects (vite.config.ts): plain logic in Node, components in jsdom.
  const projects = project === 'unit' ? ['unit', 'component'] : [project];
  const args = ['vitest', 'run', ...projects.flatMap((name) => ['--project', name])];
  args.push('--reporter=default', '--reporter=json');
  args.push(`--outputFile.json=${json}`, ...fileFilters);
  if (fileFilters.length) args.push('--passWithNoTests');
  let failure: unknown;
  const started = performance.now();
  const env = project === 'unit' ? machineEnv : process.env;
  await runQuiet(project, 'npx', args, env).catch((error: unknown) => (failure = error));
  const counts = existsSync(json) ? readCounts(json, root) : NO_TESTS;
  total = addCounts(total, counts);
  report(
    `${failure ? '✗' : '✓'} ${TEST_STEPS[project]}: ${describeCounts(counts)} (${took(started)})`,
  );
  for (const reason of counts.skippedReasons) report(`    ${reason}`);
  if (failure instanceof StepFailed) {
    throw new StepFailed(failure.message, failureReport(failure.output));
  }
  if (failure) throw failure;
}

/** Playwright Test against the stack started here; its counts (flaky ones too) join the summary. */
async function playwright() {
  let counts = NO_TESTS;
  let failure: unknown;
  const started = performance.now();
  try {
    counts = await runPlaywright({
      name: 'e2e',
      args: fileFilters,
      env: { PAC_E2E_STACK_RUNNING: '1' },
    });
  } catch (error) {
    failure = error;
    if (error instanceof PlaywrightFailed) counts = error.counts;
  }
  total = addCounts(total, counts);
  report(
    `${failure ? '✗' : '✓'} ${TEST_STEPS.e2e}: ${describeCounts(counts, true)} (${took(started)})`,
  );
  for (const reason of counts.skippedReasons) report(`    ${reason}`);
  if (failure) throw failure;
}

let emulators: StartedEmulators | undefined;
/** The emulators starting, while the steps that do not need them run. */
let emulatorsStarting: Promise<StartedEmulators> | undefined;
const servers: E2eServer[] = [];

/** The end-to-end stack being seeded, built and served while the integration tests run. */
let e2eStack: Promise<{ servers: E2eServer[]; lines: string[] }> | undefined;

async function cleanup() {
  closeServers(servers);
  // A stack still starting when a step failed is closed once it has started.
  if (!servers.length) closeServers((await e2eStack?.catch(() => undefined))?.servers ?? []);
  // Emulators still starting when a step failed are stopped once they have started.
  const running = emulators ?? (await emulatorsStarting?.catch(() => undefined));
  await running?.mail.stop();
  await running?.stop();
}

type StartedEmulators = RunningEmulators & { startedIn: string; mail: RunningMailDev };

/** Starts the emulators on the test ports; the line reporting them waits for the earlier steps. */
function startTestEmulators(): Promise<StartedEmulators> {
  useEmulatorEnv(TEST_PORTS);
  const started = performance.now();
  // MailDev beside them: the end-to-end stack's admin server sends its emails there.
  const mailStarting = startMailDev(TEST_MAIL_PORTS);
  mailStarting.catch(() => {});
  return startEmulators(TEST_PORTS).then(
    async (running) => {
      // The storage rules tests run against this stack's Storage emulator, which enforces
      // storage.rules.
      process.env.PAC_STORAGE_RULES_RUNTIME = running.storageRules;
      const mail = await mailStarting.catch(async (error: unknown) => {
        await running.stop();
        throw error;
      });
      Object.assign(process.env, mail.env, {
        MAIL_API_BASE: `http://${HOST}:${TEST_PORTS.adminServer}/api`,
      });
      return Object.assign(running, { startedIn: took(started), mail });
    },
    async (error: unknown) => {
      // No MailDev is left running when the emulators could not start.
      await mailStarting.then((mail) => mail.stop()).catch(() => {});
      throw error;
    },
  );
}

async function main() {
  const needEmulators = steps.has('integration') || steps.has('e2e');
  emulatorsStarting = needEmulators ? startTestEmulators() : undefined;
  // Whatever happens first, a failure to start is reported when the emulators are needed.
  emulatorsStarting?.catch(() => {});
  await Promise.all([
    steps.has('typecheck') &&
      check('typecheck', [
        ['npx', ['tsc', '-p', 'tsconfig.json']],
        ['npx', ['tsc', '-p', 'admin-server/tsconfig.json']],
      ]),
    steps.has('lint') &&
      check('lint', [
        ['npx', ['eslint', '.', '--max-warnings', '0']],
        ['npx', ['prettier', '--check', '.']],
      ]),
  ]);
  if (steps.has('unit')) await vitest('unit');
  if (!emulatorsStarting) return;

  const running = await emulatorsStarting;
  emulators = running;
  report(
    `✓ Emulators: Auth ${TEST_PORTS.auth}, Firestore ${TEST_PORTS.firestore}, ` +
      `Storage ${TEST_PORTS.storage}, MailDev SMTP ${TEST_MAIL_PORTS.smtp}; ` +
      `storage.rules enforced by ${running.storageRules} ` +
      `(started in ${running.startedIn}, beside the steps before)`,
  );

  // The end-to-end stack (the demo club in the emulators' own project, the build, the servers)
  // starts beside the integration tests, which each use a project of their own
  // (tests/setup/project-per-file.ts): the build's CPU fills their waits on the emulators.
  if (steps.has('e2e')) {
    const started = performance.now();
    const lines: string[] = [];
    e2eStack = startE2eSite((line) => lines.push(line)).then((serving) => ({
      servers: serving,
      lines: [...lines, `✓ End-to-end stack: seeded, built and serving (${took(started)})`],
    }));
    e2eStack.catch(() => {});
  }
  if (steps.has('integration')) await vitest('integration');
  if (e2eStack) {
    const stack = await e2eStack;
    servers.push(...stack.servers);
    stack.lines.forEach(report);
    await playwright();
  }
}

// What is tested is what the functions run: the same Node major, or no run at all.
const refusal = nodeVersionRefusal(root);
if (refusal) {
  console.error(`✗ ${refusal}`);
  process.exit(1);
}

const stop = () => void cleanup().then(() => process.exit(130));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);

function summary(): string {
  return `Summary: ${describeCounts(total)} in ${took(runStarted)}`;
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
