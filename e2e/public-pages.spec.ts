import {
  ARTICLES,
  CONTACTS,
  demoMatches,
  MATCH_RULES,
  MEMBERS,
  WATER_ENTRIES,
} from '../scripts/seed/data';
import { demoMatchDay } from '../scripts/seed/match-day';
import { WATERS } from '../src/config/waters';
import { formatWinner } from '../src/features/matches/match-day/format-winner';
import { formatUtcDay } from '../src/lib/dates';
import { expect, test } from './support/test';
import { fitsWidth, openLoaded } from './support/page-ready';

const DAY = 24 * 60 * 60 * 1000;

const plain = (html: string) => html.replace(/<[^>]+>/g, '').trim();

/** The seeded matches as the list shows them: by date, dates as dd/mm/yyyy in UTC. */
function seededMatchRows(): { offset: number; cells: string[] }[] {
  const results = demoMatchDay();
  const rows = demoMatches()
    .map((m, index) => {
      const winner = results.get(index)?.results[0];
      return {
        // Shown by "Hide Past Matches" while less than a day old (offset >= -1 in days).
        offset: (m.date.getTime() - (Date.now() - DAY)) / DAY - 1,
        cells: [
          formatUtcDay(m.date),
          m.location,
          winner ? m.description + formatWinner(winner) : m.description,
          m.drawTime,
        ],
      };
    })
    .sort((a, b) => a.offset - b.offset);
  return rows;
}

test.describe('public pages at both sizes (seeded demo club)', { tag: '@both' }, () => {
  test('Our People: the committee by position, address lines, generated avatar', async ({
    page,
    pageErrors,
  }) => {
    await openLoaded(page, '/our-people');
    expect(await page.locator('main h1').textContent()).toBe('The Committee');
    expect(await page.title()).toBe('Priory Angling Club - Our People');
    const names = await page.locator('main article h2').allTextContents();
    expect(names).toEqual(MEMBERS.map((m) => m.memberName));

    const chair = page.locator('main article').first();
    expect(await chair.locator('address > span').allTextContents()).toEqual([
      '12 Mill Lane',
      'Priory Green',
      'Kent',
      'ME1 4AB',
    ]);
    const photo = chair.getByRole('img', { name: 'Photo of Geoff Barnes' });
    await photo.waitFor();
    expect(
      await photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
    ).toBe(true);
    // Amy Perch has no photo: an avatar of her initials instead.
    const avatar = page.getByRole('img', { name: 'Amy Perch (no photo)' });
    expect(await avatar.textContent()).toBe('AP');

    expect(await fitsWidth(page)).toBe(true);
    expect(pageErrors).toEqual([]);
  });

  test('Waters: the overview links to each water; each page lists entries by pagePosition', async ({
    page,
    pageErrors,
  }) => {
    await openLoaded(page, '/waters');
    expect(await page.title()).toBe('Priory Angling Club - Waters');
    expect(await page.getByText('Waters Page Content').count()).toBe(0);
    const cards = page.locator('main ul a');
    expect(await cards.evaluateAll((links) => links.map((a) => a.getAttribute('href')))).toEqual(
      WATERS.map((water) => `/waters/${water.slug}`),
    );
    expect(await fitsWidth(page)).toBe(true);

    for (const water of WATERS) {
      await page.goto('/waters');
      await page.locator('main ul a').filter({ hasText: water.name }).click();
      await page.waitForURL(`**/waters/${water.slug}`);
      // The old page stays until the new one's code has arrived: wait for the new heading.
      await page.locator('main h1', { hasText: water.name }).waitFor();
      await page.waitForFunction(() => document.querySelector('[role="status"]') === null);
      expect(await page.title()).toBe(`Priory Angling Club - ${water.name}`);
      // The seed stores positions in reverse of the list order.
      const expected = WATER_ENTRIES[water.key].map((entry) => plain(entry.text)).reverse();
      expect(await page.locator('main article').allTextContents()).toEqual(expected);
      const first = page.getByRole('img', { name: `${water.name}, picture 1` });
      await page.waitForFunction((name) => {
        const img = document.querySelector<HTMLImageElement>(`img[alt="${name}, picture 1"]`);
        return img !== null && img.complete && img.naturalWidth > 0;
      }, water.name);
      expect(await first.getAttribute('width')).toBe('1200');
      expect(await fitsWidth(page)).toBe(true);
    }
    expect(pageErrors).toEqual([]);
  });

  test('Rules: the heading, a red bold "Updated:" line, then the rules', async ({
    page,
    pageErrors,
  }) => {
    await openLoaded(page, '/rules');
    expect(await page.locator('main h1').textContent()).toBe('Priory Angling Club Rules');
    expect(await page.title()).toBe('Priory Angling Club - Rules');
    const updated = page.getByText('Updated: 01/09/2026');
    const style = await updated.evaluate((el) => {
      const computed = getComputedStyle(el);
      return { color: computed.color, weight: Number(computed.fontWeight) };
    });
    expect(style).toEqual({ color: 'rgb(211, 47, 47)', weight: 700 });
    expect(await page.locator('main ol li').count()).toBe(6);
    expect(await page.locator('main ol li').first().textContent()).toBe(
      'Membership cards must be carried at all times and shown on request.',
    );
    expect(await fitsWidth(page)).toBe(true);
    expect(pageErrors).toEqual([]);
  });

  test('Matches: sorted by date, dd/mm/yyyy in UTC, hide past, then the numbered rules', async ({
    page,
    pageErrors,
  }) => {
    await openLoaded(page, '/matches');
    expect(await page.locator('main h1').textContent()).toBe('Priory Angling Club Match List');
    expect(await page.title()).toBe('Priory Angling Club - Matches');
    expect(await page.locator('main th').allTextContents()).toEqual([
      'Date',
      'Location',
      'Description',
      'Draw Time',
    ]);
    const rows = () =>
      page
        .locator('main tbody tr')
        .evaluateAll((trs) =>
          trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent)),
        );
    const seeded = seededMatchRows();
    const upcoming = seeded.filter((row) => row.offset >= -1);
    // It opens on the next match: past matches hidden behind the one control, ticked.
    const hidePast = page.getByRole('checkbox', { name: 'Hide Past Matches' });
    expect(await hidePast.isChecked()).toBe(true);
    expect(await page.locator('main button').count()).toBe(0);
    expect(await rows()).toEqual(upcoming.map((row) => row.cells));
    await hidePast.uncheck();
    // Every past match, older pages read one after the other, then the upcoming ones, by date.
    await page.waitForFunction(
      (count) => document.querySelectorAll('main tbody tr').length === count,
      seeded.length,
    );
    expect(await rows()).toEqual(seeded.map((row) => row.cells));
    await hidePast.check();
    expect(await rows()).toEqual(upcoming.map((row) => row.cells));
    // All four columns fit, even on a phone: the table does not need its own sideways scroll.
    const table = page.getByRole('region', { name: 'Match list' });
    expect(await table.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);

    expect(await page.locator('main h2').first().textContent()).toBe(
      'Priory Angling Club Match Rules',
    );
    expect(await page.locator('main section li').allTextContents()).toEqual(
      MATCH_RULES.map((rule, index) => `${index + 1}) ${rule}`),
    );
    expect(await fitsWidth(page)).toBe(true);
    expect(pageErrors).toEqual([]);
  });

  test('the demo club agrees with itself: the record tench in the news is the one on Records', async ({
    page,
    pageErrors,
  }) => {
    await openLoaded(page, '/records');
    const tench = page
      .getByRole('table', { name: 'Club records by species' })
      .getByRole('row')
      .filter({ hasText: 'Tench' });
    // Species, weight, then the angler (their water below their name).
    const cells = (await tench.locator('td, th').allInnerTexts()).map((cell) => cell.trim());
    const weight = cells.find((cell) => /^\d+ (lb|oz)/.test(cell))!;
    const angler = cells[cells.indexOf(weight) + 1]!.split('\n')[0]!;
    const article = ARTICLES.find((item) => item.title.startsWith('Record tench'))!;
    await openLoaded(page, `/news/${article.id}`);
    const text = await page.locator('main article').innerText();
    expect(text).toContain(angler);
    expect(text).toContain(weight);
    expect(pageErrors).toEqual([]);
  });

  test('Newsletter: the heading and the newsletter text', async ({ page, pageErrors }) => {
    await openLoaded(page, '/newsletter');
    expect(await page.locator('main h1').textContent()).toBe('Latest Club Newsletter');
    expect(await page.title()).toBe('Priory Angling Club - Newsletter');
    // The text's only heading level is shown as h2, under the page's h1.
    expect(await page.locator('main h2').textContent()).toBe('Autumn Newsletter');
    expect(await page.getByText('Subscriptions for next season are due by 31 March.').count()).toBe(
      1,
    );
    expect(await fitsWidth(page)).toBe(true);
    expect(pageErrors).toEqual([]);
  });

  test('Contact Us: the heading, the image, then each contact', async ({ page, pageErrors }) => {
    await openLoaded(page, '/contact-us');
    expect(await page.locator('main h1').textContent()).toBe('Contact Us');
    expect(await page.title()).toBe('Priory Angling Club - Contact Us');
    await page.waitForFunction(() => {
      const img = document.querySelector<HTMLImageElement>('main img');
      return img !== null && img.complete && img.naturalWidth > 0;
    });
    const titles = await page.locator('main article h2').allTextContents();
    expect(titles.toSorted()).toEqual(CONTACTS.map((c) => c.title).toSorted());
    const secretary = MEMBERS.find((m) => m.id === 'member-secretary')!;
    const membership = page.locator('main article').filter({ hasText: 'Membership' });
    expect(await membership.textContent()).toContain(secretary.memberName);
    expect(
      await membership.getByRole('link', { name: secretary.contactEmail }).getAttribute('href'),
    ).toBe(`mailto:${secretary.contactEmail}`);
    expect(await fitsWidth(page)).toBe(true);
    expect(pageErrors).toEqual([]);
  });
});
