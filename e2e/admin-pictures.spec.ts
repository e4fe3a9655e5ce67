import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { adminBucket, adminDb } from '../tests/support/emulators';
import { PHONE } from './support/browser';
import { restoreDemoClub } from './support/demo-data';
import { expectNotice, storageName, superAdminPage } from './support/admin-screens';
import { expect, test } from './support/test';

/** A photo taken as HEIC, with the camera's EXIF and GPS (e2e/fixtures/make-heic-fixture.ts). */
const HEIC = readFileSync(new URL('./fixtures/phone-portrait.heic', import.meta.url));

test.afterAll(async () => {
  await restoreDemoClub();
});

/** The average colour of a square of an image, as [r, g, b]. */
async function colourAt(image: Buffer, left: number, top: number, size: number) {
  const { data } = await sharp(image)
    .removeAlpha()
    .extract({ left, top, width: size, height: size })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const sum = [0, 0, 0];
  for (let i = 0; i < data.length; i += 3) for (let c = 0; c < 3; c++) sum[c]! += data[i + c]!;
  return sum.map((value) => value / (data.length / 3));
}

/**
 * A camera's 3264 x 2448 JPEG stored sideways with EXIF orientation 6 (turn 90° clockwise to
 * view): red in the stored top-left quarter, so upright the red is in the top-right quarter.
 */
async function sidewaysCameraJpeg(): Promise<Buffer> {
  const [width, height] = [3264, 2448];
  const red = await sharp({
    create: { width: width / 2, height: height / 2, channels: 3, background: '#e01010' },
  })
    .png()
    .toBuffer();
  return sharp({ create: { width, height, channels: 3, background: '#1040d0' } })
    .composite([{ input: red, left: 0, top: 0 }])
    .jpeg({ quality: 95 })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

/** Creates a committee member with this picture; returns the stored photo's bytes and name. */
async function createMember(
  page: Page,
  name: string,
  picture: Parameters<Page['setInputFiles']>[1],
) {
  await page.goto('/admin/manage-committee/create');
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Role').fill('Bailiff');
  await page.getByLabel('Page Position').fill('9');
  await page.getByLabel('User Picture').setInputFiles(picture);
  // The prepared picture is previewed once the pipeline is done.
  await page.getByRole('img', { name: 'Preview of the picture' }).waitFor();
  await page.getByRole('button', { name: 'Create' }).click();
  await expectNotice(page, `${name} was added to the committee.`);
  const found = await adminDb().collection('members').where('memberName', '==', name).get();
  expect(found.size).toBe(1);
  const storedAs = storageName(String(found.docs[0]!.get('photoURL')));
  const [photo] = await adminBucket().file(storedAs).download();
  return Object.assign(photo, { storedAs });
}

test.describe('Back-office pictures through the members\u2019 photo pipeline', () => {
  test(
    'stores a HEIC committee photo (no type given) upright, as JPEG, with no EXIF, at most 512 px',
    { tag: '@phone' },
    async ({ openPage }) => {
      const { page, pageErrors } = await superAdminPage(openPage, PHONE);
      const photo = await createMember(page, 'Heic Harriet', {
        name: 'IMG_5123.HEIC',
        mimeType: '',
        buffer: HEIC,
      });
      const meta = await sharp(photo).metadata();
      expect(meta.format).toBe('jpeg');
      expect(meta.exif).toBeUndefined();
      // The 900 x 1200 portrait, scaled into 512 x 512.
      expect([meta.width, meta.height]).toEqual([384, 512]);
      // Its variants for the 120 px circle at 1x, 2x and its own width, made in the browser as
      // WebP, stored beside it, named in its name (src/config/picture-sizes.ts); upright too.
      expect(photo.storedAs).toMatch(/^memberDisplayPhotos\/[0-9a-f-]+__webp_120_240_384$/);
      for (const width of [120, 240, 384]) {
        const [variant] = await adminBucket().file(`${photo.storedAs}_w${width}`).download();
        const shape = await sharp(variant).metadata();
        expect([shape.format, shape.width, shape.height, shape.exif]).toEqual([
          'webp',
          width,
          Math.round((width * 512) / 384),
          undefined,
        ]);
      }
      const [smallSunR] = await colourAt(
        (await adminBucket().file(`${photo.storedAs}_w240`).download())[0],
        40,
        40,
        8,
      );
      expect(smallSunR).toBeGreaterThan(180);
      // Upright: the red sun top left, sky above, grass below (as e2e/heic.spec.ts checks).
      const [sunR, sunG, sunB] = await colourAt(photo, 64, 64, 16);
      expect(sunR).toBeGreaterThan(180);
      expect(sunG! + sunB!).toBeLessThan(200);
      const [skyR, , skyB] = await colourAt(photo, 256, 40, 16);
      expect(skyB).toBeGreaterThan(skyR! + 60);
      const [grassR, grassG] = await colourAt(photo, 40, 470, 16);
      expect(grassG).toBeGreaterThan(grassR! + 40);
      expect(pageErrors).toEqual([]);
    },
  );

  test("turns a camera's sideways 3264 x 2448 JPEG upright and stores it at 384 x 512, without EXIF", async ({
    openPage,
  }) => {
    const camera = await sidewaysCameraJpeg();
    expect((await sharp(camera).metadata()).orientation).toBe(6);
    const { page, pageErrors } = await superAdminPage(openPage);
    const photo = await createMember(page, 'Camera Carl', {
      name: 'DSC_0042.JPG',
      mimeType: 'image/jpeg',
      buffer: camera,
    });
    expect(photo.length).toBeLessThan(camera.length / 10);
    const meta = await sharp(photo).metadata();
    expect(meta.format).toBe('jpeg');
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect([meta.width, meta.height]).toEqual([384, 512]);
    const [topRightR, , topRightB] = await colourAt(photo, 300, 40, 32);
    expect(topRightR).toBeGreaterThan(topRightB! + 100);
    const [topLeftR, , topLeftB] = await colourAt(photo, 40, 40, 32);
    expect(topLeftB).toBeGreaterThan(topLeftR! + 100);
    expect(pageErrors).toEqual([]);
  });

  test('a Save pressed while the picture is being prepared waits for it and saves it', async ({
    openPage,
  }) => {
    const { page, pageErrors } = await superAdminPage(openPage);
    // The HEIC decoder's file is held back until Submit is pressed, so the press surely comes
    // while the picture is being prepared (such a press used to be dropped: nothing saved or
    // said, the dialog left open).
    let pressed: () => void = () => {};
    const press = new Promise<void>((resolve) => (pressed = resolve));
    await page.context().route('**/assets/heic-*.js', async (route) => {
      await press;
      await route.continue();
    });
    await page.goto('/admin/manage-contacts');
    await page.getByRole('button', { name: 'Change Image' }).click();
    const change = page.getByRole('dialog', { name: 'Change Image' });
    await change.getByLabel(/^Image/).setInputFiles({
      name: 'IMG_5124.HEIC',
      mimeType: 'image/heic',
      buffer: HEIC,
    });
    await change.getByRole('status').filter({ hasText: 'Preparing the picture' }).waitFor();
    await change.getByRole('button', { name: 'Submit Image' }).click();
    await change.getByRole('button', { name: 'Saving...' }).waitFor();
    pressed();
    await expectNotice(page, 'Contact page image changed.');
    const contact = await adminDb().doc('contact/image').get();
    const [stored] = await adminBucket()
      .file(storageName(String(contact.get('photoURL'))))
      .download();
    const meta = await sharp(stored).metadata();
    expect(meta.format).toBe('jpeg');
    expect(meta.exif).toBeUndefined();
    expect(pageErrors).toEqual([]);
  });

  test(
    'warns, without refusing, when the home picture is too small for the home page',
    { tag: '@phone' },
    async ({ openPage }) => {
      const small = await sharp({
        create: { width: 450, height: 300, channels: 3, background: '#2e7d32' },
      })
        .png()
        .toBuffer();
      const { page, pageErrors } = await superAdminPage(openPage, PHONE);
      await page.goto('/admin/manage-content');
      await page.getByRole('heading', { name: 'Manage Content' }).waitFor();
      await page.getByLabel('Picture').setInputFiles({
        name: 'small.png',
        mimeType: 'image/png',
        buffer: small,
      });
      await page
        .getByText(
          'This picture is 450 px wide; the home page shows it up to 1,152 px wide, so it will look blurred.',
          { exact: true },
        )
        .waitFor();
      await page.getByRole('img', { name: 'The current home page picture' }).waitFor();
      expect(pageErrors).toEqual([]);
    },
  );

  test(
    'refuses a text file named like a photo with one sentence',
    { tag: '@phone' },
    async ({ openPage }) => {
      const { page, pageErrors } = await superAdminPage(openPage, PHONE);
      await page.goto('/admin/manage-committee/create');
      await page.getByLabel('User Picture').setInputFiles({
        name: 'IMG_0001.heic',
        mimeType: 'image/heic',
        buffer: Buffer.from('These are my fishing notes, not a photo.\n'.repeat(50)),
      });
      await page
        .getByText(
          'That file is not a photo this site can read. Please choose a JPEG, HEIC, PNG or WebP picture.',
          { exact: true },
        )
        .waitFor();
      expect(pageErrors).toEqual([]);
    },
  );
});
