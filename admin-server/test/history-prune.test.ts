/**
 * History of live documents pruned (issue 32, finding 9): past the newest 50 versions or a year,
 * the latest entry kept; the bin's history (a document that is not there) left to the purge; and
 * a server-written entry bounded in size.
 */
import { Timestamp } from 'firebase-admin/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import { adminDb, clearFirestore } from '../../tests/support/emulators';
import { pruneHistory } from '../src/history/prune-history';
import { writeRecorded } from '../src/members/recorded';

const DAY_MS = 24 * 3_600_000;
const NOW = new Date('2026-11-27T12:00:00Z');

/** history/{path}@{rev} for revs from..to, each `ageDays` old, as the site writes them. */
async function entries(path: string, from: number, to: number, ageDays = 1) {
  const batch = adminDb().batch();
  for (let rev = from; rev <= to; rev += 1)
    batch.set(adminDb().doc(`history/${path.replaceAll('/', '~')}@${rev}`), {
      area: 'manageContent',
      path,
      rev,
      kind: rev === 1 ? 'create' : 'edit',
      before: rev === 1 ? null : { title: `version ${rev - 1}`, body: 'x'.repeat(2_000) },
      by: 'editor',
      email: 'editor@pac.example',
      at: Timestamp.fromMillis(NOW.getTime() - ageDays * DAY_MS),
    });
  await batch.commit();
}

const revsOf = async (path: string) =>
  (await adminDb().collection('history').where('path', '==', path).get()).docs
    .map((entry) => Number(entry.get('rev')))
    .sort((a, b) => a - b);

beforeEach(() => clearFirestore());

describe('pruneHistory', () => {
  it('keeps the newest 50 versions of a live document, drops year-old ones but the latest, and leaves the bin alone', async () => {
    const edited = 'content/main/homeArticles/often-edited';
    await adminDb().doc(edited).set({ title: 'version 60', rev: 60 });
    await entries(edited, 1, 60);

    const old = 'content/main/homeArticles/old';
    await adminDb().doc(old).set({ title: 'version 3', rev: 3 });
    await entries(old, 1, 3, 400);

    const binned = 'content/main/homeArticles/binned'; // deleted: no document, 60 entries
    await entries(binned, 1, 60);

    expect(await pruneHistory(adminDb(), NOW)).toEqual({ documents: 2, entries: 12 });
    const kept = await revsOf(edited);
    expect(kept).toHaveLength(50);
    expect(kept[0]).toBe(11);
    expect(kept.at(-1)).toBe(60);
    expect(await revsOf(old)).toEqual([3]);
    expect(await revsOf(binned)).toHaveLength(60);

    // Nothing more to do the next day.
    expect(await pruneHistory(adminDb(), NOW)).toEqual({ documents: 0, entries: 0 });
  });
});

describe('history the server writes', () => {
  it('refuses to record a version larger than the bound, and writes nothing', async () => {
    const ref = adminDb().doc('clubMembers/huge');
    await ref.set({ notes: 'x'.repeat(70 * 1024), rev: 1 });
    await expect(
      adminDb().runTransaction(async (tx) => {
        const before = (await tx.get(ref)).data();
        writeRecorded(
          adminDb(),
          tx,
          ref,
          before,
          { notes: 'short' },
          {
            kind: 'edit',
            editor: { uid: 'secretary', email: null },
          },
        );
      }),
    ).rejects.toThrow(/too large/);
    expect((await ref.get()).get('rev')).toBe(1);
    expect((await adminDb().collection('history').get()).size).toBe(0);
  });
});
