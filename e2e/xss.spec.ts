/**
 * Stored content is shown inert: markup an attacker (or a careless paste) put into the database,
 * here written straight through firebase-admin as if the UI had been skipped, must not run on the
 * public pages. Each payload tries three ways in: a <script>, an <img onerror>, and a javascript:
 * link; the social links get javascript: and data: URLs.
 */
import type { Page } from '@playwright/test';
import { adminDb } from '../tests/support/emulators';
import { restoreDemoClub, updateSocialLink } from './support/demo-data';
import { DESKTOP, withoutBlockedHandlers } from './support/browser';
import { expect, test } from './support/test';
import type { E2eFixtures } from './support/test';

/** A payload whose visible words show it was rendered, and whose every trick would set a flag. */
function payload(where: string): string {
  return (
    `<p>Inert ${where} text</p>` +
    `<script>window.__pwned = 'script in ${where}'</script>` +
    `<img src="x" onerror="window.__pwned = 'img in ${where}'; alert('img')">` +
    `<a id="xss-link" href="javascript:window.__pwned='link in ${where}';alert('link')">Click ${where}</a>` +
    `<svg><animate onbegin="window.__pwned = 'svg in ${where}'" attributeName="x" dur="1s"></animate></svg>` +
    `<iframe src="javascript:parent.__pwned='iframe in ${where}'"></iframe>`
  );
}

test.beforeAll(async () => {
  const db = adminDb();
  await db.doc('content/main').update({
    homeText: payload('home'),
    rulesText: payload('rules'),
    newsletterText: payload('newsletter'),
  });
  await db.doc('content/main/homeArticles/xss-article').set({
    title: `<img src=x onerror="window.__pwned='article title'">Hostile title`,
    text: `<script>window.__pwned='article text'</script>`,
    createdDate: new Date(Date.now() + 60_000),
  });
  // The first Clay End entry (pagePosition 1 in the seed), whatever its generated id.
  const clayEnd = await db
    .collection('waters/clayEnd/clayEndData')
    .orderBy('pagePosition')
    .limit(1)
    .get();
  await clayEnd.docs[0]!.ref.update({ text: payload('water') });
  await updateSocialLink('facebook', { socialURL: "javascript:window.__pwned='social'" });
  await updateSocialLink('instagram', { socialURL: 'data:text/html,<script>alert(1)</script>' });
});

test.afterAll(async () => {
  await restoreDemoClub();
});

/** Opens `path`, records any dialog, and waits for the page's own text to show. */
async function openWatched(
  { openPage }: Pick<E2eFixtures, 'openPage'>,
  path: string,
  visibleText: string,
) {
  const { context, page, pageErrors } = await openPage(DESKTOP);
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await page.goto(path);
  await page.getByText(visibleText).first().waitFor();
  return { context, page, pageErrors, dialogs };
}

/** Nothing ran: no flag set, no dialog, no script or handler left in the rendered content. */
async function expectInert(page: Page, dialogs: string[], where?: string) {
  // Every image has been given its chance to fail and fire onerror. The site's own pictures below
  // the fold wait to be scrolled to (loading="lazy": in a <picture> Chromium reports them not
  // complete until then); no stored markup keeps an <img> at all (the sanitiser drops it).
  await page.waitForFunction(() =>
    [...document.images].every((img) => img.complete || img.loading === 'lazy'),
  );
  if (where) {
    // The sanitiser keeps no id, so the link is found by its words.
    const link = page.locator('main a', { hasText: `Click ${where}` });
    expect(await link.getAttribute('href')).toBeNull();
    await link.click();
  }
  const found = await page.evaluate(() => ({
    flag: (window as unknown as { __pwned?: string }).__pwned ?? null,
    scripts: [...document.querySelectorAll('main script')].length,
    handlers: [...document.querySelectorAll('main *')].filter((element) =>
      [...element.attributes].some((attribute) => attribute.name.startsWith('on')),
    ).length,
    iframes: document.querySelectorAll('main iframe').length,
    javascriptUrls: [...document.querySelectorAll('[href], [src]')].filter(
      (element) =>
        /^\s*(javascript|data):/i.test(
          element.getAttribute('href') ?? element.getAttribute('src') ?? '',
        ) &&
        // The club's own font, inline in the head and preloaded (src/app/club-font-inline.ts):
        // the very data: URLs its <style> names, which no stored text reaches.
        !(
          element.matches('head > link[rel="preload"][as="font"]') &&
          document
            .getElementById('pac-club-font')
            ?.textContent?.includes(`url(${element.getAttribute('href')})`)
        ) &&
        // The club's favicon, inline in index.html's head (src/app/start/inline-favicon.ts): a PNG.
        !(
          element.matches('head > link[rel="icon"]') &&
          /^data:image\/png;base64,[A-Za-z0-9+/=]+$/.test(element.getAttribute('href') ?? '')
        ),
    ).length,
  }));
  expect(found).toEqual({ flag: null, scripts: 0, handlers: 0, iframes: 0, javascriptUrls: 0 });
  expect(dialogs).toEqual([]);
}

test.describe('stored markup on the public pages', () => {
  test('Home: the home text is sanitised and the article shows its markup as plain text', async ({
    openPage,
  }) => {
    const { page, pageErrors, dialogs } = await openWatched({ openPage }, '/', 'Inert home text');
    await page.getByText('Click home').waitFor();

    // The article title is text, not markup: the angle brackets are visible.
    await page.getByText('<img src=x onerror=', { exact: false }).first().waitFor();
    await expectInert(page, dialogs, 'home');
    expect(withoutBlockedHandlers(pageErrors)).toEqual([]);
  });

  for (const [path, where] of [
    ['/rules', 'rules'],
    ['/newsletter', 'newsletter'],
    ['/waters/clay-end', 'water'],
  ] as const) {
    test(`${path}: the stored text is sanitised`, async ({ openPage }) => {
      const { page, pageErrors, dialogs } = await openWatched(
        { openPage },
        path,
        `Inert ${where} text`,
      );
      await page.getByText(`Click ${where}`).waitFor();
      await expectInert(page, dialogs, where);
      expect(withoutBlockedHandlers(pageErrors)).toEqual([]);
    });
  }

  test('the navbar leaves out social links whose URL is not http(s)', async ({ openPage }) => {
    const { page, dialogs } = await openWatched({ openPage }, '/', 'Inert home text');
    const nav = page.getByRole('banner');
    // The safe links of the demo club still show.
    await nav
      .getByRole('link', { name: /YouTube/ })
      .first()
      .waitFor();
    expect(await page.getByRole('link', { name: /Facebook/ }).count()).toBe(0);
    expect(await page.getByRole('link', { name: /Instagram/ }).count()).toBe(0);
    await expectInert(page, dialogs);
  });
});
