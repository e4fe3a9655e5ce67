import { DESKTOP, PHONE } from './support/browser';
import { expect, test } from './support/test';

test.describe('Home page (seeded demo club)', () => {
  test(
    'shows the club name, home image, home text and 3 latest articles',
    { tag: '@both' },
    async ({ page, pageErrors }) => {
      await page.goto('/');
      await page.getByRole('heading', { level: 1, name: 'Priory Angling Club' }).waitFor();
      await page.getByRole('heading', { name: 'Winter league dates announced' }).waitFor();

      // Each article's title is its first h3: an article's own text may hold h3 headings too.
      const articles = await page
        .locator('article')
        .evaluateAll((cards) => cards.map((card) => card.querySelector('h3')?.textContent));
      expect(articles).toEqual([
        'Winter league dates announced',
        'Record tench from Warrens Green',
        'Work party at Clay End',
      ]);
      const image = page.getByRole('img', { name: 'Priory Angling Club waters' });
      expect(
        await image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
      ).toBe(true);
      // The stored "\n" sequences between paragraphs only laid out the source: none shows.
      expect(await page.locator('main').innerText()).not.toContain('\\n');
      expect(await page.title()).toBe('Priory Angling Club');
      expect(pageErrors).toEqual([]);
    },
  );

  test('has the navbar links on a desktop, and a hamburger menu on a phone', async ({
    openPage,
  }) => {
    const desktop = await openPage(DESKTOP);
    await desktop.page.goto('/');
    const nav = desktop.page.getByRole('navigation', { name: 'Main' });
    for (const label of [
      'Home',
      'News',
      'Our People',
      'Waters',
      'Rules',
      'Matches',
      'Newsletter',
      'Catches',
      'Contact Us',
    ]) {
      await nav.getByText(label, { exact: true }).waitFor();
    }
    // No admin link for a visitor.
    expect(await nav.getByText('Admin', { exact: true }).count()).toBe(0);

    const phone = await openPage(PHONE);
    await phone.page.goto('/');
    await phone.page.getByRole('button', { name: 'Open menu' }).click();
    const menu = phone.page.getByRole('navigation', { name: 'Main menu' });
    await menu.getByText('Contact Us').waitFor();
    expect(await menu.getByRole('link', { name: 'News', exact: true }).getAttribute('href')).toBe(
      '/news',
    );
  });
});
