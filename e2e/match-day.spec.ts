/**
 * Match day at phone size: a matches admin enters the anglers and draws pegs (a sentence when
 * there are too few pegs, a redo before publishing), weighs in the whole match peg by peg, and
 * publishes the results; the public match page, the match list and the league table show them.
 * At both sizes: a published draw withdrawn and redrawn, and a weight corrected after the results
 * were published (issue 19).
 */
import type { Page } from '@playwright/test';
import { demoMatches } from '../scripts/seed/data';
import type { Timestamp } from 'firebase-admin/firestore';
import { todayFirst } from '../src/features/matches/admin/today-first';
import type { Match } from '../src/features/matches/types';
import { formatUtcDay } from '../src/lib/dates';
import { adminDb } from '../tests/support/emulators';
import { restoreDemoClub } from './support/demo-data';
import { superAdminPage } from './support/admin-screens';
import { fitsWidth, openLoaded } from './support/page-ready';
import { expect, test } from './support/test';

const SMALL_PHONE = { width: 360, height: 740 };
// The seed's next two matches (the first Sundays ahead), inside the demo league season, not yet
// drawn. Taken from the seed rather than written here: the demo club's dates follow today's.
const [NEXT, AFTER, THIRD] = demoMatches().filter((m) => m.date.getTime() > Date.now());
const MATCH_ID = NEXT!.id;
const MATCH = NEXT!.description;
const SECOND_ID = AFTER!.id;

/** The heading that names the match on the draw and weigh-in pages. */
const matchHeading = (match: typeof NEXT & object) =>
  `${match.description}, ${formatUtcDay(match.date)} at ${match.location}`;

// Today's UTC midnight: the match day has come (match dates are stored as UTC midnights).
const today = () => {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
};

test.afterAll(async () => {
  await restoreDemoClub();
});

const card = (page: Page, angler: string) => page.locator('section', { hasText: angler });

async function weigh(page: Page, angler: string, lb: string, oz: string, dr: string) {
  const peg = card(page, angler);
  await peg.getByLabel(/^lb,/).fill(lb);
  await peg.getByLabel(/^oz,/).fill(oz);
  await peg.getByLabel(/^dr,/).fill(dr);
  await peg.getByRole('button', { name: /^Save peg/ }).click();
}

/** Draws a match's pegs for `anglers` (one per line) over `pegs` and publishes the draw. */
async function drawAndPublish(
  page: Page,
  matchId: string,
  match: typeof NEXT & object,
  anglers: string,
  pegs: string,
) {
  await page.goto(`/admin/match-day/${matchId}/draw`);
  await page.getByRole('heading', { name: matchHeading(match) }).waitFor();
  await page.getByLabel('Anglers fishing (one per line)').fill(anglers);
  await page.getByLabel('Pegs', { exact: true }).fill(pegs);
  await page.getByRole('button', { name: 'Draw pegs' }).click();
  await page.getByRole('heading', { name: 'Draft draw' }).waitFor();
  await publishDraw(page);
}

/** Publishes the draft draw on screen, confirming in the dialog that asks first. */
async function publishDraw(page: Page) {
  await page.getByRole('button', { name: 'Publish draw' }).click();
  await page
    .getByRole('dialog', { name: 'Publish the draw?' })
    .getByRole('button', { name: 'Publish draw' })
    .click();
  await page.getByRole('heading', { name: 'Published draw' }).waitFor();
}

test.describe('match day on a phone', () => {
  test(
    'draws pegs, weighs in the whole match, and the public pages show the outcome',
    { tag: '@phone' },
    async ({ openPage }) => {
      // Entries and the draw.
      const { context, page, pageErrors } = await superAdminPage(
        openPage,
        SMALL_PHONE,
        `/admin/match-day/${MATCH_ID}/draw`,
      );
      await page.getByRole('heading', { name: 'Peg Draw' }).waitFor();
      await page.getByRole('heading', { name: matchHeading(NEXT!) }).waitFor();
      await page
        .getByLabel('Anglers fishing (one per line)')
        .fill('Zoe Tester\nYan Tester\nXavier Tester');
      await page.getByLabel('Pegs', { exact: true }).fill('1-3');
      await page.getByLabel('Excluded pegs').fill('2');
      await page.getByRole('button', { name: 'Draw pegs' }).click();
      await page
        .getByText('There are 3 anglers but only 2 pegs: add pegs or remove anglers.')
        .waitFor();
      expect((await adminDb().doc(`draws/${MATCH_ID}`).get()).exists).toBe(false);

      await page.getByLabel('Pegs', { exact: true }).fill('1-6');
      await page.getByRole('button', { name: 'Draw pegs' }).click();
      await page.getByRole('heading', { name: 'Draft draw' }).waitFor();
      const first = (await adminDb().doc(`draws/${MATCH_ID}`).get()).data();
      expect(first?.published).toBe(false);
      // Volunteers' words (issue 34): how it was drawn, never the random seed.
      await page.getByText(/^Drawn at random from pegs 1, 3/).waitFor();
      expect(await page.locator('main').textContent()).not.toMatch(/seed/i);
      await page.getByRole('button', { name: 'Redo draw' }).click();
      await expect
        .poll(async () => (await adminDb().doc(`draws/${MATCH_ID}`).get()).data()?.seed)
        .not.toBe(first?.seed);
      // Publishing asks first, saying what becomes public; cancelling keeps the draft.
      await page.getByRole('button', { name: 'Publish draw' }).click();
      const ask = page.getByRole('dialog', { name: 'Publish the draw?' });
      await ask.getByText('Everyone who opens the match page will see', { exact: false }).waitFor();
      await ask.getByRole('button', { name: 'Cancel' }).click();
      await ask.waitFor({ state: 'detached' });
      expect((await adminDb().doc(`draws/${MATCH_ID}`).get()).data()?.published).toBe(false);
      await page.getByRole('button', { name: 'Publish draw' }).click();
      await ask.getByRole('button', { name: 'Publish draw' }).click();
      await page.getByText('The draw is published on the match page.').first().waitFor();
      const drawn = (await adminDb().doc(`draws/${MATCH_ID}`).get()).data();
      expect(drawn?.published).toBe(true);
      expect(drawn?.seed).not.toBe(first?.seed);
      const pegs = (drawn?.assignments as { peg: number }[]).map((a) => a.peg);
      expect(new Set(pegs).size).toBe(3);
      for (const peg of pegs) expect([1, 3, 4, 5, 6]).toContain(peg);
      expect(await fitsWidth(page)).toBe(true);

      // The weigh-in, peg by peg; each saved as it is made.
      await page.goto(`/admin/match-day/${MATCH_ID}/weigh-in`);
      await page.getByRole('heading', { name: 'Weigh-in', level: 1 }).waitFor();
      // The club's terms are explained where they are used (issue 34).
      await page.getByText(/drams \(dr, 16 to the ounce\)\. DNW: did not weigh/).waitFor();
      await page.getByRole('heading', { name: matchHeading(NEXT!) }).waitFor();
      await page
        .getByRole('button', { name: /^Save peg/ })
        .first()
        .waitFor();
      expect(await page.getByRole('button', { name: /^Save peg/ }).count()).toBe(3);
      const lbField = card(page, 'Zoe Tester').getByLabel(/^lb,/);
      expect(await lbField.getAttribute('inputmode')).toBe('numeric');
      const saveBox = await card(page, 'Zoe Tester')
        .getByRole('button', { name: /^Save peg/ })
        .boundingBox();
      expect(saveBox!.height).toBeGreaterThanOrEqual(44);

      // Two phones weigh in at once with no signal (issue 34, point 2): each keeps its pegs and
      // says so, publishing waits, and with the signal back every peg lands, none lost.
      const other = await superAdminPage(openPage, SMALL_PHONE);
      const phone2 = other.page;
      await phone2.goto(`/admin/match-day/${MATCH_ID}/weigh-in`);
      await card(phone2, 'Yan Tester')
        .getByRole('button', { name: /^Save peg/ })
        .waitFor();
      await context.setOffline(true);
      await other.context.setOffline(true);
      await weigh(page, 'Zoe Tester', '12', '8', '4');
      await card(page, 'Zoe Tester').getByText('Saved on this phone: 12-08-04.').waitFor();
      // A wrong entry is a sentence; what was typed stays.
      await weigh(phone2, 'Yan Tester', '3', '16', '0');
      await card(phone2, 'Yan Tester').getByText('Ounces go from 0 to 15.').waitFor();
      expect(await card(phone2, 'Yan Tester').getByLabel(/^oz,/).inputValue()).toBe('16');
      await weigh(phone2, 'Yan Tester', '3', '0', '0');
      await card(phone2, 'Yan Tester').getByText('Saved on this phone: 3-00-00.').waitFor();
      await card(phone2, 'Xavier Tester')
        .getByRole('button', { name: /^Did not weigh/ })
        .click();
      await card(phone2, 'Xavier Tester')
        .getByText('Saved on this phone: did not weigh.')
        .waitFor();
      await phone2.getByText('2 weights saved on this phone, waiting to be sent').waitFor();
      await page.getByText('1 weight saved on this phone, waiting to be sent').waitFor();
      await page
        .getByText('Publishing waits until the weight saved on this phone is sent')
        .waitFor();
      expect(await page.getByRole('button', { name: 'Publish results' }).isDisabled()).toBe(true);
      expect((await adminDb().collection(`matches/${MATCH_ID}/weighIn`).get()).size).toBe(0);
      expect(await fitsWidth(page)).toBe(true);
      await page.screenshot({ path: 'test-results/weigh-in-offline-360.png', fullPage: true });
      await context.setOffline(false);
      await other.context.setOffline(false);
      await card(page, 'Zoe Tester').getByText('Sent: 12-08-04').waitFor();
      await card(phone2, 'Yan Tester').getByText('Sent: 3-00-00').waitFor();
      await card(phone2, 'Xavier Tester').getByText('Sent: did not weigh').waitFor();
      await phone2.getByText('Every weight saved on this phone has been sent.').waitFor();
      await other.context.close();
      expect((await adminDb().collection(`matches/${MATCH_ID}/weighIn`).get()).size).toBe(3);
      await page.reload();
      await card(page, 'Xavier Tester').getByText('Sent: did not weigh').waitFor();

      // Not before the match day: a sentence, and the button stays off (the rules refuse it too).
      await page
        .getByText(`Results can be published from the match day, ${formatUtcDay(NEXT!.date)}.`)
        .waitFor();
      expect(await page.getByRole('button', { name: 'Publish results' }).isDisabled()).toBe(true);

      // The match day comes: publishing asks first, then the match page shows them.
      await adminDb().doc(`matches/${MATCH_ID}`).update({ date: today() });
      await page.reload();
      await page.getByRole('button', { name: 'Publish results' }).click();
      const publishAsk = page.getByRole('dialog', { name: 'Publish the results?' });
      await publishAsk.getByText('go on the match page', { exact: false }).waitFor();
      await publishAsk.getByRole('button', { name: 'Publish results' }).click();
      await page.getByText('The match page shows these results.').waitFor();

      // The public results page.
      await openLoaded(page, `/matches/${MATCH_ID}`);
      expect(await page.locator('main h1').textContent()).toBe(MATCH);
      const results = await page
        .getByRole('table', { name: 'Results' })
        .locator('tbody tr')
        .evaluateAll((rows) =>
          rows.map((row) => [...row.querySelectorAll('td')].map((td) => td.textContent)),
        );
      const pegOf = (angler: string) =>
        String(
          (drawn?.assignments as { angler: string; peg: number }[]).find((a) => a.angler === angler)
            ?.peg,
        );
      expect(results).toEqual([
        ['1', 'Zoe Tester', pegOf('Zoe Tester'), '12 lb 8 oz 4 dr'],
        ['2', 'Yan Tester', pegOf('Yan Tester'), '3 lb 0 oz 0 dr'],
        ['3', 'Xavier Tester', pegOf('Xavier Tester'), 'DNW'],
      ]);
      expect(await page.getByRole('table', { name: 'Peg draw' }).locator('tbody tr').count()).toBe(
        3,
      );
      expect(await fitsWidth(page)).toBe(true);

      // A weight corrected after publishing: 'corrects a weight after the results are
      // published', below, at both sizes.

      // The match list names the winner and links to the results.
      await openLoaded(page, '/matches');
      const row = page.getByRole('row').filter({ hasText: MATCH });
      expect(await row.textContent()).toContain('Won by Zoe Tester, 12 lb 8 oz 4 dr');
      expect(await row.getByRole('link', { name: MATCH }).getAttribute('href')).toBe(
        `/matches/${MATCH_ID}`,
      );
      expect(await fitsWidth(page)).toBe(true);

      // The league table counts the match (recomputed from the results).
      await openLoaded(page, '/league');
      const zoe = page.getByRole('table', { name: 'League table' }).getByRole('row', {
        name: /Zoe Tester/,
      });
      // Three anglers: 1st scores 3 points; one match fished; 12 lb 8 oz 4 dr in total.
      expect(await zoe.locator('td').allTextContents()).toEqual([
        expect.any(String),
        'Zoe Tester3',
        '3',
        '1',
        '12 lb 8 oz 4 dr',
      ]);
      expect(await fitsWidth(page)).toBe(true);
      expect(pageErrors).toEqual([]);
      await context.close();
    },
  );

  test(
    'reaches match day from the dashboard and Manage Matches, and deletes a draft draw',
    { tag: '@phone' },
    async ({ openPage }) => {
      const { context, page, pageErrors } = await superAdminPage(openPage, SMALL_PHONE);
      await page.getByRole('link', { name: 'Match Day' }).click();
      await page.getByRole('heading', { name: 'Match Day', level: 1 }).waitFor();
      // It opens on today's match, else the next, marked (issue 34). (Earlier tests here may have
      // moved a match to today: the stored matches say which it is.)
      const stored = (await adminDb().collection('matches').get()).docs.map((d) => ({
        ...(d.data() as Omit<Match, 'id' | 'date'>),
        id: d.id,
        date: (d.data().date as Timestamp).toDate(),
      }));
      const { upcoming, focus } = todayFirst(stored);
      const first = page
        .getByRole('list', { name: 'Matches to come' })
        .getByRole('listitem')
        .first();
      await first.getByText(upcoming[0]!.description, { exact: true }).waitFor();
      expect(focus?.id).toBe(upcoming[0]!.id);
      await first
        .getByText(focus!.when === 'Today' ? 'Today' : 'Next match', { exact: true })
        .waitFor();
      await page.getByRole('button', { name: /^Show past matches/ }).waitFor();
      await page.goto('/admin/manage-matches');
      await page.getByRole('link', { name: 'Match Day' }).click();
      await page.waitForURL('**/admin/match-day');

      await page.goto(`/admin/match-day/${SECOND_ID}/draw`);
      await page.getByLabel('Anglers fishing (one per line)').fill('Wendy Tester\nVic Tester');
      await page.getByLabel('Pegs', { exact: true }).fill('1-4');
      await page.getByRole('button', { name: 'Draw pegs' }).click();
      await page.getByRole('heading', { name: 'Draft draw' }).waitFor();
      expect((await adminDb().doc(`draws/${SECOND_ID}`).get()).exists).toBe(true);

      // Asked first: cancelling keeps the draft.
      await page.getByRole('button', { name: 'Delete draw' }).click();
      const dialog = page.getByRole('dialog', { name: 'Are you sure?' });
      await dialog.getByText('Delete the draft draw of 2 anglers?', { exact: false }).waitFor();
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await dialog.waitFor({ state: 'detached' });
      expect((await adminDb().doc(`draws/${SECOND_ID}`).get()).exists).toBe(true);

      await page.getByRole('button', { name: 'Delete draw' }).click();
      await dialog.getByRole('button', { name: 'Confirm' }).click();
      await page.getByText('The draft draw was deleted.').waitFor();
      await page.getByRole('button', { name: 'Draw pegs' }).waitFor();
      expect(await page.getByRole('heading', { name: 'Draft draw' }).count()).toBe(0);
      expect((await adminDb().doc(`draws/${SECOND_ID}`).get()).exists).toBe(false);
      expect(await fitsWidth(page)).toBe(true);
      expect(pageErrors).toEqual([]);
      await context.close();
    },
  );

  // At both sizes (the phone and desktop projects), one after the other on the same match.
  test(
    'withdraws a published draw from the match page and redraws it',
    { tag: '@both' },
    async ({ openPage }) => {
      const { context, page, pageErrors } = await superAdminPage(openPage);
      const matchId = THIRD!.id;
      // The published draws replaced, as the draw's history keeps them (by seed: one draw).
      const kept = async () => {
        const entries = await adminDb()
          .collection('history')
          .where('path', '==', `draws/${matchId}`)
          .get();
        const befores = entries.docs.map((d) => d.data().before as Record<string, unknown> | null);
        return new Map(
          befores.filter((before) => before?.published === true).map((b) => [b!.seed, b!]),
        );
      };
      const keptBefore = (await kept()).size;
      // Each viewport's run starts from an undrawn match (a failed run may leave a draw behind).
      await adminDb().doc(`draws/${matchId}`).delete();
      await drawAndPublish(page, matchId, THIRD!, 'Una Tester\nTed Tester', '1-8');
      const published = (await adminDb().doc(`draws/${matchId}`).get()).data()!;

      const visitor = await context.newPage();
      await openLoaded(visitor, `/matches/${matchId}`);
      await visitor.getByRole('table', { name: 'Peg draw' }).waitFor();

      // Withdrawn: off the match page, kept under Earlier draws.
      await page.getByRole('button', { name: 'Withdraw draw' }).click();
      const withdraw = page.getByRole('dialog', { name: 'Withdraw the draw?' });
      await withdraw
        .getByText('Visitors will no longer see the peg draw', { exact: false })
        .waitFor();
      await withdraw.getByRole('button', { name: 'Withdraw draw' }).click();
      await page.getByText('The draw was withdrawn from the match page.').waitFor();
      await page.getByRole('heading', { name: 'Draft draw' }).waitFor();
      await page.getByRole('region', { name: 'Earlier draws' }).waitFor();
      expect((await adminDb().doc(`draws/${matchId}`).get()).data()?.published).toBe(false);
      await openLoaded(visitor, `/matches/${matchId}`);
      await visitor.getByText('The draw is not published yet.').waitFor();

      // Published again, then redrawn: a new draft in its place, the published draw kept.
      await publishDraw(page);
      await page.getByRole('button', { name: 'Redraw', exact: true }).click();
      await page
        .getByRole('dialog', { name: 'Redraw the pegs?' })
        .getByRole('button', { name: 'Redraw' })
        .click();
      await page.getByRole('heading', { name: 'Draft draw' }).waitFor();
      const redrawn = (await adminDb().doc(`draws/${matchId}`).get()).data()!;
      expect(redrawn.published).toBe(false);
      expect(redrawn.seed).not.toBe(published.seed);
      expect(redrawn.anglers).toEqual(published.anglers);
      // Kept once: withdrawn, published again and redrawn, it is the same draw (the same seed).
      const keptAfter = await kept();
      expect(keptAfter.size).toBe(keptBefore + 1);
      expect(keptAfter.get(published.seed)?.assignments).toEqual(published.assignments);
      await openLoaded(visitor, `/matches/${matchId}`);
      await visitor.getByText('The draw is not published yet.').waitFor();
      expect(await fitsWidth(page)).toBe(true);

      // Tidy for the other viewport's run: the history keeps the draws it replaced.
      await page.getByRole('button', { name: 'Delete draw' }).click();
      await page
        .getByRole('dialog', { name: 'Are you sure?' })
        .getByRole('button', { name: 'Confirm' })
        .click();
      await page.getByRole('button', { name: 'Draw pegs' }).waitFor();
      expect(pageErrors).toEqual([]);
      await context.close();
    },
  );

  // At both sizes, each run on a match of its own, held today (results can be published).
  test(
    'corrects a weight after the results are published: out of date until published again',
    { tag: '@both' },
    async ({ openPage }, testInfo) => {
      // A match of this run's own, so neither the other viewport's run nor an earlier failed one
      // (its draw, results and their history) meets it.
      const matchId = `correction-${testInfo.project.name}-${Date.now()}`;
      const match = {
        ...NEXT!,
        id: matchId,
        description: `Correction Cup (${testInfo.project.name})`,
        date: today(),
      };
      const seeded = (await adminDb().doc(`matches/${NEXT!.id}`).get()).data()!;
      delete seeded.rev;
      await adminDb()
        .doc(`matches/${matchId}`)
        .set({ ...seeded, description: match.description, date: match.date });
      const { context, page, pageErrors } = await superAdminPage(openPage);

      // Drawn, weighed in and published as on the day.
      await drawAndPublish(page, matchId, match, 'Ann Tester\nBob Tester', '1-4');
      await page.goto(`/admin/match-day/${matchId}/weigh-in`);
      await page.getByRole('heading', { name: matchHeading(match) }).waitFor();
      await weigh(page, 'Ann Tester', '5', '0', '0');
      await card(page, 'Ann Tester').getByText('Sent: 5-00-00').waitFor();
      await weigh(page, 'Bob Tester', '2', '0', '0');
      await card(page, 'Bob Tester').getByText('Sent: 2-00-00').waitFor();
      await page.getByRole('button', { name: 'Publish results' }).click();
      await page
        .getByRole('dialog', { name: 'Publish the results?' })
        .getByRole('button', { name: 'Publish results' })
        .click();
      await page.getByText('The match page shows these results.').waitFor();

      const visitor = await context.newPage();
      // The match page opened again, and its result rows once they are as expected: a page seen
      // before opens as the service worker kept it, and shows what changed since once it has
      // hydrated and read its data again (vite.config.ts, the public-pages cache).
      const expectResults = async (rows: string[][]) => {
        await openLoaded(visitor, `/matches/${matchId}`);
        await expect
          .poll(() =>
            visitor
              .getByRole('table', { name: 'Results' })
              .locator('tbody tr')
              .evaluateAll((trs) =>
                trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent)),
              ),
          )
          .toEqual(rows);
      };
      const pegOf = async (angler: string) => {
        const draw = (await adminDb().doc(`draws/${matchId}`).get()).data()!;
        const found = (draw.assignments as { angler: string; peg: number }[]).find(
          (a) => a.angler === angler,
        );
        return String(found?.peg);
      };
      const [annPeg, bobPeg] = [await pegOf('Ann Tester'), await pegOf('Bob Tester')];
      const published = [
        ['1', 'Ann Tester', annPeg, '5 lb 0 oz 0 dr'],
        ['2', 'Bob Tester', bobPeg, '2 lb 0 oz 0 dr'],
      ];
      await expectResults(published);

      // Bob's weight corrected: the weigh-in page says the match page is out of date, and the
      // match page keeps the published results until they are published again.
      await weigh(page, 'Bob Tester', '6', '1', '0');
      await card(page, 'Bob Tester').getByText('Sent: 6-01-00').waitFor();
      await page
        .getByText('Unpublished changes: the match page still shows', { exact: false })
        .waitFor();
      expect(await fitsWidth(page)).toBe(true);
      await expectResults(published);

      // Published again (asked first): the correction, and the new order, are on the match page.
      await page.getByRole('button', { name: 'Publish again' }).click();
      await page
        .getByRole('dialog', { name: 'Publish the corrected results?' })
        .getByRole('button', { name: 'Publish again' })
        .click();
      await page.getByText('The match page shows these results.').waitFor();
      await page
        .getByText('Unpublished changes: the match page still shows', { exact: false })
        .waitFor({ state: 'detached' });
      await expectResults([
        ['1', 'Bob Tester', bobPeg, '6 lb 1 oz 0 dr'],
        ['2', 'Ann Tester', annPeg, '5 lb 0 oz 0 dr'],
      ]);
      expect(await fitsWidth(visitor)).toBe(true);

      // Tidy: the other run's match list and league do not meet this match.
      for (const path of [`draws/${matchId}`, `results/${matchId}`, `matches/${matchId}`]) {
        await adminDb().recursiveDelete(adminDb().doc(path));
      }
      expect(pageErrors).toEqual([]);
      await context.close();
    },
  );

  test(
    'deletes a season after saying what happens to its matches',
    { tag: '@phone' },
    async ({ openPage }) => {
      const { context, page, pageErrors } = await superAdminPage(
        openPage,
        SMALL_PHONE,
        '/admin/match-day/seasons',
      );
      await page.getByLabel('Season name').fill('Winter 2030');
      await page.getByLabel('First day').fill('2030-01-01');
      await page.getByLabel('Last day').fill('2030-03-31');
      await page.getByRole('button', { name: 'Save season' }).click();
      await page.getByRole('button', { name: 'Delete Winter 2030' }).click();
      const dialog = page.getByRole('dialog', { name: 'Are you sure?' });
      await dialog
        .getByText('Its matches and their results stay on the site; only its league table goes', {
          exact: false,
        })
        .waitFor();
      await dialog.getByRole('button', { name: 'Confirm' }).click();
      await page.getByText('The season Winter 2030 was deleted.').waitFor();
      await page.getByRole('button', { name: 'Delete Winter 2030' }).waitFor({ state: 'detached' });
      const names = (await adminDb().collection('seasons').get()).docs.map((d) => d.get('name'));
      expect(names).not.toContain('Winter 2030');
      expect(names.length).toBeGreaterThan(0);
      expect(pageErrors).toEqual([]);
      await context.close();
    },
  );
});
