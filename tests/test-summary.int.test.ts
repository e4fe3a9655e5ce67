/**
 * The counts `npm test` prints per step (scripts/test-run/): skipped tests are counted apart from
 * passed ones and carry their reason; a failure report keeps what is needed and drops passed lines.
 */
import { describe, expect, it } from 'vitest';
import { failureReport } from '../scripts/test-run/quiet-run';
import { countsOf, describeCounts, type AssertionResult } from '../scripts/test-run/vitest-summary';

const result = (
  status: AssertionResult['status'],
  title: string,
  ancestorTitles: string[] = [],
): AssertionResult => ({ status, title, ancestorTitles });

describe("npm test's summary", () => {
  it('counts passed, failed and skipped tests, with each skip reason once', () => {
    const counts = countsOf(
      {
        testResults: [
          {
            name: '/repo/tests/rules/storage.int.test.ts',
            assertionResults: [
              result('passed', 'a'),
              result('skipped', 'b', ['storage (NOT RUN: no runtime)', 'get']),
              result('skipped', 'c', ['storage (NOT RUN: no runtime)', 'put']),
            ],
          },
          {
            name: '/repo/e2e/x.e2e.test.ts',
            assertionResults: [result('failed', 'd'), result('todo', 'later')],
          },
        ],
      },
      '/repo',
    );
    expect(describeCounts(counts)).toBe('1 passed, 1 failed, 3 skipped');
    expect(counts.skippedReasons).toEqual([
      'skipped: 2 × tests/rules/storage.int.test.ts: storage (NOT RUN: no runtime)',
      'skipped: 1 × e2e/x.e2e.test.ts: later',
    ]);
  });

  it("counts tests not run because their file's set-up failed as failed, and says why", () => {
    const counts = countsOf(
      {
        testResults: [
          {
            name: '/repo/admin-server/test/slow.test.ts',
            message: 'Hook timed out in 120000ms.\nIf this is a long-running hook, ...',
            assertionResults: [result('skipped', 'a', ['the api function'])],
          },
        ],
      },
      '/repo',
    );
    expect(counts.skippedReasons).toEqual([
      "failed, not run: 1 × admin-server/test/slow.test.ts: the file's set-up failed: Hook timed out in 120000ms.",
    ]);
    expect(describeCounts(counts)).toBe('0 passed, 1 failed, 0 skipped');
  });

  it("keeps a failure's error and diff and drops the lines of what passed", () => {
    const output = [
      ' ✓  unit  src/a.test.ts (3 tests) 20ms',
      ' ❯  unit  src/b.test.ts (2 tests | 1 failed) 12ms',
      '   ✓ works',
      '   × breaks',
      ' FAIL  src/b.test.ts > breaks',
      'AssertionError: expected 1 to be 2',
    ].join('\n');
    expect(failureReport(output)).toBe(
      [
        ' ❯  unit  src/b.test.ts (2 tests | 1 failed) 12ms',
        '   × breaks',
        ' FAIL  src/b.test.ts > breaks',
        'AssertionError: expected 1 to be 2',
      ].join('\n'),
    );
  });
});
