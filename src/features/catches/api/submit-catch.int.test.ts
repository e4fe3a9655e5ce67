import { signInWithEmailAndPassword, signOut } from 'firebase/auth';
import sharp from 'sharp';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  adminBucket,
  adminDb,
  clearFirestore,
  createAdmin,
} from '../../../../tests/support/emulators';
import { loadAuth, loadStorage } from '../../../lib/firebase';
import { watchAuthState } from '../../auth';
import { catchPhotoSources, catchVariantUrls } from '../photo/catch-photo-sources';
import { submitCatch, submitCatchWith, type NewCatch } from './submit-catch';
import { memberServices } from './submit-services';

async function jpeg(width: number, height: number): Promise<Blob> {
  const buffer = await sharp({
    create: { width, height, channels: 3, background: { r: 40, g: 120, b: 90 } },
  })
    .jpeg()
    .toBuffer();
  return new Blob([new Uint8Array(buffer)], { type: 'image/jpeg' });
}

async function webp(width: number): Promise<Blob> {
  const buffer = await sharp({
    create: { width, height: (width * 3) / 4, channels: 3, background: { r: 40, g: 120, b: 90 } },
  })
    .webp()
    .toBuffer();
  return new Blob([new Uint8Array(buffer)], { type: 'image/webp' });
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

let input: NewCatch;
let memberCount = 0;

beforeAll(async () => {
  input = {
    memberName: 'Sue Marsh',
    catchLocation: 'Clay End',
    fishType: 'Crucian Carp',
    fishLbs: 2,
    fishOz: 7,
    photo: await jpeg(1200, 900),
    thumb: await jpeg(400, 300),
  };
});

beforeEach(async () => {
  await clearFirestore();
  // Each test is a new browser: a new anonymous submitter, with a fresh allowance.
  await signOut(await loadAuth());
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('submitCatch against the emulators, with the real Firestore and Storage rules', () => {
  it('uploads the photo, thumbnail and variants to a draft, then finishes it with a server-time orderRank', async () => {
    const progress: number[] = [];
    const before = Date.now();
    const widths = [480, 960, 1200];
    const variants = {
      format: 'webp' as const,
      blobs: await Promise.all(widths.map(async (width) => ({ width, blob: await webp(width) }))),
    };
    const { id, orderRank } = await submitCatch(
      { ...input, variants },
      { onProgress: (f) => progress.push(f) },
    );

    const auth = await loadAuth();
    expect(auth.currentUser?.isAnonymous).toBe(true);
    const stored = (await adminDb().doc(`catches/${id}`).get()).data();
    expect(stored).toMatchObject({
      memberName: 'Sue Marsh',
      catchLocation: 'Clay End',
      fishType: 'Crucian Carp',
      fishLbs: 2,
      fishOz: 7,
      weightOz: 39,
      isPublic: false,
      orderRank,
      ownerUid: auth.currentUser?.uid,
    });
    // The draft's server time in microseconds: above the old counter's small ranks.
    expect(orderRank).toBeGreaterThanOrEqual((before - 60_000) * 1000);
    expect(stored?.searchKeywords).toEqual(expect.arrayContaining(['sue', 'mar', 'crucian', 'c']));
    expect(stored?.imgURL).toContain(`catches%2F${id}`);
    expect(stored?.thumbURL).toContain(`catchThumbs%2F${id}`);
    const submitter = (await adminDb().doc(`submitters/${auth.currentUser?.uid}`).get()).data();
    expect(submitter).toMatchObject({ draft: id, dayCount: 1, draftsToday: 1 });
    // Finished: no longer marked as a draft for the upkeep's sweep.
    expect(stored).not.toHaveProperty('unfinished');

    const [photoBytes] = await adminBucket().file(`catches/${id}`).download();
    const [thumbBytes] = await adminBucket().file(`catchThumbs/${id}`).download();
    expect(photoBytes.length).toBe(input.photo.size);
    expect(thumbBytes.length).toBe(input.thumb!.size);
    const served = await fetch(String(stored?.imgURL));
    expect(served.headers.get('content-type')).toBe('image/jpeg');
    expect(progress.at(-1)).toBe(1);

    // The variants (issue 35): beside the photo, listed in its URL, read as the catch is.
    expect(stored?.imgURL).toMatch(/&variants=webp_480_960_1200$/);
    // A public page names them on the site's origin (/media/, the site server reads them)...
    const sources = catchPhotoSources(String(stored?.imgURL))!;
    expect(sources.srcSet.split(', ').map((entry) => entry.split(' ')[0]!)).toEqual(
      [0, 1, 2].map((n) => `/media/catchPhotoVariants/${id}/${n}`),
    );
    // ...which reads them from Storage as anyone would: the rules decide.
    const variantUrls = catchVariantUrls(String(stored?.imgURL)).map((variant) => variant.url);
    expect(variantUrls).toHaveLength(3);
    expect((await fetch(variantUrls[1]!)).status).toBe(403); // pending: not public yet
    await adminDb().doc(`catches/${id}`).update({ isPublic: true });
    const variant = await fetch(variantUrls[1]!);
    expect(variant.headers.get('content-type')).toBe('image/webp');
    expect((await variant.arrayBuffer()).byteLength).toBe(variants.blobs[1]!.blob.size);
  });

  it('stores a catch without a weight without weightOz', async () => {
    const { id } = await submitCatch({ ...input, fishLbs: undefined, fishOz: undefined });
    const stored = (await adminDb().doc(`catches/${id}`).get()).data();
    expect(stored).not.toHaveProperty('fishLbs');
    expect(stored).not.toHaveProperty('weightOz');
  });

  it('stores a catch once when retried with the same client-made id', async () => {
    const id = 'OfflineQueued0000001';
    const before = await storedNames();
    const first = await submitCatch(input, { id });
    const retry = await submitCatch(input, { id });
    expect(retry).toEqual(first);
    expect(await catchIds()).toEqual([id]);
    expect(await storedNames()).toEqual([...before, `catchThumbs/${id}`, `catches/${id}`].sort());
  });

  it('refuses a draft under the id of a binned catch, which stays as deleted, files included (issue 32)', async () => {
    // An approved catch a catches admin deleted: its delete entry in the history, its files kept
    // for a restore. A member's queued catch under that id (or a crafted one) must not take it.
    const id = 'BinnedCatch000000001';
    const photo = Buffer.from('the approved photo');
    for (const folder of ['catches', 'catchThumbs'])
      await adminBucket().file(`${folder}/${id}`).save(photo, { contentType: 'image/jpeg' });
    await adminDb()
      .doc(`history/catches~${id}@1`)
      .set({
        area: 'manageCatches',
        path: `catches/${id}`,
        rev: 1,
        kind: 'delete',
        before: { memberName: 'Sue Marsh', fishType: 'Crucian Carp', isPublic: true },
        by: 'uid-catches-admin',
        email: null,
        at: new Date(),
      });
    await expect(submitCatch(input, { id })).rejects.toMatchObject({ code: 'permission-denied' });
    expect(await catchIds()).toEqual([]);
    for (const folder of ['catches', 'catchThumbs']) {
      const [bytes] = await adminBucket().file(`${folder}/${id}`).download();
      expect(bytes.toString()).toBe('the approved photo');
    }
    // The same browser's next catch, under a fresh id, goes through as ever.
    const { id: fresh } = await submitCatch(input);
    expect(await catchIds()).toEqual([fresh]);
  });

  it('refuses a second catch from the same browser within a minute, leaving nothing behind', async () => {
    const first = await submitCatch(input);
    const files = await storedNames();
    await expect(submitCatch(input)).rejects.toMatchObject({ code: 'catches/too-soon' });
    expect(await catchIds()).toEqual([first.id]);
    expect(await storedNames()).toEqual(files);
  });

  it('ranks a catch submitted after another finished above it', async () => {
    const first = await submitCatch(input);
    await signOut(await loadAuth());
    const second = await submitCatch(input);
    expect(second.orderRank).toBeGreaterThan(first.orderRank);
  });

  it('gives concurrent members distinct ranks, below any catch submitted after them', async () => {
    const members = Array.from({ length: 8 }, () => memberServices(`member-${++memberCount}`));
    const results = await Promise.all(members.map((m) => submitCatchWith(m, input)));
    const ranks = results.map((r) => r.orderRank);
    expect(new Set(ranks).size).toBe(8);
    const later = await submitCatchWith(memberServices(`member-${++memberCount}`), input);
    expect(later.orderRank).toBeGreaterThan(Math.max(...ranks));
    expect((await catchIds()).length).toBe(9);
  });

  it('lets a signed-in admin submit in their own session', async () => {
    const { uid, email, password } = await createAdmin('submitting-admin', {
      manageCatches: true,
    });
    const auth = await loadAuth();
    await signInWithEmailAndPassword(auth, email, password);
    const { id } = await submitCatch(input);
    expect(auth.currentUser?.uid).toBe(uid);
    expect((await adminDb().doc(`catches/${id}`).get()).get('ownerUid')).toBe(uid);
  });

  it('treats the anonymous submitter as a visitor, not a signed-in admin', async () => {
    await submitCatch(input);
    const seen = await new Promise((resolve) => {
      const stop = watchAuthState((user) => {
        stop();
        resolve(user);
      });
    });
    expect(seen).toBeNull();
  });

  it('removes the draft when the upload is refused', async () => {
    const before = await storedNames();
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
    expect(await storedNames()).toEqual(before);
  });

  it('gives up on a network that stays down, leaving no draft', async () => {
    const storage = await loadStorage();
    const retryTime = storage.maxUploadRetryTime;
    const operationTime = storage.maxOperationRetryTime;
    storage.maxUploadRetryTime = 500;
    // The tidy-up before each retry (submit-retry.ts) deletes through the same dead network.
    storage.maxOperationRetryTime = 500;
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
      storage.maxOperationRetryTime = operationTime;
    }
    vi.unstubAllGlobals();
    expect(await catchIds()).toEqual([]);
  });

  it('sends an outbox catch again from its own draft after the network stayed down: one draft spent (issue 32)', async () => {
    const storage = await loadStorage();
    const retryTime = storage.maxUploadRetryTime;
    const operationTime = storage.maxOperationRetryTime;
    storage.maxUploadRetryTime = 500;
    storage.maxOperationRetryTime = 500;
    const realFetch = globalThis.fetch;
    vi.stubGlobal('fetch', (url: RequestInfo | URL, init?: RequestInit) =>
      String(url).includes('/v0/b/')
        ? Promise.reject(new TypeError('fetch failed'))
        : realFetch(url, init),
    );
    const id = 'OutboxCatch000000001';
    try {
      await expect(submitCatch(input, { id })).rejects.toMatchObject({
        code: 'storage/retry-limit-exceeded',
      });
    } finally {
      storage.maxUploadRetryTime = retryTime;
      storage.maxOperationRetryTime = operationTime;
    }
    vi.unstubAllGlobals();
    // Kept for the next try, which goes on from it instead of opening another.
    expect(await catchIds()).toEqual([id]);
    const uid = (await adminDb().doc(`catches/${id}`).get()).get('ownerUid') as string;
    const drafts = async () =>
      (await adminDb().doc(`submitters/${uid}`).get()).get('draftsToday') as number;
    expect(await drafts()).toBe(1);
    const sent = await submitCatch(input, { id });
    expect(sent.id).toBe(id);
    expect(await drafts()).toBe(1);
    expect((await adminDb().doc(`catches/${id}`).get()).get('orderRank')).toBe(sent.orderRank);
    expect(await storedNames()).toEqual(expect.arrayContaining([`catches/${id}`]));
  });

  it('tries an upload again whose answer was lost, storing the catch once with its two files', async () => {
    const storage = await loadStorage();
    const retryTime = storage.maxUploadRetryTime;
    storage.maxUploadRetryTime = 500;
    const before = await storedNames();
    const realFetch = globalThis.fetch;
    let lost = 0;
    // The first upload arrives but its answer is lost, and so is the next; then the network is back.
    vi.stubGlobal('fetch', async (url: RequestInfo | URL, init?: RequestInit) => {
      const upload = String(url).includes('/v0/b/') && init?.method === 'POST';
      if (!upload || ++lost > 2) return realFetch(url, init);
      if (lost === 1) await realFetch(url, init);
      throw new TypeError('fetch failed');
    });
    try {
      const { id, orderRank } = await submitCatch(input);
      expect(lost).toBeGreaterThan(2);
      expect(await catchIds()).toEqual([id]);
      expect((await adminDb().doc(`catches/${id}`).get()).get('orderRank')).toBe(orderRank);
      expect(await storedNames()).toEqual([...before, `catchThumbs/${id}`, `catches/${id}`].sort());
    } finally {
      storage.maxUploadRetryTime = retryTime;
    }
  });

  it('takes a finish whose answer was lost as done: one rank, one claim', async () => {
    const realFetch = globalThis.fetch;
    let commits = 0;
    // The second commit (the finish: photos, orderRank, its claim) is stored; its answer is lost.
    vi.stubGlobal('fetch', async (url: RequestInfo | URL, init?: RequestInit) => {
      if (!String(url).includes(':commit') || ++commits !== 2) return realFetch(url, init);
      await realFetch(url, init);
      throw new TypeError('fetch failed');
    });
    // A member's own Firebase app, made now: firebase/firestore/lite keeps the fetch it found.
    const { id, orderRank } = await submitCatchWith(
      memberServices(`member-${++memberCount}`),
      input,
    );
    vi.unstubAllGlobals();
    expect(commits).toBe(2);
    expect(await catchIds()).toEqual([id]);
    expect((await adminDb().doc(`catches/${id}`).get()).get('orderRank')).toBe(orderRank);
    const claims = await adminDb().collection('catchRanks').where('catchId', '==', id).get();
    expect(claims.docs.map((d) => d.id)).toEqual([String(orderRank)]);
  });

  it('writes nothing when the rules refuse the catch', async () => {
    const before = await storedNames();
    // Past the client's validation: the rules allow 0 to 100 whole lbs.
    await expect(submitCatch({ ...input, fishLbs: 150 })).rejects.toMatchObject({
      code: 'permission-denied',
    });
    await expect(submitCatch({ ...input, memberName: 'Sue\u202EMarsh' })).rejects.toMatchObject({
      code: 'permission-denied',
    });
    expect(await catchIds()).toEqual([]);
    expect(await storedNames()).toEqual(before);
  });

  it('leaves nothing behind when the member cancels during the upload, and may then submit', async () => {
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
    // Nothing was counted: the member can send it again at once.
    await expect(submitCatch(input)).resolves.toMatchObject({ id: expect.any(String) });
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
