/**
 * Issue 21: the admin server's catch upkeep (admin-server/src/catches/catch-upkeep.ts) against
 * the emulators: a day-old unfinished draft goes with its files, a younger one stays; a waiting
 * catch gets photoStored only when both its files are in Storage; and POST /catches/upkeep
 * answers only a catches admin. Then the review list's pages and the range delete's query.
 */
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../admin-server/src/app';
import { catchUpkeep, DRAFT_MAX_AGE_MS } from '../admin-server/src/catches/catch-upkeep';
import { DRAFT_MAX_AGE_MS as SITE_DRAFT_MAX_AGE_MS } from '../src/config/submission-limits';
import { signIn, signOut } from '../src/features/auth';
import { getCatchesForReview } from '../src/features/catches/api/get-catches-for-review';
import {
  deletePendingCatches,
  pendingCatchIdsBetween,
} from '../src/features/catches/api/pending-in-range';
import {
  adminAuth,
  adminBucket,
  adminDb,
  clearFirestore,
  createAdmin,
  idTokenFor,
} from './support/emulators';

process.env.METADATA_SERVER_DETECTION ??= 'none';

const HOUR = 3_600_000;
const jpeg = { contentType: 'image/jpeg' };
const exists = async (path: string) => (await adminBucket().file(path).exists())[0];
/** The first and last of a catch's photo variants (src/config/catch-photo-variants.ts). */
const variantsOf = (id: string) => [0, 2].map((index) => `catchPhotoVariants/${id}/${index}`);
const saveAll = (paths: string[]) =>
  Promise.all(paths.map((path) => adminBucket().file(path).save('x', jpeg)));

async function store(id: string, data: Record<string, unknown>, files: string[] = []) {
  await adminDb()
    .doc(`catches/${id}`)
    .set({
      memberName: 'Ann Lee',
      fishType: 'Tench',
      catchLocation: 'Weston',
      isPublic: false,
      ...data,
    });
  for (const folder of files) await adminBucket().file(`${folder}/${id}`).save('x', jpeg);
}

describe('catch upkeep (admin server) against the emulators', () => {
  beforeEach(() => clearFirestore());

  it('holds the same draft age as the site', () => {
    expect(DRAFT_MAX_AGE_MS).toBe(SITE_DRAFT_MAX_AGE_MS);
  });

  it('removes drafts older than a day with their files, and keeps younger ones and catches', async () => {
    const ago = (ms: number) => Timestamp.fromMillis(Date.now() - ms);
    await store('oldDraft', { ownerUid: 'u1', submittedAt: ago(25 * HOUR), unfinished: true }, [
      'catches',
      'catchThumbs',
    ]);
    await saveAll(variantsOf('oldDraft'));
    await store('newDraft', { ownerUid: 'u2', submittedAt: ago(HOUR), unfinished: true }, [
      'catches',
    ]);
    await store('oldFinished', { orderRank: 5, submittedAt: ago(30 * HOUR) }, [
      'catches',
      'catchThumbs',
    ]);
    const report = await catchUpkeep(adminDb(), adminBucket());
    expect(report.draftsRemoved).toBe(1);
    expect((await adminDb().doc('catches/oldDraft').get()).exists).toBe(false);
    expect(await exists('catches/oldDraft')).toBe(false);
    expect(await exists('catchThumbs/oldDraft')).toBe(false);
    for (const path of variantsOf('oldDraft')) expect(await exists(path)).toBe(false);
    expect((await adminDb().doc('catches/newDraft').get()).exists).toBe(true);
    expect(await exists('catches/newDraft')).toBe(true);
    expect((await adminDb().doc('catches/oldFinished').get()).exists).toBe(true);
  });

  it('sweeps old drafts even behind a backlog of 300+ old catches waiting for review', async () => {
    const ago = (ms: number) => Timestamp.fromMillis(Date.now() - ms);
    const writer = adminDb().bulkWriter();
    for (let n = 1; n <= 320; n++) {
      void writer.set(adminDb().doc(`catches/waiting${n}`), {
        memberName: 'Ann Lee',
        fishType: 'Tench',
        catchLocation: 'Weston',
        isPublic: false,
        orderRank: n,
        photoStored: true,
        submittedAt: ago(30 * HOUR + n),
      });
    }
    await writer.close();
    await store('behindDraft', { ownerUid: 'u3', submittedAt: ago(25 * HOUR), unfinished: true }, [
      'catches',
    ]);
    const report = await catchUpkeep(adminDb(), adminBucket());
    expect(report.draftsRemoved).toBe(1);
    expect((await adminDb().doc('catches/behindDraft').get()).exists).toBe(false);
    expect(await exists('catches/behindDraft')).toBe(false);
    expect((await adminDb().collection('catches').count().get()).data().count).toBe(320);
  });

  it('removes the files of a draft its member deleted, once a day old, and keeps those of a catch in the bin', async () => {
    // The attack: open a draft, upload its files, delete the draft (Storage then refuses the
    // member its files), open another. Also: a catch a catches admin deleted to the bin, and a
    // catch still there.
    for (const folder of ['catches', 'catchThumbs']) {
      for (const id of ['orphaned', 'binned', 'kept'])
        await adminBucket().file(`${folder}/${id}`).save('x', jpeg);
    }
    await saveAll(['orphaned', 'binned', 'kept'].flatMap(variantsOf));
    await store('kept', { orderRank: 7, photoStored: true });
    await adminDb().doc('history/catches~binned@1').set({ path: 'catches/binned', kind: 'delete' });

    // Not yet a day old: nothing goes.
    await catchUpkeep(adminDb(), adminBucket());
    expect(await exists('catches/orphaned')).toBe(true);

    const report = await catchUpkeep(adminDb(), adminBucket(), Date.now() + 25 * HOUR);
    // (Other tests' leftover files may go too: the count is at least these two.)
    expect(report.orphanFilesRemoved).toBeGreaterThanOrEqual(2);
    expect(await exists('catches/orphaned')).toBe(false);
    expect(await exists('catchThumbs/orphaned')).toBe(false);
    for (const path of variantsOf('orphaned')) expect(await exists(path)).toBe(false);
    for (const id of ['binned', 'kept']) {
      expect(await exists(`catches/${id}`)).toBe(true);
      expect(await exists(`catchThumbs/${id}`)).toBe(true);
      for (const path of variantsOf(id)) expect(await exists(path)).toBe(true);
    }
  });

  it("keeps a binned catch's files when it removes an old draft opened under its id (issue 32)", async () => {
    // A draft a member opened under a binned catch's id before firestore.rules refused one: it
    // goes, and the binned catch's files stay for its restore (the purge removes them later).
    const ago = (ms: number) => Timestamp.fromMillis(Date.now() - ms);
    await store('takenBack', { ownerUid: 'u4', submittedAt: ago(25 * HOUR), unfinished: true }, [
      'catches',
      'catchThumbs',
    ]);
    await adminDb()
      .doc('history/catches~takenBack@1')
      .set({ path: 'catches/takenBack', kind: 'delete' });
    const report = await catchUpkeep(adminDb(), adminBucket());
    expect(report.draftsRemoved).toBe(1);
    expect((await adminDb().doc('catches/takenBack').get()).exists).toBe(false);
    expect(await exists('catches/takenBack')).toBe(true);
    expect(await exists('catchThumbs/takenBack')).toBe(true);
  });

  it('attests photoStored only for waiting catches with both files, false when one is missing', async () => {
    await store('both', { orderRank: 3 }, ['catches', 'catchThumbs']);
    await store('noThumb', { orderRank: 2 }, ['catches']);
    await store('nothing', { orderRank: 1 });
    const report = await catchUpkeep(adminDb(), adminBucket());
    expect(report.attested).toBe(1);
    expect(report.missingFiles.sort()).toEqual(['noThumb', 'nothing']);
    const flag = async (id: string) =>
      (await adminDb().doc(`catches/${id}`).get()).get('photoStored');
    expect(await flag('both')).toBe(true);
    expect(await flag('noThumb')).toBe(false);
    expect(await flag('nothing')).toBe(false);
  });
});

describe('POST /catches/upkeep', () => {
  let server: Server;
  let base: string;
  beforeAll(async () => {
    const app = createApp({
      auth: adminAuth(),
      db: adminDb(),
      bucket: adminBucket(),
      allowedOrigins: [],
    });
    server = await new Promise<Server>((resolve) => {
      const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
    });
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  beforeEach(() => clearFirestore());

  const post = (token?: string) =>
    fetch(`${base}/catches/upkeep`, {
      method: 'POST',
      headers: token ? { Authorization: `Bearer ${token}` } : {},
    });

  it('answers a catches admin with the report, and refuses others', async () => {
    const catches = await createAdmin('upkeep-catches', { manageCatches: true });
    const content = await createAdmin('upkeep-content', { manageContent: true });
    const ok = await post(await idTokenFor(catches.email, catches.password));
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({
      attested: 0,
      waitingForHour: [],
      missingFiles: [],
      draftsRemoved: 0,
      incompleteRemoved: 0,
      orphanFilesRemoved: 0,
    });
    expect((await post(await idTokenFor(content.email, content.password))).status).toBe(403);
    expect((await post()).status).toBe(401);
  });
});

describe('the review list and the range delete, signed in as a catches admin', () => {
  beforeAll(async () => {
    await clearFirestore();
    const admin = await createAdmin('review-pages-admin', { manageCatches: true });
    const writer = adminDb().bulkWriter();
    // 45 waiting catches (ranks 1..45), submitted an hour apart, and 3 approved.
    const start = Date.parse('2026-06-01T00:00:00Z');
    for (let n = 1; n <= 48; n++) {
      void writer.set(adminDb().doc(`catches/c${n}`), {
        memberName: `Angler ${n}`,
        fishType: 'Tench',
        catchLocation: 'Weston',
        isPublic: n > 45,
        orderRank: n,
        photoStored: true,
        submittedAt: Timestamp.fromMillis(start + n * HOUR),
      });
    }
    await writer.close();
    await signIn(admin.email, admin.password);
  });
  afterAll(() => signOut());

  it('pages the waiting catches 20 at a time, newest first, with next and previous', async () => {
    const first = await getCatchesForReview(false);
    expect(first.catches.map((c) => c.orderRank)).toEqual(
      Array.from({ length: 20 }, (_, i) => 45 - i),
    );
    expect(first.hasNext).toBe(true);
    const second = await getCatchesForReview(false, first.catches.at(-1)!.orderRank);
    expect(second.catches[0]!.orderRank).toBe(25);
    expect(second.hasNext).toBe(true);
    const third = await getCatchesForReview(false, second.catches.at(-1)!.orderRank);
    expect(third.catches.map((c) => c.orderRank)).toEqual([5, 4, 3, 2, 1]);
    expect(third.hasNext).toBe(false);
  });

  it('finds the waiting catches submitted in a time range, and no approved one', async () => {
    const start = Date.parse('2026-06-01T00:00:00Z');
    const ids = await pendingCatchIdsBetween(
      new Date(start + 10 * HOUR),
      new Date(start + 48 * HOUR),
    );
    expect(ids.sort()).toEqual(Array.from({ length: 36 }, (_, i) => `c${i + 10}`).sort());
  });

  it('deletes the waiting catches found, each to Recently deleted, and leaves the others', async () => {
    const start = Date.parse('2026-06-01T00:00:00Z');
    const ids = await pendingCatchIdsBetween(
      new Date(start + 40 * HOUR),
      new Date(start + 48 * HOUR),
    );
    expect(ids.sort()).toEqual(['c40', 'c41', 'c42', 'c43', 'c44', 'c45']);
    await deletePendingCatches(ids);
    const left = (await adminDb().collection('catches').get()).docs.map((d) => d.id);
    expect(left).toHaveLength(48 - 6);
    for (const id of ids) expect(left).not.toContain(id);
    for (const id of ['c39', 'c46', 'c47', 'c48']) expect(left).toContain(id);
    // Each in the bin: a delete entry of its own path, keeping the catch as it was.
    const entries = await adminDb().collection('history').where('kind', '==', 'delete').get();
    const binned = entries.docs.map((d) => ({
      path: d.get('path') as string,
      name: (d.get('before') as { memberName?: string } | null)?.memberName,
    }));
    expect(binned.map((entry) => entry.path).sort()).toEqual(ids.map((id) => `catches/${id}`));
    expect(binned.find((entry) => entry.path === 'catches/c40')?.name).toBe('Angler 40');
    // Nothing left to find in that range.
    expect(
      await pendingCatchIdsBetween(new Date(start + 40 * HOUR), new Date(start + 48 * HOUR)),
    ).toEqual([]);
  });

  it('never lists a finished catch whose files are not attested, and the upkeep removes it after a day', async () => {
    const ago = (ms: number) => Timestamp.fromMillis(Date.now() - ms);
    // Finished with URLs that pass the rules' pattern, but no file was ever uploaded.
    await store('ghost', { orderRank: 100, submittedAt: ago(25 * HOUR) });
    await store('fresh', { orderRank: 99, submittedAt: ago(HOUR) }, ['catches', 'catchThumbs']);
    const listed = async () => (await getCatchesForReview(false)).catches.map((c) => c.id);
    expect(await listed()).not.toContain('ghost');
    expect(await listed()).not.toContain('fresh');

    const report = await catchUpkeep(adminDb(), adminBucket());
    expect(report.incompleteRemoved).toBe(1);
    expect(report.attested).toBe(1);
    expect((await adminDb().doc('catches/ghost').get()).exists).toBe(false);
    expect((await listed())[0]).toBe('fresh');
    expect(await listed()).not.toContain('ghost');
  });
});
