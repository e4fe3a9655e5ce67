/**
 * Debian's Chromium driven by Playwright Test (Playwright's own browser download cannot work
 * offline). The site under test is the production build served by scripts/e2e-server.ts (run by
 * playwright.config.ts's webServer, or by `npm test`) at baseUrl, through the server renderer with
 * firebase.json's headers (scripts/site-server.ts).
 */
import type { Page } from '@playwright/test';
import { HOST, TEST_PORTS } from '../../scripts/emulators/config';

export const baseUrl = process.env.E2E_BASE_URL ?? `http://${HOST}:${TEST_PORTS.site}`;

// Where Chromium is, shared with the bench.
export { chromiumPath } from '../../scripts/chromium';

/** Playwright adds --headless itself; these keep Chromium from reaching Google's servers. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** Chromium's console message for a request or script the Content-Security-Policy refused. */
export function isCspViolation(text: string): boolean {
  return /violates the following Content Security Policy directive/i.test(text);
}

/**
 * A page's errors less Chromium's reports of a blocked inline event handler, for the tests that
 * store hostile markup on purpose: parsing a stored `onerror` attribute, even in the sanitizer's
 * inert document, makes Chromium check it against the Content-Security-Policy (the HTML standard
 * checks an event handler attribute when it is set) and report it blocked. That report is the
 * policy doing its job; those tests check that nothing ran. Any other error or violation stays.
 */
export function withoutBlockedHandlers(errors: Error[]): Error[] {
  return errors.filter((error) => !/^Executing inline event handler violates/.test(error.message));
}

/** The viewports of playwright.config.ts's two projects (the phone-first size is 360 × 740). */
export const PHONE = { width: 360, height: 740 };
export const DESKTOP = { width: 1280, height: 800 };

/**
 * Makes page.goto and page.reload resolve once the page answers clicks: a public page arrives
 * rendered by the server and shows before its JavaScript has hydrated it (src/app/layout/Layout.tsx
 * marks <html data-interactive>); a click before that would be lost, which no person would do.
 */
export function waitForInteractive(page: Page): void {
  const interactive = () =>
    page.waitForFunction(() => document.documentElement.dataset.interactive === 'true');
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args) => {
    const response = await goto(...args);
    await interactive();
    return response;
  };
  page.reload = async (...args) => {
    const response = await reload(...args);
    await interactive();
    return response;
  };
}

export async function signInAs(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/admin/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByLabel('Password').press('Enter');
}
