/**
 * A returning visitor (issue 12): each public route is visited once in a fresh phone-sized context,
 * until its content shows, the service worker controls the page and the page's data is kept in
 * IndexedDB. Then, in the same context:
 * - repeat visit: the route opened again in a new page with 4× CPU slowdown (as Lighthouse mobile
 *   throttles the CPU; the network is not throttled, the app shell comes from the service worker),
 *   and its Largest Contentful Paint read from Chromium's own PerformanceObserver; REPEAT_RUNS
 *   times, the median kept, as for Lighthouse's figures (one open of the same kept page varied
 *   from 200 to 740 ms on this 2-core machine). The new page is left to settle before the route
 *   is opened in it (TAB_SETTLE_MS): see there;
 * - offline: the network cut (context offline) and the route opened in a new page: does its
 *   content show?
 */
import type { Browser, Page } from 'playwright-core';
import { median } from './lighthouse.ts';
import { PHONE } from './measure-route.ts';
import type { BenchRoute } from './routes.ts';

export interface ReturnMeasure {
  path: string;
  firstVisitShown: boolean;
  /** The median of the runs. */
  repeatLcpMs?: number;
  repeatLcpRunsMs?: number[];
  offlineShown: boolean;
}

const REPEAT_RUNS = 3;

/**
 * How long a new page is left before the route is opened in it. Chromium (156, headless) loads its
 * own address-bar popup for every new window, a page of about 400 script modules
 * (chrome://omnibox-popup.top-chrome) in a renderer of its own, in the first few hundred
 * milliseconds; opened at once, the route shared this 2-core machine with it and its LCP was that
 * much later (traces of /matches: the popup's modules load while the kept page is parsed). A
 * phone's browser has its own UI up before a link is opened. Measured: the median repeat-visit LCP
 * of /matches, /records and /catches, 8 opens each, 584 ms opened at once, 348 ms after 1.5 s.
 */
const TAB_SETTLE_MS = 1500;

const SHOWN_TIMEOUT_MS = 20_000;

async function contentShown(page: Page, route: BenchRoute): Promise<boolean> {
  try {
    for (const selector of route.content) {
      await page.locator(selector).first().waitFor({ state: 'visible', timeout: SHOWN_TIMEOUT_MS });
    }
    return true;
  } catch {
    return false;
  }
}

/** Whether the kept query cache in IndexedDB holds any query yet. */
function keptAnything(page: Page): Promise<boolean> {
  return page.evaluate(
    `new Promise((resolve) => {
      const open = indexedDB.open('pac-query-cache');
      open.onerror = () => resolve(false);
      open.onsuccess = () => {
        const db = open.result;
        if (!db.objectStoreNames.contains('keyval')) return resolve(false);
        const get = db.transaction('keyval').objectStore('keyval').get('query-cache');
        get.onsuccess = () => resolve((get.result?.clientState?.queries ?? []).length > 1);
        get.onerror = () => resolve(false);
      };
    })`,
  ) as Promise<boolean>;
}

/** How many queries the kept query cache in IndexedDB holds. */
function keptQueryCount(page: Page): Promise<number> {
  return page.evaluate(
    `new Promise((resolve) => {
      const open = indexedDB.open('pac-query-cache');
      open.onerror = () => resolve(0);
      open.onsuccess = () => {
        const db = open.result;
        if (!db.objectStoreNames.contains('keyval')) return resolve(0);
        const get = db.transaction('keyval').objectStore('keyval').get('query-cache');
        get.onsuccess = () => resolve((get.result?.clientState?.queries ?? []).length);
        get.onerror = () => resolve(0);
      };
    })`,
  ) as Promise<number>;
}

const LCP_SCRIPT = `window.__lcp = 0;
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) window.__lcp = entry.startTime;
}).observe({ type: 'largest-contentful-paint', buffered: true });`;

export async function measureReturn(
  browser: Browser,
  baseUrl: string,
  route: BenchRoute,
): Promise<ReturnMeasure> {
  const context = await browser.newContext({ viewport: PHONE, baseURL: baseUrl });
  try {
    const first = await context.newPage();
    await first.goto(route.path);
    const firstVisitShown = await contentShown(first, route);
    if (!firstVisitShown) return { path: route.path, firstVisitShown, offlineShown: false };
    await first.evaluate('navigator.serviceWorker.ready.then(() => true)');
    await first.waitForFunction('navigator.serviceWorker.controller !== null');
    for (let i = 0; i < 100 && !(await keptAnything(first)); i++) await first.waitForTimeout(100);
    // The persister writes at most once a second: wait until the kept queries stop changing, so
    // a query that answered after the first write (the page's last read) is kept too.
    await first.waitForLoadState('networkidle');
    let kept = await keptQueryCount(first);
    for (let i = 0; i < 10; i++) {
      await first.waitForTimeout(1500);
      const now = await keptQueryCount(first);
      if (now === kept) break;
      kept = now;
    }
    await first.close();

    const repeatLcpRunsMs: number[] = [];
    for (let run = 0; run < REPEAT_RUNS; run++) {
      const again = await context.newPage();
      await again.addInitScript(LCP_SCRIPT);
      const cdp = await context.newCDPSession(again);
      await again.waitForTimeout(TAB_SETTLE_MS);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await again.goto(route.path);
      await contentShown(again, route);
      // LCP settles once the page has been idle a moment after its content.
      await again.waitForLoadState('load');
      await again.waitForTimeout(500);
      repeatLcpRunsMs.push((await again.evaluate('window.__lcp')) as number);
      await again.close();
    }
    const repeatLcpMs = median(repeatLcpRunsMs);

    await context.setOffline(true);
    const offline = await context.newPage();
    await offline.goto(route.path).catch(() => undefined);
    const offlineShown = await contentShown(offline, route);
    return { path: route.path, firstVisitShown, repeatLcpMs, repeatLcpRunsMs, offlineShown };
  } finally {
    await context.close();
  }
}
