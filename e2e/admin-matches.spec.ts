import { demoMatches, MATCH_RULES } from '../scripts/seed/data';
import { isPastMatch } from '../src/features/matches/admin/is-past-match';
import { formatUtcDay } from '../src/lib/dates';
import { adminDb } from '../tests/support/emulators';
import { restoreDemoClub } from './support/demo-data';
import { expectNotice, holdUndo, rowWith, superAdminPage } from './support/admin-screens';
import { fitsWidth } from './support/page-ready';
import { expect, test } from './support/test';

test.afterAll(async () => {
  await restoreDemoClub();
});

test.describe('Manage Matches in Chromium, as the super admin', () => {
  // The docs' worked example (docs/admin-kit.md): listed, added, edited, deleted and restored.
  test('marks past matches, adds a title-cased match, edits, deletes and restores it', async ({
    openPage,
  }) => {
    const { page, pageErrors } = await superAdminPage(openPage);
    await page.getByRole('link', { name: 'Manage Matches' }).click();
    await page.getByRole('heading', { name: 'Manage Matches' }).waitFor();
    expect(await page.title()).toBe('PAC - Manage Matches');

    // It opens at the next match, the past ones behind one control (issue 34).
    const season = demoMatches();
    const first = season[0]!;
    const last = season[season.length - 1]!;
    const next = season.find((match) => !isPastMatch(match.date))!;
    await page
      .getByRole('table', { name: 'Matches' })
      .getByRole('row')
      .nth(1)
      .getByRole('cell', { name: formatUtcDay(next.date), exact: true })
      .waitFor();
    expect(await page.getByText('(past)').count()).toBe(0);
    await page.getByRole('button', { name: /^Show past matches \(\d+\)$/ }).click();

    // The seed's first match is a year ago: bold red, "(past)". The last, a year ahead, is plain.
    const past = rowWith(page, `${formatUtcDay(first.date)} (past)`)
      .getByRole('cell')
      .first();
    await past.waitFor();
    expect(await past.textContent()).toMatch(/^\d{2}\/\d{2}\/\d{4} \(past\)$/);
    const style = await past.evaluate((el) => getComputedStyle(el));
    expect(Number(style.fontWeight)).toBeGreaterThanOrEqual(700);
    expect(style.color).toBe('rgb(211, 47, 47)');
    const future = rowWith(page, formatUtcDay(last.date)).getByRole('cell').first();
    expect(await future.textContent()).not.toContain('(past)');

    // Add Match: every field required; description and location title-cased as typed.
    await page.getByRole('button', { name: 'Add Match' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Match' });
    const add = dialog.getByRole('button', { name: 'Add Match' });
    await dialog.getByLabel('Description').pressSequentially('boxing day OPEN');
    expect(await dialog.getByLabel('Description').inputValue()).toBe('Boxing Day Open');
    await dialog.getByLabel('Location').pressSequentially('clay end');
    expect(await dialog.getByLabel('Location').inputValue()).toBe('Clay End');
    // The pickers' fields are typed section by section, as on a phone's number keyboard.
    await dialog
      .getByRole('group', { name: /^Draw Time/ })
      .getByRole('spinbutton')
      .first()
      .click();
    await page.keyboard.type('0815');
    expect(await add.isDisabled()).toBe(true);
    await dialog.getByRole('group', { name: /^Date/ }).getByRole('spinbutton').first().click();
    await page.keyboard.type('26122031');
    await add.click();
    await expectNotice(page, 'Boxing Day Open was added to the match list.');
    const row = rowWith(page, 'Boxing Day Open');
    await row.waitFor();
    expect(await row.getByRole('cell').allTextContents()).toEqual([
      '26/12/2031',
      'Boxing Day Open',
      'Clay End',
      '08:15',
      // The actions cell: History, Edit and Delete (issue 19).
      'HistoryEditDelete',
    ]);
    const stored = await adminDb()
      .collection('matches')
      .where('description', '==', 'Boxing Day Open')
      .get();
    expect(stored.docs[0]!.data().date.toDate()).toEqual(new Date(Date.UTC(2031, 11, 26)));

    // The public match list shows it.
    const visitor = await openPage();
    await visitor.page.goto('/matches');
    await visitor.page.getByRole('row').filter({ hasText: 'Boxing Day Open' }).waitFor();
    await visitor.context.close();

    // Edit: the form starts from the match (its stored UTC day as the picker's day).
    await row.getByRole('button', { name: /^Edit/ }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Match' });
    expect(await edit.getByLabel('Description').inputValue()).toBe('Boxing Day Open');
    expect(await edit.getByRole('group', { name: /^Date/ }).textContent()).toContain('2031');
    await edit.getByLabel('Location').fill('');
    await edit.getByLabel('Location').pressSequentially('weston');
    await edit.getByRole('button', { name: 'Save Match' }).click();
    await expectNotice(page, 'Boxing Day Open was saved.');
    await row.getByRole('cell', { name: 'Weston', exact: true }).waitFor();
    expect((await stored.docs[0]!.ref.get()).data()!.date.toDate()).toEqual(
      new Date(Date.UTC(2031, 11, 26)),
    );

    // History lists the change, field by field.
    await row.getByRole('button', { name: /^History/ }).click();
    const history = page.getByRole('dialog', { name: 'History of Boxing Day Open' });
    await history.getByText('location: “Clay End” → “Weston”').waitFor();
    await history.getByRole('button', { name: 'Close' }).click();
    await history.waitFor({ state: 'detached' });

    // Delete asks first, and says it can be restored.
    await row.getByRole('button', { name: /^Delete/ }).click();
    const confirm = page.getByRole('dialog', { name: 'Are you sure?' });
    await confirm
      .getByText(
        /Boxing Day Open on 26\/12\/2031\? You can restore it from Recently deleted for 90 days/,
      )
      .waitFor();
    await confirm.getByRole('button', { name: 'Confirm' }).click();
    await expectNotice(page, 'Boxing Day Open was deleted.');
    await row.waitFor({ state: 'detached' });

    // Recently deleted brings it back, as it was edited, on the list and the public page.
    await page.goto('/admin/recently-deleted');
    const binRow = rowWith(page, 'Boxing Day Open');
    await binRow.getByRole('button', { name: /^Restore/ }).click();
    await expectNotice(page, 'Boxing Day Open was restored.');
    await binRow.waitFor({ state: 'detached' });
    await page.goto('/admin/manage-matches');
    await rowWith(page, 'Boxing Day Open').getByRole('cell', { name: 'Weston' }).waitFor();
    const back = await openPage();
    await back.page.goto('/matches');
    await back.page.getByRole('row').filter({ hasText: 'Boxing Day Open' }).waitFor();
    await back.context.close();
    expect(pageErrors).toEqual([]);
  });

  test('adds a match rule at the end and edits it', async ({ openPage }) => {
    const { page, pageErrors } = await superAdminPage(openPage, undefined, '/admin/manage-matches');
    await page.getByRole('link', { name: 'Edit Rules' }).click();
    await page.getByRole('heading', { name: 'Manage Match Rules' }).waitFor();
    expect(await page.title()).toBe('PAC - Manage Match Rules');
    await rowWith(page, MATCH_RULES[0]!).waitFor();

    await page.getByRole('button', { name: 'Add New Rule' }).click();
    const addDialog = page.getByRole('dialog', { name: 'Add New Rule' });
    const save = addDialog.getByRole('button', { name: 'Save Rule' });
    expect(await save.isDisabled()).toBe(true);
    await addDialog.getByLabel('Rule').fill('Landing nets must be dipped.');
    await save.click();
    await expectNotice(page, 'The rule was added.');
    const newRank = String(MATCH_RULES.length + 1);
    const added = rowWith(page, 'Landing nets must be dipped.');
    await added.waitFor();
    expect(await added.getByRole('cell').first().textContent()).toBe(newRank);

    await page.getByRole('button', { name: `Edit rule ${newRank}` }).click();
    const editDialog = page.getByRole('dialog', { name: 'Edit Rule' });
    expect(await editDialog.getByLabel('Rule').inputValue()).toBe('Landing nets must be dipped.');
    await editDialog.getByLabel('Rule').fill('Landing nets must be dipped before use.');
    await editDialog.getByRole('button', { name: 'Save Rule' }).click();
    await expectNotice(page, 'The rule was saved.');
    await rowWith(page, 'Landing nets must be dipped before use.').waitFor();
    const visitor = await openPage();
    await visitor.page.goto('/matches');
    await visitor.page.getByText('Landing nets must be dipped before use.').waitFor();
    await visitor.context.close();
    expect(pageErrors).toEqual([]);
  });
});

// Issue 19: edit and Undo at both sizes. Each project edits its own seeded match (months ahead),
// so the phone and desktop runs do not meet.
test.describe('Edit Match and Undo at both sizes', { tag: '@both' }, () => {
  test('a match’s venue corrected with the form’s check, shown on the public list; Undo of the edit and of a delete', async ({
    openPage,
  }) => {
    const phone = test.info().project.name === 'phone';
    const id = phone ? 'match-20' : 'match-21';
    const venue = phone ? 'Weston North Bank' : 'Clay End Far Bank';
    const stored = () => adminDb().doc(`matches/${id}`).get();
    const seeded = (await stored()).data()!;
    const rowName = `${seeded.description} on ${formatUtcDay(seeded.date.toDate())}`;
    const { page, pageErrors } = await superAdminPage(openPage, undefined, '/admin/manage-matches');
    await page.getByRole('button', { name: `Edit ${rowName}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Match' });
    // A text with the club's waters offered as it is typed: a combobox to assistive technology.
    const location = dialog.getByRole('combobox', { name: 'Location' });
    expect(await location.inputValue()).toBe(seeded.location);
    expect(await fitsWidth(page)).toBe(true);

    // The same check as when adding: an empty location gives its sentence, and Save waits.
    await location.fill('');
    await dialog.getByText('Enter the location.').waitFor();
    expect(await dialog.getByRole('button', { name: 'Save Match' }).isDisabled()).toBe(true);
    expect((await stored()).data()).toEqual(seeded);

    // Title-cased as typed (docs/product-spec.md §5).
    await location.fill(venue.toLowerCase());
    expect(await location.inputValue()).toBe(venue);
    await dialog.getByRole('button', { name: 'Save Match' }).click();
    await expectNotice(page, `${seeded.description} was saved.`);
    await dialog.waitFor({ state: 'detached' });
    expect((await stored()).get('location')).toBe(venue);
    const undo = await holdUndo(page);
    const visitor = await openPage();
    await visitor.page.goto('/matches');
    await visitor.page.getByText(venue).first().waitFor();

    // Undo from the notice: the old venue is back, on the public list too.
    await undo.click();
    await expectNotice(page, 'Undone: the previous version is back.');
    expect((await stored()).get('location')).toBe(seeded.location);
    await visitor.page.reload();
    await visitor.page.getByText(seeded.description).first().waitFor();
    expect(await visitor.page.getByText(venue).count()).toBe(0);

    // Deleted, then Undo from the notice: the match is back.
    await page.getByRole('button', { name: `Delete ${rowName}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    await expectNotice(page, `${seeded.description} was deleted.`);
    expect((await stored()).exists).toBe(false);
    await page.getByRole('status').getByRole('button', { name: 'Undo' }).click();
    await expectNotice(page, 'Undone: the previous version is back.');
    expect((await stored()).get('location')).toBe(seeded.location);
    await page.getByRole('button', { name: `Edit ${rowName}` }).waitFor();
    expect(pageErrors).toEqual([]);
    expect(visitor.pageErrors).toEqual([]);
  });
});
