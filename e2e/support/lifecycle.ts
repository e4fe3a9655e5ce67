/**
 * The browser lifecycle of an end-to-end file, written once: Chromium is launched before the file's
 * tests and closed after them, and each page opened with openPage() (a fresh context: no shared
 * sign-in) is closed after the test that opened it, a failing test included, so nothing leaks into
 * the next test.
 */
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { DESKTOP, launchBrowser, newPage } from './browser';

export interface E2eBrowser {
  /** The file's Chromium, for a test that opens a context of its own (see closeAfterTest). */
  readonly browser: Browser;
  /** A fresh context and page at `viewport`, closed after this test. */
  openPage(viewport?: typeof DESKTOP): ReturnType<typeof newPage>;
  /** Closes `context` after this test too (for contexts made with browser.newContext). */
  closeAfterTest<T extends { context: BrowserContext } | BrowserContext>(opened: T): T;
}

export function useBrowser(): E2eBrowser {
  let browser: Browser | undefined;
  const contexts: BrowserContext[] = [];
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((context) => context.close()));
  });
  afterAll(async () => {
    await browser?.close();
  });

  const e2e: E2eBrowser = {
    get browser() {
      if (!browser) throw new Error('The browser is launched in beforeAll: use it inside tests.');
      return browser;
    },
    async openPage(viewport = DESKTOP) {
      return e2e.closeAfterTest(await newPage(e2e.browser, viewport));
    },
    closeAfterTest(opened) {
      contexts.push('context' in opened ? opened.context : opened);
      return opened;
    },
  };
  return e2e;
}
