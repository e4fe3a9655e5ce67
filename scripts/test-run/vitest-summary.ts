/**
 * The counts `npm test` prints per Vitest project, read from Vitest's JSON report: passed, failed,
 * and skipped with the reason. A skipped test's reason is the title of the describe block that
 * skipped it (the storage rules tests, for example, say "NOT RUN: <why>"), else its own title; a
 * test that did not run because its file's set-up failed says so, with the set-up's error.
 */
import { readFileSync } from 'node:fs';

export interface AssertionResult {
  ancestorTitles: string[];
  title: string;
  status: 'passed' | 'failed' | 'skipped' | 'pending' | 'todo' | 'disabled';
}

interface JsonReport {
  testResults: {
    name: string;
    /** The file's own failure (a hook that threw or timed out), if any. */
    message?: string;
    assertionResults: AssertionResult[];
  }[];
}

export interface Counts {
  passed: number;
  failed: number;
  skipped: number;
  /** Failed, then passed on a retry (Playwright Test on CI); counted apart from passed. */
  flaky?: number;
  /** "skipped: 3 × e2e/x.e2e.test.ts: describe title" (or "failed, not run: …"), a few lines. */
  skippedReasons: string[];
}

export const NO_TESTS: Counts = { passed: 0, failed: 0, skipped: 0, skippedReasons: [] };

export function countsOf(report: JsonReport, root: string): Counts {
  const counts: Counts = { passed: 0, failed: 0, skipped: 0, skippedReasons: [] };
  const reasons = new Map<string, number>();
  for (const file of report.testResults) {
    const relative = file.name.startsWith(root) ? file.name.slice(root.length + 1) : file.name;
    for (const test of file.assertionResults) {
      if (test.status === 'passed') counts.passed++;
      else if (test.status === 'failed') counts.failed++;
      else {
        // Tests of a file whose set-up failed (a beforeAll timing out) are reported as skipped,
        // but they did not run because something broke: they count as failed, with the cause.
        const setUpFailed = file.message?.split('\n')[0];
        if (setUpFailed) counts.failed++;
        else counts.skipped++;
        const reason = setUpFailed
          ? `failed, not run: ${relative}: the file's set-up failed: ${setUpFailed}`
          : `skipped: ${relative}: ${test.ancestorTitles[0] ?? test.title}`;
        reasons.set(reason, (reasons.get(reason) ?? 0) + 1);
      }
    }
  }
  const listed = [...reasons].map(([reason, count]) => reason.replace(': ', `: ${count} × `));
  counts.skippedReasons =
    listed.length > 5 ? [...listed.slice(0, 5), `… and ${listed.length - 5} more`] : listed;
  return counts;
}

export function readCounts(jsonFile: string, root: string): Counts {
  return countsOf(JSON.parse(readFileSync(jsonFile, 'utf8')) as JsonReport, root);
}

export function addCounts(a: Counts, b: Counts): Counts {
  return {
    passed: a.passed + b.passed,
    failed: a.failed + b.failed,
    skipped: a.skipped + b.skipped,
    flaky: (a.flaky ?? 0) + (b.flaky ?? 0),
    skippedReasons: [...a.skippedReasons, ...b.skippedReasons],
  };
}

/** "612 passed, 0 failed, 2 skipped", and ", 1 flaky" when there are flaky tests or `withFlaky`. */
export function describeCounts(counts: Counts, withFlaky = false): string {
  const flaky = counts.flaky || withFlaky ? `, ${counts.flaky ?? 0} flaky` : '';
  return `${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped${flaky}`;
}
