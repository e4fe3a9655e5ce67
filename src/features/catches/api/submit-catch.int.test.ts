import sharp from 'sharp';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { adminBucket, adminDb, clearFirestore } from '../../../../tests/support/emulators';
import { loadStorage } from '../../../lib/firebase';
import { submitCatch, type NewCatch } from './submit-catch';

async function jpeg(width: number, height: number): Promise<Blob> {
  const buffer = await sharp({
    create: { width, height, channels: 3, background: { r: 40, g: 120, b: 90 } },
  })
    .jpeg()
    .toBuffer();
  return new Blob([new Uint8Array(buffer)], { type: 'image/jpeg' });
}

async function storedNames(): Promise<string[]> {
  const [photos] = await adminBucket().getFiles({ prefix: 'catches/' });
  const [thumbs] = await adminBucket().getFiles({ prefix: 'catchThumbs/' });
  return [...photos, ...thumbs].map((file) => file.name).sort();
}

async function catchIds(): Promise<string[]> {
  const snapshot = await adminDb().collection('catches').get();
  return snapshot.docs.map((d) => d.id);
}

let photo: Blob;
let thumb: Blob;
let input: NewCatch;

beforeAll(async () => {
  photo = await jpeg(1200, 900);
  thumb = await jpeg(400, 300);
  input = {
    memberName: 'Sue Marsh',
    catchLocation: 'Clay End',
    fishType: 'Crucian Carp',
    fishLbs: 2,
    fishOz: 7,
    photo,
    thumb,
  };
});

beforeEach(async () => {
  await clearFirestore();
  await adminDb().doc('counters/catches').set({ last: 41, lastId: 'catch-041' });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('submitCatch against the emulators, with the real Firestore rules', () => {
  it('uploads the photo and thumbnail, then stores an unapproved catch with the next orderRank', async () => {
    const progress: number[] = [];
    const { id, orderRank } = await submitCatch(input, { onProgress: (f) => progress.push(f) });

    expect(orderRank).toBe(42);
    const stored = (await adminDb().doc(`catches/${id}`).get()).data();
    expect(stored).toMatchObject({
      memberName: 'Sue Marsh',
      catchLocation: 'Clay End',
      fishType: 'Crucian Carp',
      fishLbs: 2,
      fishOz: 7,
      isPublic: false,
      orderRank: 42,
    });
    expect(stored?.searchKeywords).toEqual(expect.arrayContaining(['sue', 'mar', 'crucian', 'c']));
    expect(stored?.imgURL).toContain(`catches%2F${id}`);
    expect(stored?.thumbURL).toContain(`catchThumbs%2F${id}`);
    expect((await adminDb().doc('counters/catches').get()).data()).toEqual({
      last: 42,
      lastId: id,
    });

    const [photoBytes] = await adminBucket().file(`catches/${id}`).download();
    const [thumbBytes] = await adminBucket().file(`catchThumbs/${id}`).download();
    expect(photoBytes.length).toBe(photo.size);
    expect(thumbBytes.length).toBe(thumb.size);
    // The stored URL serves the photo.
    const served = await fetch(String(stored?.imgURL));
    expect(served.headers.get('content-type')).toBe('image/jpeg');
    expect(progress.at(-1)).toBe(1);
  });

  it('stores a catch without a weight, and the next one takes the following rank', async () => {
    const noWeight = { ...input, fishLbs: undefined, fishOz: undefined };
    const first = await submitCatch(noWeight);
    const second = await submitCatch(input);
    expect(second.orderRank).toBe(first.orderRank + 1);
    const stored = (await adminDb().doc(`catches/${first.id}`).get()).data();
    expect(stored).not.toHaveProperty('fishLbs');
    expect(stored).not.toHaveProperty('fishOz');
  });

  it('gives concurrent submissions distinct, consecutive ranks', async () => {
    const results = await Promise.allSettled(Array.from({ length: 8 }, () => submitCatch(input)));
    const ranks = results.map((r) => (r.status === 'fulfilled' ? r.value.orderRank : r.reason));
    expect(ranks.sort((a, b) => a - b)).toEqual([42, 43, 44, 45, 46, 47, 48, 49]);
    expect((await adminDb().doc('counters/catches').get()).data()?.last).toBe(49);
    expect((await catchIds()).length).toBe(8);
  });

  it('writes no document when the upload is refused', async () => {
    const before = await storedNames();
    // Storage refuses the upload (as its rules do in production; the offline emulator has none).
    const realFetch = globalThis.fetch;
    vi.stubGlobal('fetch', (url: RequestInfo | URL, init?: RequestInit) =>
      String(url).includes('/v0/b/')
        ? Promise.resolve(
            new Response(JSON.stringify({ error: { code: 403, message: 'Permission denied.' } }), {
              status: 403,
            }),
          )
        : realFetch(url, init),
    );
    await expect(submitCatch(input)).rejects.toMatchObject({ code: 'storage/unauthorized' });
    vi.unstubAllGlobals();

    expect(await catchIds()).toEqual([]);
    expect((await adminDb().doc('counters/catches').get()).data()?.last).toBe(41);
    expect(await storedNames()).toEqual(before);
  });

  it('gives up on a network that stays down, writing nothing', async () => {
    const storage = await loadStorage();
    const retryTime = storage.maxUploadRetryTime;
    storage.maxUploadRetryTime = 500;
    const realFetch = globalThis.fetch;
    vi.stubGlobal('fetch', (url: RequestInfo | URL, init?: RequestInit) =>
      String(url).includes('/v0/b/')
        ? Promise.reject(new TypeError('fetch failed'))
        : realFetch(url, init),
    );
    try {
      await expect(submitCatch(input)).rejects.toMatchObject({
        code: 'storage/retry-limit-exceeded',
      });
    } finally {
      storage.maxUploadRetryTime = retryTime;
    }
    expect(await catchIds()).toEqual([]);
  });

  it('removes the uploaded files when the rules refuse the document', async () => {
    const before = await storedNames();
    // Past the client's validation: the rules allow 0 to 100 lbs.
    await expect(submitCatch({ ...input, fishLbs: 150 })).rejects.toMatchObject({
      code: 'permission-denied',
    });
    expect(await catchIds()).toEqual([]);
    expect(await storedNames()).toEqual(before);
    expect((await adminDb().doc('counters/catches').get()).data()?.last).toBe(41);
  });

  it('leaves nothing behind when the member cancels during the upload', async () => {
    const before = await storedNames();
    const big = new Blob([new Uint8Array(6 * 1024 * 1024).map((_, i) => i % 251)], {
      type: 'image/jpeg',
    });
    const controller = new AbortController();
    const submission = submitCatch(
      { ...input, photo: big },
      {
        signal: controller.signal,
        onProgress: (fraction) => {
          if (fraction > 0) controller.abort();
        },
      },
    );
    await expect(submission).rejects.toMatchObject({ code: 'storage/canceled' });
    expect(await catchIds()).toEqual([]);
    expect(await storedNames()).toEqual(before);
  });

  it('does nothing when cancelled before it starts', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(submitCatch(input, { signal: controller.signal })).rejects.toMatchObject({
      code: 'storage/canceled',
    });
    expect(await catchIds()).toEqual([]);
  });
});
