/** axe-core in the page under test, written once for the files that check accessibility. */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { AxeResults, Result } from 'axe-core';
import type { Page } from '@playwright/test';

const AXE_PATH = fileURLToPath(new URL('../../node_modules/axe-core/axe.min.js', import.meta.url));
let axeSource: string | undefined;

/**
 * The page's serious and critical violations, each as "rule (impact): target summary", so that a
 * failing `toEqual([])` says what to fix and where.
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  // Evaluated by the test driver rather than added as a <script>: the site's Content-Security-Policy
  // refuses inline scripts it did not ship, as it should.
  axeSource ??= readFileSync(AXE_PATH, 'utf8');
  // Colours are measured once MUI's transitions have finished (a button turning from disabled to
  // enabled fades for 250 ms, and halfway it fails the contrast rule); endless ones (spinners) aside.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' ||
          animation.effect?.getComputedTiming().iterations === Infinity,
      ),
  );
  await page.evaluate(axeSource);
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
