import sharp from 'sharp';
import { addPrecached, PRECACHE_LIMIT, precacheUrls } from '../scripts/bench/precache-size';
import { COLLECTIONS, CONTENT_DOC_ID } from '../src/config/constants';
import { adminDb } from '../tests/support/emulators';
import { superAdminPage } from './support/admin-screens';
import { PHONE } from './support/browser';
import { restoreDemoClub } from './support/demo-data';
import { keptQueryKeys, waitForKeptQuery, waitForServiceWorker } from './offline-support/offline';
import { expect, test } from './support/test';

/** Named only by Firebase Auth's code (its API's host): how a test knows Auth's file by content. */
const AUTH_API_HOST = 'identitytoolkit.googleapis.com';

test.describe('Installable app', () => {
  test(
    'has a valid web app manifest with 192, 512 and maskable icons',
    { tag: '@phone' },
    async ({ context, page }) => {
      await page.goto('/');
      const href = await page.locator('link[rel="manifest"]').getAttribute('href');
      expect(href).toBeTruthy();
      const response = await page.request.get(href!);
      expect(response.ok()).toBe(true);
      const manifest = (await response.json()) as {
        name: string;
        short_name: string;
        theme_color: string;
        display: string;
        start_url: string;
        icons: { src: string; sizes: string; type: string; purpose?: string }[];
      };
      expect(manifest).toMatchObject({
        name: 'Priory Angling Club',
        short_name: 'PAC',
        theme_color: '#1b5e20',
        display: 'standalone',
        start_url: '/',
      });
      for (const icon of manifest.icons) {
        const image = await page.request.get(icon.src);
        expect(image.ok()).toBe(true);
        const meta = await sharp(await image.body()).metadata();
        expect(`${meta.width}x${meta.height}`).toBe(icon.sizes);
        expect(meta.format).toBe('png');
      }
      const sizes = manifest.icons.map((icon) => icon.sizes);
      expect(sizes).toEqual(expect.arrayContaining(['192x192', '512x512']));
      expect(manifest.icons.some((icon) => icon.purpose?.includes('maskable'))).toBe(true);
      await context.close();
    },
  );

  test(
    'installs a service worker that controls the page after a reload',
    { tag: '@phone' },
    async ({ context, page, pageErrors }) => {
      await page.goto('/');
      await page.getByRole('heading', { level: 1, name: 'Priory Angling Club' }).waitFor();
      await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
      await page.reload();
      await page.getByRole('heading', { level: 1, name: 'Priory Angling Club' }).waitFor();
      expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(
        /\/sw\.js$/,
      );
      expect(pageErrors).toEqual([]);
      await context.close();
    },
  );
});

test.describe('A return visit', () => {
  test.afterAll(restoreDemoClub);

  test(
    "opens the kept copy of a public page, then shows an admin's change made since",
    { tag: '@phone' },
    async ({ page, pageErrors }) => {
      await page.goto('/');
      await page.getByRole('heading', { level: 1, name: 'Priory Angling Club' }).waitFor();
      await waitForServiceWorker(page);
      // Opened again through the service worker, which keeps its copy.
      await page.goto('/');
      await page.waitForFunction(async () =>
        (await (await caches.open('public-pages')).keys()).some(
          (request) => new URL(request.url).pathname === '/',
        ),
      );

      const news = 'Fishing resumes at Weston on Saturday.';
      await adminDb()
        .doc(`${COLLECTIONS.content}/${CONTENT_DOC_ID}`)
        .update({ homeText: `<p>${news}</p>` });
      await page.reload();
      // The page came from the kept copy (not the network, which already has the change) ...
      expect(
        await page.evaluate(() =>
          document.getElementById('pac-page-data')?.hasAttribute('data-kept'),
        ),
      ).toBe(true);
      // ... and its data is read again once it has hydrated, though only seconds old.
      await page.getByText(news).waitFor();
      expect(pageErrors).toEqual([]);
    },
  );
});

test.describe('Readable with no signal', () => {
  test(
    'shows /catches and / as seen before when reloaded offline, saying when they were updated',
    { tag: '@phone' },
    async ({ context, page, pageErrors }) => {
      await page.goto('/catches');
      await page.getByRole('heading', { level: 1, name: 'Member Catches' }).waitFor();
      const firstRow = page.locator('main table tbody tr').first();
      await firstRow.waitFor();
      const rowText = await firstRow.innerText();
      await waitForServiceWorker(page);
      await waitForKeptQuery(page, ['catches', 'public']);
      // The catch form's code, not precached, is fetched and kept as /catches is read (issue 35).
      await page.waitForFunction(async () =>
        (await (await caches.open('on-demand-code')).keys()).some((request) =>
          /\/SubmitCatchDialog-[^/]*\.js$/.test(request.url),
        ),
      );
      // With the Firebase Auth its sending loads, so a catch saved with no signal goes when it returns.
      await page.waitForFunction(
        async (host) => {
          const cache = await caches.open('on-demand-code');
          for (const request of await cache.keys()) {
            if ((await (await cache.match(request))?.text())?.includes(host)) return true;
          }
          return false;
        },
        AUTH_API_HOST,
        { polling: 500 },
      );

      await page.goto('/');
      await page.getByRole('heading', { name: 'Winter league dates announced' }).waitFor();
      await waitForKeptQuery(page, ['content', 'articles', 'latest']);
      await waitForKeptQuery(page, ['content', 'site']);

      await context.setOffline(true);
      await page.reload();
      await page.getByRole('heading', { level: 1, name: 'Priory Angling Club' }).waitFor();
      await page.getByRole('heading', { name: 'Winter league dates announced' }).waitFor();
      await page.getByText(/You are offline\. This page was last updated/).waitFor();
      // The home image comes from the service worker's image cache.
      const image = page.getByRole('img', { name: 'Priory Angling Club waters' });
      await page.waitForFunction(
        (img) => (img as HTMLImageElement).complete,
        await image.elementHandle(),
      );
      expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth > 0)).toBe(true);

      await page.goto('/catches');
      await page.getByRole('heading', { level: 1, name: 'Member Catches' }).waitFor();
      await page.locator('main table tbody tr').first().waitFor();
      expect(await page.locator('main table tbody tr').first().innerText()).toBe(rowText);
      await page.getByText(/You are offline\. This page was last updated/).waitFor();
      // The catch form opens in this new page from what the service worker kept.
      await page.getByRole('button', { name: 'Submit Yours!' }).click();
      const form = page.getByRole('dialog', { name: 'Submit Catch' });
      await form.getByRole('textbox', { name: 'Fish' }).waitFor();
      await form.getByRole('button', { name: 'Cancel' }).click();
      await form.waitFor({ state: 'detached' });

      // Back online, the notice goes away.
      await context.setOffline(false);
      await page.getByText(/You are offline/).waitFor({ state: 'detached' });
      expect(pageErrors).toEqual([]);
      await context.close();
    },
  );

  test(
    'keeps the HTML of each public page opened, and never an admin page in any letter case',
    { tag: '@phone' },
    async ({ openPage }) => {
      const { context, page, pageErrors } = await superAdminPage(openPage, PHONE);
      await page.goto('/');
      await page.getByRole('heading', { level: 1, name: 'Priory Angling Club' }).waitFor();
      await waitForServiceWorker(page);
      for (const path of ['/news', '/league', '/ADMIN/manage-catches', '/admin']) {
        await page.goto(path);
        await page.locator('main h1').first().waitFor();
      }
      const kept = await page.evaluate(async () =>
        (await (await caches.open('public-pages')).keys()).map(
          (request) => new URL(request.url).pathname,
        ),
      );
      expect(kept).toEqual(expect.arrayContaining(['/news', '/league']));
      expect(kept.filter((path) => /^\/admin/i.test(path))).toEqual([]);

      // The back office's code is no visitor's precache: kept as the admin opened it (issue 35).
      // Nor is a member's card, joining or the catch form, opened on purpose.
      const code = await page.evaluate(async () => {
        const files = async (name: string) =>
          (await (await caches.open(name)).keys()).map((r) => new URL(r.url).pathname);
        const precache = (await caches.keys()).find((name) => name.includes('precache'));
        return { precache: await files(precache!), onDemand: await files('on-demand-code') };
      });
      const adminChunk = /\/(admin-routes|ManageCatchesPage|RichTextEditorField)-[^/]*\.js$/;
      const onPurpose = /\/(CardPage|JoinPage|SubmitCatchDialog)-[^/]*\.js$/;
      expect(code.precache.some((path) => path.endsWith('.js'))).toBe(true);
      expect(code.precache.filter((path) => adminChunk.test(path))).toEqual([]);
      expect(code.precache.filter((path) => onPurpose.test(path))).toEqual([]);
      expect(code.onDemand.filter((path) => adminChunk.test(path)).length).toBeGreaterThan(1);
      // A visitor's phone precaches at most PRECACHE_LIMIT, compressed as Hosting sends it (issue 35).
      const precached = { entries: 0, bytes: 0, gzipBytes: 0, brotliBytes: 0 };
      const sw = await (await page.request.get('/sw.js')).text();
      const withAuth: string[] = [];
      for (const url of precacheUrls(sw)) {
        const body = await (await page.request.get(`/${url}`)).body();
        addPrecached(precached, url, body);
        if (body.includes(AUTH_API_HOST)) withAuth.push(url);
      }
      expect(precached.entries).toBeGreaterThan(1);
      expect(precached.brotliBytes).toBeLessThanOrEqual(PRECACHE_LIMIT);
      // Nor Firebase Auth: /catches and a kept card fetch it ahead, with a signal.
      expect(withAuth).toEqual([]);

      // With no signal, a page opened before reopens from its kept HTML, with its content.
      await context.setOffline(true);
      await page.goto('/league');
      await page.getByRole('heading', { level: 1, name: 'Priory Angling Club League' }).waitFor();
      await page.locator('main table tbody tr').first().waitFor();
      expect(pageErrors).toEqual([]);
      await context.close();
    },
  );

  // The back office answers in any letter case (react-router matches paths so): the persister's
  // pause must too (src/lib/admin-path.ts).
  for (const adminPath of ['/admin/manage-catches', '/ADMIN/manage-catches']) {
    test(
      `keeps only public queries on the device, never admin data, nothing at all while ${adminPath} is open`,
      { tag: '@phone' },
      async ({ openPage }) => {
        const { context, page } = await superAdminPage(openPage, PHONE);
        // Every write of the kept queries (idb-keyval's put), with the address open at the time.
        await page.addInitScript(() => {
          const writes: string[] = [];
          Object.assign(window, { pacQueryWrites: writes });
          const put = IDBObjectStore.prototype.put;
          IDBObjectStore.prototype.put = function (this: IDBObjectStore, ...args) {
            if (this.name === 'keyval') writes.push(location.pathname);
            return put.apply(this, args);
          };
        });
        await page.goto(adminPath);
        await page.getByRole('heading', { level: 1, name: /Manage Catches/ }).waitFor();
        // On a phone the admin list is a stack of cards, one list item per catch.
        await page.getByRole('list', { name: 'Catches' }).getByRole('listitem').first().waitFor();
        // Back to a public page inside the app: the admin queries are still in memory.
        await page.evaluate(() => {
          history.pushState({}, '', '/matches');
          dispatchEvent(new PopStateEvent('popstate'));
        });
        await page
          .getByRole('heading', { level: 1, name: 'Priory Angling Club Match List' })
          .waitFor();
        // Each of the match page's queries kept once it has answered (the persister writes at
        // most once a second, so the first write may hold only some of them).
        // (Past matches are read only when asked for: the list opens with them hidden.)
        const matchPage = ['["matches","upcoming"]', '["matchRules"]'];
        await expect
          .poll(() => keptQueryKeys(page), { timeout: 20_000 })
          .toEqual(expect.arrayContaining(matchPage));
        const keys = await keptQueryKeys(page);
        // Nothing of the admin screen opened first: only the navbar's and the match page's queries,
        // and the club records, which Manage Catches reads to warn of a record catch but which are
        // public (the /records page).
        const publicReads = [...matchPage, '["summaries","socialLinks"]', '["records","club"]'];
        expect(keys.filter((key) => !publicReads.includes(key))).toEqual([]);
        // Written only once a public page was open: the public queries that Manage Catches read (the
        // navbar's, the records) were held back while it was open, as everything there is.
        const writes = await page.evaluate(
          () => (window as unknown as { pacQueryWrites: string[] }).pacQueryWrites,
        );
        expect(writes.length).toBeGreaterThan(0);
        expect(writes.filter((path) => path !== '/matches')).toEqual([]);
        await context.close();
      },
    );
  }
});
