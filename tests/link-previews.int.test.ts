/**
 * Link previews with a picture of their own (issue 35, point 6), asked of the real site server
 * (server/site.ts) and renderer (src/entry-server.tsx) over the emulators: an article's card made
 * from its title (articles hold no pictures), a match's results card, a catch's card with its
 * photo. Each page names its
 * card on the configured origin with its size, and the card answers 200, a PNG of that size, kept
 * by the CDN.
 */
import { writeFileSync } from 'node:fs';
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoMatches } from '../scripts/seed/data';
import { seedCatches } from '../scripts/seed/seed-demo-data';
import {
  CATCH_MEDIA_CACHE_CONTROL,
  MEDIA_CACHE_CONTROL,
  PREVIEW_CACHE_CONTROL,
} from '../server/site';
import { COLLECTIONS, CONTENT_DOC_ID } from '../src/config/constants';
import { adminBucket, adminDb } from './support/emulators';
import { type SeededSite, startSeededSite } from './support/seeded-site';

const ORIGIN = 'https://club.example';
const [match] = demoMatches().slice(0, 1);
let site: SeededSite | undefined;
let base = '';
let catchId = '';

beforeAll(async () => {
  site = await startSeededSite({ catches: 0, matches: [match!], origin: ORIGIN });
  base = `http://127.0.0.1:${site.port}`;
  // Five catches sharing one photo in the Storage emulator; the first approved one is shared.
  await seedCatches(5, true, 1);
  const approved = await adminDb()
    .collection(COLLECTIONS.catches)
    .where('isPublic', '==', true)
    .limit(1)
    .get();
  catchId = approved.docs[0]!.id;
  await adminDb()
    .doc(`${COLLECTIONS.content}/${CONTENT_DOC_ID}/${COLLECTIONS.homeArticles}/autumn`)
    .set({
      title: 'A bumper autumn at Weston',
      text: '<p>Bream to 9 lb on the feeder, and the tench are still feeding.</p>',
      createdDate: Timestamp.now(),
    });
  await adminDb()
    .doc(`${COLLECTIONS.results}/${match!.id}`)
    .set({
      matchId: match!.id,
      date: Timestamp.fromDate(match!.date),
      location: match!.location,
      description: match!.description,
      entries: [
        { peg: 4, angler: 'Ellie Marsh', weightDr: 5892, position: 1 },
        { peg: 9, angler: 'Jim Lee', weightDr: 4100, position: 2 },
      ],
    });
}, 120_000);

afterAll(() => site?.close());

const metaOf = (html: string, key: string) =>
  new RegExp(`<meta property="${key}" content="([^"]*)"`).exec(html)?.[1];

/** The PNG's own width and height, from its IHDR chunk. */
const pngSize = (png: Buffer) => ({ width: png.readUInt32BE(16), height: png.readUInt32BE(20) });

describe('a shared page', () => {
  it('names a picture of its own on the site, which answers with its stated size', async () => {
    const pages = ['/news/autumn', `/matches/${match!.id}`, `/catches/${catchId}`];
    const images: Buffer[] = [];
    for (const page of pages) {
      const html = await (await fetch(`${base}${page}`)).text();
      const image = metaOf(html, 'og:image');
      expect(image, page).toBe(`${ORIGIN}/preview${page}.png`);
      const stated = {
        width: Number(metaOf(html, 'og:image:width')),
        height: Number(metaOf(html, 'og:image:height')),
      };
      expect(stated, page).toEqual({ width: 1200, height: 630 });
      const answer = await fetch(`${base}${new URL(image!).pathname}`);
      expect(answer.status, page).toBe(200);
      expect(answer.headers.get('content-type'), page).toBe('image/png');
      expect(answer.headers.get('cache-control'), page).toBe(PREVIEW_CACHE_CONTROL);
      const png = Buffer.from(await answer.arrayBuffer());
      expect(pngSize(png), page).toEqual(stated);
      images.push(png);
      // To look at them: PAC_PREVIEW_OUT=/tmp/card npm test -- integration link-previews
      if (process.env.PAC_PREVIEW_OUT) {
        writeFileSync(`${process.env.PAC_PREVIEW_OUT}${images.length}.png`, png);
      }
    }
    // Each its own; the catch's holds its photo, far more than the text cards' few colours.
    expect(new Set(images.map((png) => png.toString('base64'))).size).toBe(3);
    expect(images[2]!.length).toBeGreaterThan(Math.max(images[0]!.length, images[1]!.length) * 3);
  }, 60_000);

  it('has no card for a page without one, an unknown item, or a pending catch', async () => {
    const pending = await adminDb()
      .collection(COLLECTIONS.catches)
      .where('isPublic', '==', false)
      .limit(1)
      .get();
    const paths = ['/preview/rules.png', '/preview/news/no-such.png', '/preview/admin.png'];
    paths.push(`/preview/catches/${pending.docs[0]!.id}.png`);
    for (const path of paths) expect((await fetch(`${base}${path}`)).status, path).toBe(404);
  });
});

// Not a preview, but the same site server answering a picture of its own origin: the public
// variants a page names at /media/ (src/lib/photo/media-path.ts), read from Storage.
describe("a public picture's variant on the site's origin", () => {
  it('answers a variant of a public folder, kept for good, and nothing else', async () => {
    const webp = Buffer.from('RIFF\u0000\u0000\u0000\u0000WEBPVP8 test', 'latin1');
    const name = 'contentImage/media-test__webp_480_960';
    await adminBucket().file(`${name}_w480`).save(webp, { contentType: 'image/webp' });
    await adminBucket().file('catches/media-test__webp_480_w480').save(webp, {
      contentType: 'image/webp',
    });
    const answer = await fetch(`${base}/media/${name}_w480`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('image/webp');
    expect(answer.headers.get('cache-control')).toBe(MEDIA_CACHE_CONTROL);
    expect(Buffer.from(await answer.arrayBuffer())).toEqual(webp);
    const refused = [
      `/media/${name}`, // the picture's own name, not a variant
      `/media/${name}_w960`, // named, not stored
      '/media/catches/media-test__webp_480_w480', // a catch's photo: not a public folder
    ];
    for (const path of refused) expect((await fetch(`${base}${path}`)).status, path).toBe(404);
  });
});

// An approved catch's photo variants on the site's origin too (media-path.ts, catchMediaPath), as
// briefly cached as its page, and read as a visitor reads them: storage.rules decide.
describe("a catch's photo variant on the site's origin", () => {
  it('answers while its catch is approved, for a minute, and not once it is withdrawn', async () => {
    const webp = Buffer.from('RIFF\u0000\u0000\u0000\u0000WEBPVP8 catch', 'latin1');
    const pending = await adminDb()
      .collection(COLLECTIONS.catches)
      .where('isPublic', '==', false)
      .limit(1)
      .get();
    const pendingId = pending.docs[0]!.id;
    for (const id of [catchId, pendingId]) {
      await adminBucket()
        .file(`catchPhotoVariants/${id}/2`)
        .save(webp, { contentType: 'image/webp' });
    }
    const path = `/media/catchPhotoVariants/${catchId}/2`;
    const answer = await fetch(`${base}${path}`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('image/webp');
    expect(answer.headers.get('cache-control')).toBe(CATCH_MEDIA_CACHE_CONTROL);
    expect(Buffer.from(await answer.arrayBuffer())).toEqual(webp);
    // A pending catch's is nobody's but its member's and the catches admins'.
    expect((await fetch(`${base}/media/catchPhotoVariants/${pendingId}/2`)).status).toBe(404);
    // The catch's page names its variants there, not at Storage.
    const html = await (await fetch(`${base}/catches/${catchId}`)).text();
    expect(html).toMatch(/srcset="\/media\/catchPhotoVariants\/[A-Za-z0-9_-]+\/0 480w/i);
    expect(html).not.toContain('catchPhotoVariants%2F');
    // Withdrawn: refused at the next read (the server keeps no copy).
    const doc = adminDb().doc(`${COLLECTIONS.catches}/${catchId}`);
    await doc.update({ isPublic: false });
    try {
      expect((await fetch(`${base}${path}`)).status).toBe(404);
    } finally {
      await doc.update({ isPublic: true });
    }
  });
});
