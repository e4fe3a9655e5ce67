/** axe-core in the page under test, written once for the files that check accessibility. */
import { fileURLToPath } from 'node:url';
import type { AxeResults, Result } from 'axe-core';
import type { Page } from 'playwright-core';

const AXE_PATH = fileURLToPath(new URL('../../node_modules/axe-core/axe.min.js', import.meta.url));

/**
 * The page's serious and critical violations, each as "rule (impact): target summary", so that a
 * failing `toEqual([])` says what to fix and where.
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: AXE_PATH });
  const results = await page.evaluate(() =>
    (window as unknown as { axe: { run: () => Promise<AxeResults> } }).axe.run(),
  );
  return results.violations
    .filter((v: Result) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v: Result) =>
      v.nodes.map(
        (node) => `${v.id} (${v.impact}): ${node.target.join(' ')} ${node.failureSummary ?? ''}`,
      ),
    );
}
