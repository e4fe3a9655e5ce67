/**
 * `npm test`'s end-to-end step (scripts/test-run/playwright-summary.ts) on a tiny Playwright Test
 * suite written here: one test passes, one is skipped with a reason, one fails on its first attempt
 * only (flaky, with a retry) and one is broken on purpose. What `npm test` would print must name the
 * broken test, its error and the path of its trace, and the counts must say each kind.
 */
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { PlaywrightFailed, runPlaywright } from '../scripts/test-run/playwright-summary';
import { describeCounts } from '../scripts/test-run/vitest-summary';

// Inside the repository, so that the config and spec resolve @playwright/test.
const dir = path.resolve('.cache/e2e-failure-report');

const CONFIG = `
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from '../../e2e/support/browser';
export default defineConfig({
  testDir: '.',
  outputDir: './test-results',
  workers: 1,
  retries: 1,
  reporter: [['line'], ['json', { outputFile: process.env.PAC_E2E_JSON }]],
  use: {
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: chromiumPath(), args: CHROMIUM_ARGS },
  },
});
`;

const SPEC = `
import { expect, test } from '@playwright/test';
test('passes', async ({ page }) => {
  await page.setContent('<h1>Hello</h1>');
  await expect(page.locator('h1')).toHaveText('Hello');
});
test('is skipped here', () => {
  test.skip(true, 'not on this machine');
});
test('fails once then passes', async ({ page }, testInfo) => {
  await page.setContent('<h1>Hello</h1>');
  expect(testInfo.retry).toBe(1);
});
test('is broken on purpose', async ({ page }) => {
  await page.setContent('<h1>Hello</h1>');
  expect(await page.locator('h1').textContent()).toBe('Goodbye');
});
`;

describe("npm test's end-to-end step", () => {
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("prints a failing test's error and trace path, and counts flaky and skipped tests", async () => {
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, 'playwright.config.ts'), CONFIG);
    writeFileSync(path.join(dir, 'broken.spec.ts'), SPEC);

    const failure = await runPlaywright({
      name: 'e2e-failure-report',
      args: ['--config', path.join(dir, 'playwright.config.ts')],
      jsonFile: path.join(dir, 'report.json'),
    }).catch((error: unknown) => error);

    expect(failure).toBeInstanceOf(PlaywrightFailed);
    const { output, counts } = failure as PlaywrightFailed;
    expect(describeCounts(counts, true)).toBe('1 passed, 1 failed, 1 skipped, 1 flaky');
    expect(counts.skippedReasons).toEqual(['skipped: 1 × broken.spec.ts: not on this machine']);
    expect(output).toContain('is broken on purpose');
    expect(output).toContain('Goodbye');
    const trace = /(\S*test-results\S*broken-on-purpose\S*\/trace\.zip)/.exec(output)?.[1];
    expect(trace, output).toBeDefined();
    expect(existsSync(path.resolve(dir, trace!)) || existsSync(path.resolve(trace!))).toBe(true);
    expect(output).toContain(`npx playwright show-trace ${trace}`);
  }, 180_000);
});
