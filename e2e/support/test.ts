/**
 * The end-to-end tests' `test`: Playwright Test's, with the fixtures these tests share.
 * - `page` (and `context`) is at the project's viewport (playwright.config.ts: phone or desktop);
 * - `pageErrors` collects the uncaught errors of that page, and each Content-Security-Policy
 *   violation Chromium reports on its console (the site is served with firebase.json's headers:
 *   scripts/hosting/hosting-headers.ts), for a test to assert there are none;
 * - `openPage(viewport?, storageState?)` opens a further fresh context (no shared sign-in, unless
 *   given a stored session: admin-screens.ts's superAdminPage) and page, at the project's viewport
 *   unless told, with its own `pageErrors`; it is closed after the test;
 * - `closeAfterTest(context)` closes a context made with `browser.newContext` after the test.
 * On `page` and each opened page, goto and reload resolve once the page answers clicks
 * (browser.ts's waitForInteractive: server-rendered pages show before they hydrate).
 * A test about one viewport is tagged '@phone' (run by the phone project only); one about both sizes
 * '@both'; any other runs in the desktop project.
 */
import { test as base, type BrowserContext, type Page } from '@playwright/test';
import { DESKTOP, isCspViolation, waitForInteractive } from './browser';

export { expect } from '@playwright/test';

export type Viewport = { width: number; height: number };

export interface OpenedPage {
  context: BrowserContext;
  page: Page;
  pageErrors: Error[];
}

/** What a context starts with: a session stored from another context (BrowserContext.storageState). */
export type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

export type OpenPage = (viewport?: Viewport, storageState?: StorageState) => Promise<OpenedPage>;
export type CloseAfterTest = <T extends { context: BrowserContext } | BrowserContext>(
  opened: T,
) => T;

export interface E2eFixtures {
  pageErrors: Error[];
  openPage: OpenPage;
  closeAfterTest: CloseAfterTest;
}

function collectErrors(page: Page): Error[] {
  const errors: Error[] = [];
  page.on('pageerror', (error) => errors.push(error));
  page.on('console', (message) => {
    if (isCspViolation(message.text())) errors.push(new Error(message.text()));
  });
  return errors;
}

export const test = base.extend<E2eFixtures>({
  page: async ({ page }, use) => {
    waitForInteractive(page);
    await use(page);
  },
  pageErrors: async ({ page }, use) => {
    await use(collectErrors(page));
  },
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern.
  closeAfterTest: async ({}, use) => {
    const contexts: BrowserContext[] = [];
    await use((opened) => {
      contexts.push('context' in opened ? opened.context : opened);
      return opened;
    });
    await Promise.all(contexts.map((context) => context.close()));
  },
  openPage: async ({ browser, viewport, baseURL, closeAfterTest }, use) => {
    await use(async (size = viewport ?? DESKTOP, storageState) => {
      const context = closeAfterTest(
        await browser.newContext({ viewport: size, baseURL, storageState }),
      );
      const page = await context.newPage();
      waitForInteractive(page);
      return { context, page, pageErrors: collectErrors(page) };
    });
  },
});
