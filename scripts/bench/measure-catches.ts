/**
 * Drives Member Catches like a visitor: the first view, the next page, a search, then a photo's zoom
 * dialog; counts the Firestore documents each step reads and which photos (thumbnail or full) are
 * downloaded. Also measures the simplest baseline: every catch read and filtered in the browser.
 */
import type { Browser, Page } from 'playwright-core';
import { HOST, PROJECT_ID } from '../emulators/config.ts';
import { FirestoreMeter, minus, readsIn, type FirestoreReads } from './firestore-meter.ts';
import { bytesOf, PHONE } from './measure-route.ts';
import { CATCHES } from './routes.ts';

export interface CatchesMeasure {
  shown: boolean;
  rows: number;
  view: FirestoreReads;
  nextPage?: FirestoreReads;
  search?: FirestoreReads;
  thumbsInList: number;
  fullInList: number;
  listImageBytes: number;
  /** The same rows with their full photos instead of thumbnails. */
  listFullPhotoBaselineBytes: number;
  zoom?: { fullLoaded: boolean; bytes: number };
  notes: string[];
}

const isThumb = (url: string) => url.includes('/o/catchThumbs%2F');
/** The photo itself, or one of its variants at the width shown (src/config/catch-photo-variants.ts). */
const isFull = (url: string) => /\/o\/(?:catches|catchPhotoVariants)%2F/.test(url);

async function settle(page: Page) {
  await page.waitForLoadState('networkidle').catch(() => undefined);
  await page.waitForTimeout(800);
  await page.waitForLoadState('networkidle').catch(() => undefined);
}

export async function measureCatches(
  browser: Browser,
  baseUrl: string,
  firestorePort: number,
  withZoom: boolean,
): Promise<CatchesMeasure> {
  const context = await browser.newContext({ viewport: PHONE, baseURL: baseUrl });
  const page = await context.newPage();
  const meter = new FirestoreMeter(page, firestorePort);
  const images: { url: string; bytes: Promise<number> }[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'image') return;
    images.push({
      url: response.url(),
      bytes: response.body().then(
        (b) => b.length,
        () => 0,
      ),
    });
  });
  const notes: string[] = [];
  const result: CatchesMeasure = {
    shown: false,
    rows: 0,
    view: { documents: 0, requests: 0, bytes: 0 },
    thumbsInList: 0,
    fullInList: 0,
    listImageBytes: 0,
    listFullPhotoBaselineBytes: 0,
    notes,
  };
  try {
    await page.goto(CATCHES.path);
    result.shown = await page
      .locator(CATCHES.rowPhoto)
      .first()
      .waitFor({ timeout: 30_000 })
      .then(() => true)
      .catch(() => false);
    if (!result.shown) {
      notes.push('the catches table with photos did not show');
      return result;
    }
    await settle(page);
    result.rows = await page.locator(CATCHES.row).count();
    result.view = await meter.snapshot();
    const listImages = images.slice();
    result.thumbsInList = listImages.filter((image) => isThumb(image.url)).length;
    result.fullInList = listImages.filter((image) => isFull(image.url)).length;
    result.listImageBytes = (await Promise.all(listImages.map((image) => image.bytes))).reduce(
      (a, b) => a + b,
      0,
    );
    const fullOfShown = [...meter.imageUrls.values()]
      .filter((urls) => urls.thumbURL && listImages.some((image) => image.url === urls.thumbURL))
      .map((urls) => urls.imgURL ?? '');
    result.listFullPhotoBaselineBytes = await bytesOf(fullOfShown);

    const next = page.getByRole('button', { name: CATCHES.nextPage });
    if ((await next.count()) && (await next.first().isEnabled())) {
      const before = await meter.snapshot();
      await next.first().click();
      await settle(page);
      result.nextPage = minus(await meter.snapshot(), before);
    } else notes.push('no enabled next-page button');

    const search = page.getByRole('searchbox').or(page.getByLabel(CATCHES.searchLabel)).first();
    if (await search.count()) {
      const before = await meter.snapshot();
      // The search is sent after the typing pause and, on a large collection, the emulator takes a
      // while to answer: wait for that answer itself, not only for a quiet network.
      const answered = page
        .waitForResponse(
          (response) =>
            response.url().includes(':runQuery') &&
            (response.request().postData() ?? '').includes('searchKeywords'),
          { timeout: 60_000 },
        )
        .catch(() => null);
      await search.fill(CATCHES.searchTerm);
      const response = await answered;
      if (!response) notes.push('the search query got no answer within 60 s');
      else if (!response.ok()) notes.push(`the search query failed: HTTP ${response.status()}`);
      await settle(page);
      result.search = minus(await meter.snapshot(), before);
    } else notes.push('no search box');

    if (withZoom) {
      const imagesBefore = images.length;
      await page.locator(CATCHES.rowPhoto).first().click();
      const opened = await page
        .locator(CATCHES.dialogPhoto)
        .first()
        .waitFor({ timeout: 15_000 })
        .then(() => true)
        .catch(() => false);
      await settle(page);
      if (!opened) notes.push('clicking a photo did not open a dialog with an image');
      const after = images.slice(imagesBefore).filter((image) => isFull(image.url));
      result.zoom = {
        fullLoaded: opened && after.length > 0,
        bytes: (await Promise.all(after.map((image) => image.bytes))).reduce((a, b) => a + b, 0),
      };
    }
    return result;
  } finally {
    await context.close();
  }
}

/** The baseline: one query for every catch, as a page that filters in the browser would make. */
export async function readAllCatches(firestorePort: number): Promise<FirestoreReads> {
  const url = `http://${HOST}:${firestorePort}/v1/projects/${PROJECT_ID}/databases/(default)/documents:runQuery`;
  const response = await fetch(url, {
    method: 'POST',
    // The emulator's owner token: the baseline reads what an unfiltered query would return.
    headers: { 'Content-Type': 'application/json', Authorization: 'Bearer owner' },
    body: JSON.stringify({ structuredQuery: { from: [{ collectionId: 'catches' }] } }),
  });
  const body = await response.text();
  if (!response.ok) throw new Error(`Reading every catch failed: ${response.status} ${body}`);
  return { documents: readsIn(url, body), requests: 1, bytes: Buffer.byteLength(body) };
}
