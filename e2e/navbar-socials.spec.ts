import type { Page } from '@playwright/test';
import { SOCIALS } from '../scripts/seed/data';
import { COLLECTIONS, SOCIAL_LINKS_SUMMARY_DOC_ID } from '../src/config/constants';
import { adminDb } from '../tests/support/emulators';
import { restoreDemoClub } from './support/demo-data';
import { expect, test } from './support/test';
import { fitsWidth, openLoaded } from './support/page-ready';

/**
 * Seven active socials: the six networks, and a link stored before one link per network under
 * another id with the old name 'Twitter' (which the navbar still draws).
 */
const SEVEN = [
  ...SOCIALS.map((social) => ({ ...social, socialActive: true })),
  {
    id: 'legacy-twitter',
    socialName: 'Twitter',
    socialURL: 'https://twitter.com/prioryangling',
    socialActive: true,
  },
];

test.beforeAll(async () => {
  const db = adminDb();
  const batch = db.batch();
  for (const { id, ...fields } of SEVEN)
    batch.set(db.doc(`${COLLECTIONS.externalNav}/${id}`), fields);
  batch.set(db.doc(`${COLLECTIONS.summaries}/${SOCIAL_LINKS_SUMMARY_DOC_ID}`), {
    links: Object.fromEntries(SEVEN.map(({ id, ...fields }) => [id, fields])),
  });
  await batch.commit();
});
test.afterAll(async () => {
  await restoreDemoClub();
});

/** Whether the element is drawn wholly inside the viewport. */
async function withinViewport(
  page: Page,
  box: { x: number; y: number; width: number; height: number } | null,
) {
  const size = page.viewportSize()!;
  return (
    box !== null &&
    box.x >= 0 &&
    box.y >= 0 &&
    box.x + box.width <= size.width &&
    box.y + box.height <= size.height
  );
}

/** The social addresses the header shows as visible icons. */
async function hrefsInBar(page: Page): Promise<string[]> {
  const links = page.getByRole('banner').getByRole('link', { name: /opens in a new tab/ });
  const hrefs: string[] = [];
  for (const link of await links.all()) {
    if (await link.isVisible()) hrefs.push((await link.getAttribute('href'))!);
  }
  return hrefs;
}

test.describe('the header with seven social links', () => {
  for (const width of [320, 360] as const) {
    test(`at ${width} px keeps the menu button in view, and every icon in the header or the menu`, async ({
      openPage,
    }) => {
      const { page, pageErrors } = await openPage({ width, height: 740 });
      await openLoaded(page, '/');
      const bar = page.getByRole('banner');
      await bar
        .getByRole('link', { name: /opens in a new tab/ })
        .first()
        .waitFor();
      const menuButton = bar.getByRole('button', { name: 'Open menu' });
      expect(await menuButton.isVisible()).toBe(true);
      expect(await withinViewport(page, await menuButton.boundingBox())).toBe(true);
      expect(await fitsWidth(page)).toBe(true);

      const inBar = await hrefsInBar(page);
      // The icons that fit stay in the bar (four at 320 px, five at 360 px)...
      expect(inBar.length).toBe(width === 320 ? 4 : 5);
      for (const href of inBar) {
        const icon = bar.locator(`a[href="${href}"]`);
        expect(await withinViewport(page, await icon.boundingBox())).toBe(true);
      }
      // ...and the others are in the menu, each once: together, all seven.
      await menuButton.click();
      await page.getByRole('navigation', { name: 'Main menu' }).waitFor();
      const follow = page.getByRole('list', { name: 'Follow us' });
      const inMenu: string[] = [];
      for (const link of await follow.getByRole('link').all()) {
        if (await link.isVisible()) inMenu.push((await link.getAttribute('href'))!);
      }
      expect(inMenu.length).toBe(SEVEN.length - inBar.length);
      expect([...inBar, ...inMenu].toSorted()).toEqual(SEVEN.map((s) => s.socialURL).toSorted());
      expect(pageErrors).toEqual([]);
    });
  }

  test('at 1280 px shows all seven icons beside the links, with no sideways scrolling', async ({
    page,
    pageErrors,
  }) => {
    await openLoaded(page, '/');
    const bar = page.getByRole('banner');
    await bar
      .getByRole('link', { name: /opens in a new tab/ })
      .first()
      .waitFor();
    expect((await hrefsInBar(page)).toSorted()).toEqual(SEVEN.map((s) => s.socialURL).toSorted());
    for (const href of await hrefsInBar(page)) {
      expect(await withinViewport(page, await bar.locator(`a[href="${href}"]`).boundingBox())).toBe(
        true,
      );
    }
    expect(await bar.getByRole('navigation', { name: 'Main' }).isVisible()).toBe(true);
    expect(await fitsWidth(page)).toBe(true);
    expect(pageErrors).toEqual([]);
  });
});
