/**
 * Public pages arrive as HTML (src/entry-server.tsx through server/site.ts): what a link-preview
 * crawler gets with no JavaScript. Every page of the one table of public pages is checked
 * (e2e/support/public-paths.ts); the same pages hydrating in Chromium are public-routes.spec.ts's.
 */
import { JSDOM } from 'jsdom';
import { CLUB_NAME, COLLECTIONS, CONTENT_DOC_ID } from '../src/config/constants';
import { adminDb } from '../tests/support/emulators';
import { baseUrl } from './support/browser';
import { expect, test } from './support/test';
import {
  pathOf,
  pendingCatchId,
  PUBLIC_PAGES,
  publicPaths,
  type PublicPath,
} from './support/public-paths';

async function fetchPage(path: string) {
  const response = await fetch(new URL(path, baseUrl), { headers: { Accept: 'text/html' } });
  const html = await response.text();
  const { document } = new JSDOM(html).window;
  const meta = (key: string) =>
    document.querySelector(`meta[property="${key}"], meta[name="${key}"]`)?.getAttribute('content');
  return { response, html, document, meta };
}

let paths: PublicPath[] = [];
test.beforeAll(async () => {
  paths = await publicPaths();
});

test.describe('a public page with no JavaScript (a link-preview crawler)', () => {
  for (const publicPage of PUBLIC_PAGES) {
    test(`${publicPage.path} holds its heading, its content, its title and its preview tags`, async () => {
      const path = await pathOf(publicPage);
      const { response, document, meta } = await fetchPage(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('cache-control'), path).toContain('s-maxage=60');
      const main = document.querySelector('main')!;
      const h1 = main.querySelector('h1')?.textContent ?? '';
      if (publicPage.heading) expect(h1, path).toBe(publicPage.heading);
      else expect(h1.length, path).toBeGreaterThan(0);
      // The page's content, not a spinner: its data was read on the server.
      expect(main.querySelector('[role="progressbar"]'), path).toBeNull();
      expect((main.textContent ?? '').length - h1.length, path).toBeGreaterThan(40);
      const title = document.querySelector('title')?.textContent ?? '';
      expect(title.startsWith(CLUB_NAME), path).toBe(true);
      expect(meta('og:title'), path).toBe(title);
      expect(meta('description')?.length, path).toBeGreaterThan(10);
      expect(meta('og:description'), path).toBe(meta('description'));
      expect(meta('og:image'), path).toMatch(/^https?:\/\//);
      expect(meta('twitter:card'), path).toBeTruthy();
      expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href'), path).toBe(
        new URL(path, baseUrl).href,
      );
      // Critical CSS in the head, and the data the page was rendered with.
      expect(document.querySelector('head style[data-emotion]'), path).not.toBeNull();
      expect(document.getElementById('pac-page-data'), path).not.toBeNull();
    });
  }

  test("shows a page's own words: the home page's news, a catch's angler and photo", async () => {
    const home = await fetchPage('/');
    expect(home.document.querySelector('main')?.textContent).toContain(
      'Winter league dates announced',
    );
    const catchPath = paths.find(({ page }) => page.path === '/catches/:id')!.path;
    const fish = (
      await adminDb()
        .doc(`${COLLECTIONS.catches}/${catchPath.split('/')[2]}`)
        .get()
    ).data()!;
    const { document, meta } = await fetchPage(catchPath);
    expect(document.querySelector('main')?.textContent).toContain(fish.memberName as string);
    // Its preview is its own card, drawn with its photo (tests/link-previews.int.test.ts).
    expect(meta('og:image')).toBe(new URL(`/preview${catchPath}.png`, baseUrl).href);
    const photo = [...document.querySelectorAll('main img')].find(
      (img) => img.getAttribute('src') === fish.imgURL,
    );
    expect(photo?.getAttribute('fetchpriority')).toBe('high');
    expect(photo?.getAttribute('width')).toBeTruthy();
    expect(photo?.getAttribute('height')).toBeTruthy();
  });

  test('answers a pending catch with a not-found page (404) that shows nothing of it', async () => {
    const id = await pendingCatchId();
    const fish = (await adminDb().doc(`${COLLECTIONS.catches}/${id}`).get()).data()!;
    const { response, html, document } = await fetchPage(`/catches/${id}`);
    expect(response.status).toBe(404);
    expect(document.querySelector('main h1')?.textContent).toBe('Catch not found');
    expect(document.querySelector('main')?.textContent).not.toContain(fish.memberName as string);
    expect(html).not.toContain(fish.imgURL as string);
    expect(html).not.toContain(fish.fishType as string);
  });

  test('answers an unknown address with a not-found page (404)', async () => {
    const { response, document } = await fetchPage('/no-such-page');
    expect(response.status).toBe(404);
    expect(document.querySelector('main h1')?.textContent).toBe('Page not found');
  });

  test('never renders an admin page, in any letter case: the bare app shell', async () => {
    for (const path of ['/admin', '/ADMIN/manage-catches', '/Admin/login']) {
      const { response, document } = await fetchPage(path);
      expect(response.status, path).toBe(200);
      expect(document.getElementById('root')?.children.length, path).toBe(0);
      expect(document.getElementById('pac-page-data'), path).toBeNull();
    }
  });

  test('lists the public pages in sitemap.xml and keeps crawlers out of the back office', async () => {
    const sitemap = await (await fetch(new URL('/sitemap.xml', baseUrl))).text();
    for (const { page, path } of paths) {
      if (page.path.includes(':')) {
        expect(sitemap, page.path).toMatch(new RegExp(page.path.replace(':id', '[^<]+')));
      } else expect(sitemap, path).toContain(`<loc>${new URL(path, baseUrl).href}</loc>`);
    }
    expect(sitemap).not.toMatch(/admin/i);
    const robots = await (await fetch(new URL('/robots.txt', baseUrl))).text();
    expect(robots).toContain('Disallow: /admin');
    expect(robots).toContain('Disallow: /Admin');
    expect(robots).toContain(`Sitemap: ${new URL('/sitemap.xml', baseUrl).href}`);
  });
});

test.describe('an admin change', () => {
  const content = () => adminDb().doc(`${COLLECTIONS.content}/${CONTENT_DOC_ID}`);
  let homeText: unknown;
  test.beforeAll(async () => {
    homeText = (await content().get()).get('homeText');
  });
  // Only what the test changed is put back.
  test.afterAll(async () => {
    await content().update({ homeText });
  });

  test('shows on the next load of the page', async () => {
    await content().update({ homeText: '<p>Fishing resumes at Weston on Saturday.</p>' });
    const { document, meta } = await fetchPage('/');
    expect(document.querySelector('main')?.textContent).toContain(
      'Fishing resumes at Weston on Saturday.',
    );
    expect(meta('description')).toBe('Fishing resumes at Weston on Saturday.');
  });
});

test.describe('a public page in the browser', () => {
  // Every public page hydrating (no warning, no new style rule, no second read) is
  // public-routes.spec.ts's, visited once with axe and the Content-Security-Policy.
  test(
    'opens the Submit Yours! dialog and pages the catch list once hydrated',
    { tag: '@phone' },
    async ({ page, pageErrors }) => {
      await page.goto('/catches');
      await page.getByRole('button', { name: /Submit Yours!/ }).click();
      await page.getByRole('dialog').waitFor();
      await page.keyboard.press('Escape');
      await page.getByRole('dialog').waitFor({ state: 'hidden' });
      await page.getByRole('button', { name: /next page/i }).click();
      await page.getByText(/11[–-]20 of/).waitFor();
      expect(pageErrors).toEqual([]);
    },
  );
});
