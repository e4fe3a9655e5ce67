import type { Page } from '@playwright/test';

/** Opens a route and waits until its h1 is shown and no spinner is left (its data has arrived). */
export async function openLoaded(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.locator('main h1').first().waitFor();
  await page.waitForFunction(() => document.querySelector('[role="status"]') === null);
}

/** True when the page does not scroll sideways (the phone layout fits the screen). */
export function fitsWidth(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
}
