/**
 * Debian's Chromium driven by playwright-core (Playwright's own browser download cannot work
 * offline). The site under test is the production build that scripts/test.ts serves at E2E_BASE_URL.
 */
import { execFileSync } from 'node:child_process';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

export const baseUrl = (() => {
  const url = process.env.E2E_BASE_URL;
  if (!url) throw new Error('E2E_BASE_URL is not set: run end-to-end tests through `npm test`.');
  return url;
})();

function chromiumPath(): string {
  const configured = process.env.CHROMIUM_PATH;
  if (configured) return configured;
  try {
    return execFileSync('sh', ['-c', 'command -v chromium || command -v chromium-browser'], {
      encoding: 'utf8',
    }).trim();
  } catch {
    throw new Error('Chromium was not found: apt-get install -y chromium (or set CHROMIUM_PATH).');
  }
}

export async function launchBrowser(): Promise<Browser> {
  const browser = await chromium.launch({
    executablePath: chromiumPath(),
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  console.info(`End-to-end browser: Chromium ${browser.version()} against ${baseUrl}`);
  return browser;
}

/** Chromium's console message for a request or script the Content-Security-Policy refused. */
export function isCspViolation(text: string): boolean {
  return /violates the following Content Security Policy directive/i.test(text);
}

export const PHONE = { width: 375, height: 812 };
export const DESKTOP = { width: 1280, height: 800 };

/**
 * Makes page.goto and page.reload resolve once the page answers clicks: a public page arrives
 * rendered by the server and shows before its JavaScript has hydrated it (src/app/layout/Layout.tsx
 * marks <html data-interactive>); a click before that would be lost, which no person would do.
 */
function waitForInteractive(page: Page) {
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

/**
 * A fresh context (no shared sign-in) whose page fails the test on any uncaught page error, and on
 * any Content-Security-Policy violation: the site is served with firebase.json's headers
 * (scripts/hosting/hosting-headers.ts), and Chromium reports each refusal on the console.
 */
export async function newPage(
  browser: Browser,
  viewport = DESKTOP,
): Promise<{ context: BrowserContext; page: Page; pageErrors: Error[] }> {
  const context = await browser.newContext({ viewport, baseURL: baseUrl });
  const page = await context.newPage();
  waitForInteractive(page);
  const pageErrors: Error[] = [];
  page.on('pageerror', (error) => pageErrors.push(error));
  page.on('console', (message) => {
    if (isCspViolation(message.text())) pageErrors.push(new Error(message.text()));
  });
  return { context, page, pageErrors };
}

export async function signInAs(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/admin/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByLabel('Password').press('Enter');
}
