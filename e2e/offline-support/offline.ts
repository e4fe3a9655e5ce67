import { expect, type Page } from '@playwright/test';

/** Waits until the service worker has installed (app shell precached) and controls the page. */
export async function waitForServiceWorker(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

/** The query keys kept on the device (src/app/offline/query-persister.ts), as JSON. */
export function keptQueryKeys(page: Page): Promise<string[]> {
  return page.evaluate(
    () =>
      new Promise<string[]>((resolve) => {
        const open = indexedDB.open('pac-query-cache');
        open.onerror = () => resolve([]);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('keyval')) return resolve([]);
          const get = db.transaction('keyval').objectStore('keyval').get('query-cache');
          get.onerror = () => resolve([]);
          get.onsuccess = () => {
            const queries = (get.result?.clientState?.queries ?? []) as { queryKey: unknown[] }[];
            resolve(queries.map((q) => JSON.stringify(q.queryKey)));
            db.close();
          };
        };
      }),
  );
}

/**
 * Waits until the kept query cache holds a query whose key starts with `prefix`: what a reload with
 * no signal will show.
 */
export async function waitForKeptQuery(page: Page, prefix: string[]): Promise<void> {
  const start = JSON.stringify(prefix).slice(0, -1);
  await expect
    .poll(async () => (await keptQueryKeys(page)).some((key) => key.startsWith(start)), {
      timeout: 20_000,
    })
    .toBe(true);
}
