import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import type { Page } from '@playwright/test';
import { adminBucket, adminDb } from '../tests/support/emulators';
import { restoreDemoClub } from './support/demo-data';
import { expect, test } from './support/test';

/** A photo taken as HEIC, with the camera's EXIF and GPS (e2e/fixtures/make-heic-fixture.ts). */
const HEIC = readFileSync(new URL('./fixtures/phone-portrait.heic', import.meta.url));

test.afterAll(async () => {
  await restoreDemoClub();
});

async function openForm(page: Page, memberName: string) {
  await page.goto('/catches');
  await page.getByRole('button', { name: 'Submit Yours!' }).click();
  const dialog = page.getByRole('dialog', { name: 'Submit Catch' });
  await dialog.getByRole('textbox', { name: 'Name' }).pressSequentially(memberName);
  await dialog.getByRole('combobox', { name: /Location/ }).click();
  await page.getByRole('option', { name: 'Weston' }).click();
  await dialog.getByRole('textbox', { name: 'Fish' }).pressSequentially('Bream');
  return dialog;
}

/** The average colour of a region of an image, as [r, g, b]. */
async function colourAt(image: Buffer, left: number, top: number, size: number) {
  const { data } = await sharp(image)
    .extract({ left, top, width: size, height: size })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const sum = [0, 0, 0];
  for (let i = 0; i < data.length; i += 3) for (let c = 0; c < 3; c++) sum[c]! += data[i + c]!;
  return sum.map((value) => value / (data.length / 3));
}

test.describe('HEIC photos from phones', () => {
  test(
    'uploads a HEIC photo with no type, upright, as JPEG with no EXIF',
    { tag: '@phone' },
    async ({ context, page, pageErrors }) => {
      const dialog = await openForm(page, 'Heic Hannah');
      // Phones and browsers often give a HEIC file no MIME type: the content must decide.
      await dialog.getByLabel('Picture').setInputFiles({
        name: 'IMG_5123.HEIC',
        mimeType: '',
        buffer: HEIC,
      });
      await dialog.getByText('Picture: IMG_5123.HEIC').waitFor();
      await dialog.getByRole('button', { name: 'Submit', exact: true }).click();
      await page.getByText('Your catch has been received', { exact: false }).waitFor();

      const stored = await adminDb()
        .collection('catches')
        .where('memberName', '==', 'Heic Hannah')
        .get();
      expect(stored.size).toBe(1);
      const id = stored.docs[0]!.id;
      const [photo] = await adminBucket().file(`catches/${id}`).download();
      const [thumb] = await adminBucket().file(`catchThumbs/${id}`).download();
      const meta = await sharp(photo).metadata();
      expect(meta.format).toBe('jpeg');
      // Upright: the portrait scene as drawn, sky at the top, grass below, the red sun top left.
      expect([meta.width, meta.height]).toEqual([900, 1200]);
      const [sunR, sunG, sunB] = await colourAt(photo, 160, 160, 40);
      expect(sunR).toBeGreaterThan(180);
      expect(sunG! + sunB!).toBeLessThan(200);
      const [skyR, , skyB] = await colourAt(photo, 600, 100, 40);
      expect(skyB).toBeGreaterThan(skyR! + 60);
      const [grassR, grassG] = await colourAt(photo, 100, 1100, 40);
      expect(grassG).toBeGreaterThan(grassR! + 40);
      expect(meta.exif).toBeUndefined();
      const thumbMeta = await sharp(thumb).metadata();
      expect([thumbMeta.width, thumbMeta.height]).toEqual([300, 400]);
      expect(thumbMeta.exif).toBeUndefined();
      expect(pageErrors).toEqual([]);
      await context.close();
    },
  );

  test(
    'refuses a text file called .heic with one sentence, and uploads nothing',
    { tag: '@phone' },
    async ({ context, page, pageErrors }) => {
      const before = (await adminDb().collection('catches').count().get()).data().count;
      const dialog = await openForm(page, 'Text Tom');
      await dialog.getByLabel('Picture').setInputFiles({
        name: 'IMG_0001.heic',
        mimeType: 'image/heic',
        buffer: Buffer.from('These are my fishing notes, not a photo.\n'.repeat(50)),
      });
      await dialog
        .getByText(
          'That file is not a photo this site can read. Please choose a JPEG, HEIC, PNG or WebP picture.',
          { exact: true },
        )
        .waitFor();
      expect(await dialog.getByRole('button', { name: 'Submit', exact: true }).isDisabled()).toBe(
        true,
      );
      expect((await adminDb().collection('catches').count().get()).data().count).toBe(before);
      const stored = await adminDb()
        .collection('catches')
        .where('memberName', '==', 'Text Tom')
        .get();
      expect(stored.size).toBe(0);
      expect(pageErrors).toEqual([]);
      await context.close();
    },
  );
});
