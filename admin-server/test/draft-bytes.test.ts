/**
 * A club-wide bound on open drafts' bytes (issue 32, finding 11): past it the upkeep removes the
 * newest drafts with their files, keeps older drafts and never touches a finished catch.
 */
import { Timestamp } from 'firebase-admin/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import { adminBucket, adminDb, clearFirestore } from '../../tests/support/emulators';
import { boundDraftBytes } from '../src/catches/catch-upkeep';

const KB = 1024;
const exists = async (path: string) => (await adminBucket().file(path).exists())[0];

async function draft(id: string, minutesAgo: number, bytes: number, finished = false) {
  await adminDb()
    .doc(`catches/${id}`)
    .set({
      isPublic: false,
      ownerUid: `owner-${id}`,
      submittedAt: Timestamp.fromMillis(Date.now() - minutesAgo * 60_000),
      ...(finished ? { orderRank: minutesAgo, photoStored: true } : { unfinished: true }),
    });
  for (const folder of ['catches', 'catchThumbs'])
    await adminBucket()
      .file(`${folder}/${id}`)
      .save(Buffer.alloc(bytes / 2), { contentType: 'image/jpeg' });
}

beforeEach(() => clearFirestore());

describe('boundDraftBytes', () => {
  it('removes the newest drafts past the bound, with their files, and keeps the rest', async () => {
    const run = `r${Date.now()}`;
    await draft(`${run}-old`, 30, 40 * KB);
    await draft(`${run}-mid`, 20, 40 * KB);
    await draft(`${run}-new`, 10, 40 * KB);
    await draft(`${run}-finished`, 5, 400 * KB, true); // a finished catch: not a draft

    expect(await boundDraftBytes(adminDb(), adminBucket(), 90 * KB)).toBe(1);

    expect((await adminDb().doc(`catches/${run}-new`).get()).exists).toBe(false);
    expect(await exists(`catches/${run}-new`)).toBe(false);
    expect(await exists(`catchThumbs/${run}-new`)).toBe(false);
    for (const kept of ['old', 'mid', 'finished']) {
      expect((await adminDb().doc(`catches/${run}-${kept}`).get()).exists).toBe(true);
      expect(await exists(`catches/${run}-${kept}`)).toBe(true);
    }
    // Within the bound now: nothing more goes.
    expect(await boundDraftBytes(adminDb(), adminBucket(), 90 * KB)).toBe(0);
  });
});
