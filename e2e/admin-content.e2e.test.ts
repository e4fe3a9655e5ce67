import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDay } from '../src/lib/dates';
import { CONTENT_ADMIN } from '../scripts/seed/demo-accounts';
import { adminBucket, adminDb } from '../tests/support/emulators';
import { launchBrowser, newPage, PHONE, signInAs } from './support/browser';
import { restoreDemoClub } from './support/demo-data';
import { expectNotice, pngFile, rowWith, superAdminPage } from './support/admin-screens';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await restoreDemoClub();
});

describe('Manage Content in Chromium', () => {
  it('the super admin edits the home page, adds and deletes an article', async () => {
    const { context, page, pageErrors } = await superAdminPage(browser);
    await page.getByRole('link', { name: 'Manage Content' }).click();
    await page.getByRole('heading', { name: 'Manage Content' }).waitFor();
    expect(await page.title()).toBe('PAC - Manage Content');
    for (const tab of ['Home', 'Rules', 'Newsletter']) {
      await page.getByRole('tab', { name: tab }).waitFor();
    }

    // Home text and a new picture.
    const homeText = page.getByLabel('Home Text');
    await homeText.fill('<p>Welcome to the <strong>new</strong> season at the Priory.</p>');
    await page.getByLabel('Picture').setInputFiles(pngFile('home.png'));
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expectNotice(page, 'The home page was saved.');
    const content = (await adminDb().doc('content/main').get()).data()!;
    expect(content.homeImage).toContain('contentImage%2Fmain');
    const [metadata] = await adminBucket().file('contentImage/main').getMetadata();
    expect(metadata.contentType).toBe('image/png');

    // Articles: the seed's six, then a new one; its text is cut at 100 characters.
    const longText = `${'The winter league starts soon. '.repeat(5)}END`;
    await page.getByRole('button', { name: 'New Article' }).click();
    const dialog = page.getByRole('dialog', { name: 'New Article' });
    expect(Math.round((await dialog.boundingBox())!.width)).toBe(400);
    await dialog.getByLabel('Title').fill('Season opener');
    await dialog.getByLabel('Content').fill(longText);
    await dialog.getByRole('button', { name: 'Save Article' }).click();
    await expectNotice(page, 'The article "Season opener" was published.');
    const row = rowWith(page, 'Season opener');
    await row.waitFor();
    const cells = await row.getByRole('cell').allTextContents();
    expect(cells).toEqual([
      'Season opener',
      `${longText.slice(0, 100)}…`,
      formatDay(new Date()),
      'Delete',
    ]);

    // The public home page shows the new text and the article.
    const visitor = await newPage(browser);
    await visitor.page.goto('/');
    await visitor.page.getByText('new season at the Priory').waitFor();
    await visitor.page.getByRole('heading', { name: 'Season opener' }).waitFor();
    await visitor.context.close();

    await row.getByRole('button', { name: 'Delete Season opener' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    await expectNotice(page, 'The article "Season opener" was deleted.');
    await row.waitFor({ state: 'detached' });
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('saving the rules stamps today as dd/mm/yyyy; the newsletter saves', async () => {
    const { context, page, pageErrors } = await superAdminPage(browser);
    await page.goto('/admin/manage-content');
    await page.getByRole('tab', { name: 'Rules' }).click();
    const updated = page.getByLabel('Rules Updated');
    expect(await updated.inputValue()).toBe('01/09/2026');
    await page.getByLabel('Rules Text').fill('<ol><li>Be kind to the fish.</li></ol>');
    await page.getByRole('button', { name: 'Save Rules' }).click();
    await expectNotice(page, /The rules were saved/);
    await page.waitForFunction(
      (today) =>
        (document.querySelector('input[readonly]') as HTMLInputElement | null)?.value === today,
      formatDay(new Date()),
    );
    const content = (await adminDb().doc('content/main').get()).data()!;
    expect(content.rulesText).toBe('<ol><li>Be kind to the fish.</li></ol>');
    expect(content.rulesUpdated).toBe(formatDay(new Date()));

    const visitor = await newPage(browser);
    await visitor.page.goto('/rules');
    await visitor.page.getByText(`Updated: ${formatDay(new Date())}`).waitFor();
    await visitor.page.getByText('Be kind to the fish.').waitFor();

    await page.getByRole('tab', { name: 'Newsletter' }).click();
    await page.getByLabel('Newsletter Text').fill('<h3>Spring Newsletter</h3>');
    await page.getByRole('button', { name: 'Save Newsletter' }).click();
    await expectNotice(page, 'The newsletter was saved.');
    expect((await adminDb().doc('content/main').get()).data()!.newsletterText).toBe(
      '<h3>Spring Newsletter</h3>',
    );
    await visitor.page.goto('/newsletter');
    await visitor.page.getByRole('heading', { name: 'Spring Newsletter' }).waitFor();
    await visitor.context.close();
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('the content admin reaches it on a phone, but not Manage Matches', async () => {
    const { context, page, pageErrors } = await newPage(browser, PHONE);
    await signInAs(page, CONTENT_ADMIN.email, CONTENT_ADMIN.password);
    await page.getByRole('heading', { name: /Admin Dashboard for/ }).waitFor();
    await page.goto('/admin/manage-content');
    await page.getByLabel('Home Text').waitFor();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await page.goto('/admin/manage-matches');
    await page.waitForURL((url) => url.pathname === '/');
    expect(pageErrors).toEqual([]);
    await context.close();
  });
});
