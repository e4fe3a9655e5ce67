import { PHONE } from './support/browser';
import { expectNotice, storageName, superAdminPage } from './support/admin-screens';
import { restoreDemoClub } from './support/demo-data';
import { expect, test } from './support/test';

test.afterAll(async () => {
  await restoreDemoClub();
});

test.describe('Manage Socials as the super admin', () => {
  test('creates, edits and deletes a social link, and the navbar follows', async ({ openPage }) => {
    const { page, pageErrors } = await superAdminPage(openPage);
    await page.getByRole('link', { name: 'Manage Socials' }).click();
    await page.getByRole('heading', { name: 'Manage Socials' }).waitFor();
    expect(await page.title()).toBe('PAC - Manage Socials');
    const table = page.getByRole('table', { name: 'Social links' });
    await table.getByText('https://www.facebook.com/prioryanglingclub').waitFor();
    // The navbar's icons, read from the summary document that every change keeps in step.
    const navbar = page.getByRole('banner');
    const navbarLink = (href: string) => navbar.locator(`a[href="${href}"]`);
    await navbarLink('https://www.facebook.com/prioryanglingclub').waitFor();
    expect(await navbar.getByRole('link', { name: /LinkedIn/ }).count()).toBe(0);
    expect(await table.locator('thead th').allTextContents()).toEqual([
      'Network',
      'Visible',
      'URL',
      'Action',
    ]);

    // One link per network: a second Twitter link is refused with a sentence, and not saved.
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    const second = page.getByRole('dialog', { name: 'Create Social' });
    await second.getByLabel('Social Name').selectOption({ label: 'Twitter' });
    await second.getByLabel('URL').fill('https://x.com/pac-juniors');
    await second.getByText('There is already a Twitter link: edit that one instead.').waitFor();
    expect(await second.getByRole('button', { name: 'Save Changes' }).isDisabled()).toBe(true);
    await second.getByRole('button', { name: 'Cancel' }).click();
    await second.waitFor({ state: 'detached' });
    // Once the club's Twitter link is deleted, a new one can be created.
    const clubX = table.getByRole('row').filter({ hasText: 'https://x.com/prioryangling' });
    await clubX.getByRole('button', { name: /Delete/ }).click();
    await page
      .getByRole('dialog', { name: 'Are you sure?' })
      .getByRole('button', { name: 'Confirm' })
      .click();
    await clubX.waitFor({ state: 'detached' });

    // Create: Twitter is stored as 'X (Formerly Twitter)'.
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Create Social' });
    await dialog.getByLabel('Social Name').selectOption({ label: 'Twitter' });
    await dialog.getByLabel('URL').fill('https://x.com/pac-juniors');
    await dialog.getByLabel('Yes').check();
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('X (Formerly Twitter) link saved.').waitFor();
    const created = table.getByRole('row').filter({ hasText: 'https://x.com/pac-juniors' });
    await created.waitFor();
    expect(await created.getByRole('cell').allTextContents()).toEqual([
      'X (Formerly Twitter)',
      'Yes',
      'https://x.com/pac-juniors',
      'HistoryEditDelete',
    ]);
    await navbarLink('https://x.com/pac-juniors').waitFor();

    // Edit: the hidden LinkedIn link gets a new address and becomes visible.
    const linkedIn = table.getByRole('row').filter({ hasText: 'LinkedIn' });
    await linkedIn.getByRole('button', { name: 'Edit LinkedIn' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Social' });
    expect(await edit.getByLabel('URL').inputValue()).toBe(
      'https://www.linkedin.com/company/priory-angling-club',
    );
    await edit.getByLabel('URL').fill('https://www.linkedin.com/company/pac');
    await edit.getByLabel('Yes').check();
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await table.getByText('https://www.linkedin.com/company/pac', { exact: true }).waitFor();
    expect(await linkedIn.getByRole('cell').nth(1).textContent()).toBe('Yes');
    await navbarLink('https://www.linkedin.com/company/pac').waitFor();

    // Delete asks first, and says it can be restored.
    await created.getByRole('button', { name: /Delete/ }).click();
    const confirm = page.getByRole('dialog', { name: 'Are you sure?' });
    await confirm.getByText(/restore it from Recently deleted for 90 days/).waitFor();
    await confirm.getByRole('button', { name: 'Confirm' }).click();
    // The notice of the first delete may still show: the newest one is this delete's.
    await page.getByText('X (Formerly Twitter) link deleted.').last().waitFor();
    await created.waitFor({ state: 'detached' });
    await navbarLink('https://x.com/pac-juniors').waitFor({ state: 'detached' });
    // A fresh page load reads the summary as it is now stored.
    await page.reload();
    await navbarLink('https://www.linkedin.com/company/pac').waitFor();
    expect(await navbarLink('https://x.com/pac-juniors').count()).toBe(0);

    expect(pageErrors).toEqual([]);
  });

  test('works on a phone, and replaces the crest', { tag: '@phone' }, async ({ openPage }) => {
    const { page } = await superAdminPage(openPage, PHONE);
    await page.goto('/admin/manage-socials');
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Create Social' });
    const box = await dialog.boundingBox();
    expect(box!.width).toBeLessThanOrEqual(PHONE.width);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });

    // The club's crest (Manage Club, issue 35) rides in the same summary document: replaced on a
    // phone, it shows in the header at once, in the home page's HTML, and the drawn one comes back
    // from History.
    await page.goto('/admin/manage-club');
    await page.getByRole('heading', { name: 'Manage Club' }).waitFor();
    await page.getByLabel('Replace the crest').setInputFiles({
      name: 'crest.svg',
      mimeType: 'image/svg+xml',
      buffer: Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40" onload="alert(1)">' +
          '<circle cx="20" cy="20" r="18" fill="#b71c1c"/></svg>',
      ),
    });
    await expectNotice(page, 'The crest was replaced.');
    const home = page.getByRole('banner').getByRole('link', { name: 'PAC' });
    const crest = home.locator('img');
    expect(storageName((await crest.getAttribute('src'))!)).toMatch(/^clubCrest\//);

    await page.goto('/');
    // Server-rendered: the page's HTML names the file, in the header's fixed box. (Polled: on a
    // loaded machine the server may answer the app shell when Firestore is slow, by design.)
    await expect
      .poll(async () => (await page.request.get('/')).text(), { timeout: 30_000 })
      .toMatch(/<img[^>]+src="[^"]+clubCrest%2F[^"]+"[^>]+width="36" height="42"/);
    await expect(crest).toHaveJSProperty('complete', true);
    expect(await crest.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    expect(await crest.boundingBox()).toMatchObject({ width: 36, height: 42 });

    await page.goto('/admin/manage-club');
    await page.getByRole('button', { name: 'History' }).click();
    const history = page.getByRole('dialog', { name: 'History of the crest' });
    await history.getByRole('button', { name: /^Put back the version before/ }).click();
    // The put-back heads the list (its notice sits behind the dialog).
    await history.getByText(/^Restored by /).waitFor();
    await history.getByRole('button', { name: 'Close' }).click();
    await history.waitFor({ state: 'detached' });
    await home.locator('svg').waitFor();
    expect(await crest.count()).toBe(0);
  });
});
