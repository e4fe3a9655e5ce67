import type { Page } from '@playwright/test';

/** What a page held as it was parsed, and when React had hydrated it. */
export interface Hydration {
  /** When Layout marked the page hydrated (<html data-interactive>), by the page's clock. */
  at: number;
  /** The files it had fetched by then. */
  files: string[];
  /** Its style rules when the HTML was parsed (DOMContentLoaded), and when it was hydrated. */
  parsedRules: string[];
  hydratedRules: string[];
}

/**
 * From now on, records each page the tab opens (read it with `hydrationOf` once the page is
 * hydrated). The document is observed, not its <html>: there is none yet when this runs.
 */
export async function recordHydration(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const rules = () =>
      [...document.styleSheets].flatMap((sheet) => [...sheet.cssRules].map((r) => r.cssText));
    const record: Partial<Hydration> = {};
    (window as { pacHydration?: Partial<Hydration> }).pacHydration = record;
    document.addEventListener('DOMContentLoaded', () => (record.parsedRules = rules()));
    new MutationObserver((_, observer) => {
      if (document.documentElement.dataset.interactive !== 'true') return;
      observer.disconnect();
      record.at = performance.now();
      record.files = performance.getEntriesByType('resource').map((entry) => entry.name);
      record.hydratedRules = rules();
    }).observe(document, { subtree: true, attributeFilter: ['data-interactive'] });
  });
}

/** The record of the page now open, once it is hydrated. */
export async function hydrationOf(page: Page): Promise<Hydration> {
  await page.locator('html[data-interactive="true"]').waitFor({ state: 'attached' });
  const record = await page.evaluate(
    () => (window as { pacHydration?: Partial<Hydration> }).pacHydration ?? {},
  );
  return { at: 0, files: [], parsedRules: [], hydratedRules: [], ...record };
}
