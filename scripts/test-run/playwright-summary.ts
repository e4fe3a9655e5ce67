/**
 * The end-to-end step of `npm test`: Playwright Test run quietly, its counts read from its JSON
 * report (passed, failed, flaky: passed on a retry, skipped with the reason), and on a failure what
 * it printed: each failing test's error and the path of its trace (`npx playwright show-trace …`).
 */
import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { failureReport, LOG_DIR, runQuiet, StepFailed } from './quiet-run.ts';
import { NO_TESTS, type Counts } from './vitest-summary.ts';

interface JsonTest {
  projectName: string;
  status: 'expected' | 'unexpected' | 'flaky' | 'skipped';
  annotations: { type: string; description?: string }[];
}
interface JsonSpec {
  title: string;
  file: string;
  tests: JsonTest[];
}
interface JsonSuite {
  title: string;
  specs?: JsonSpec[];
  suites?: JsonSuite[];
}
export interface PlaywrightReport {
  suites: JsonSuite[];
  /** Set when the run itself failed (the config, a webServer that did not start). */
  errors?: { message?: string }[];
}

export function playwrightCounts(report: PlaywrightReport): Counts {
  const counts: Counts = { ...NO_TESTS, flaky: 0, skippedReasons: [] };
  const reasons = new Map<string, number>();
  const visit = (suite: JsonSuite, describe: string | undefined) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        if (test.status === 'expected') counts.passed++;
        else if (test.status === 'unexpected') counts.failed++;
        else if (test.status === 'flaky') counts.flaky = (counts.flaky ?? 0) + 1;
        else {
          counts.skipped++;
          const why = test.annotations.find((a) => a.type === 'skip')?.description;
          const reason = `skipped: ${spec.file}: ${why ?? describe ?? spec.title}`;
          reasons.set(reason, (reasons.get(reason) ?? 0) + 1);
        }
      }
    }
    for (const child of suite.suites ?? []) visit(child, describe ?? child.title);
  };
  for (const file of report.suites) visit(file, undefined);
  const listed = [...reasons].map(([reason, count]) => reason.replace(': ', `: ${count} × `));
  counts.skippedReasons =
    listed.length > 5 ? [...listed.slice(0, 5), `… and ${listed.length - 5} more`] : listed;
  return counts;
}

/**
 * Runs `npx playwright test <args>` quietly (its output in .cache/test-logs/<name>.log); resolves
 * with its counts, or rejects with StepFailed carrying the counts and the failure report.
 */
export async function runPlaywright(options: {
  name: string;
  args: string[];
  /** Where the config's JSON reporter writes (PAC_E2E_JSON). */
  jsonFile?: string;
  env?: NodeJS.ProcessEnv;
}): Promise<Counts> {
  const jsonFile = options.jsonFile ?? path.join(LOG_DIR, `${options.name}.json`);
  rmSync(jsonFile, { force: true });
  const env = { ...process.env, ...options.env, PAC_E2E_JSON: jsonFile };
  let failure: unknown;
  await runQuiet(options.name, 'npx', ['playwright', 'test', ...options.args], env).catch(
    (error: unknown) => (failure = error),
  );
  const counts = existsSync(jsonFile)
    ? playwrightCounts(JSON.parse(readFileSync(jsonFile, 'utf8')) as PlaywrightReport)
    : NO_TESTS;
  if (failure instanceof StepFailed) {
    throw new PlaywrightFailed(failure.message, failureReport(failure.output), counts);
  }
  if (failure) throw failure;
  return counts;
}

export class PlaywrightFailed extends StepFailed {
  constructor(
    message: string,
    output: string,
    readonly counts: Counts,
  ) {
    super(message, output);
  }
}
