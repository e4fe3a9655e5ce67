import { Timestamp } from 'firebase-admin/firestore';
import { setLogLevel } from 'firebase/firestore/lite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInClientAs } from '../../../../tests/support/client-session';
import { adminDb, clearFirestore } from '../../../../tests/support/emulators';
import { signOut } from '../../auth';
import { getResults } from './read-match-day';
import { getMatch } from './read-match';
import {
  deleteDraw,
  getDraw,
  getEarlierDraws,
  getWeighIns,
  publishResults,
  saveDraw,
  sendPegWeight,
  withdrawDraw,
} from './match-day-admin';
import { deleteSeason, saveSeason } from './season-admin';
import { getBin, getItemHistory, restoreVersion } from '../../../lib/history';
import { getSeasons } from './read-league';
import type { WeighInEntry } from '../match-day/positions';

/** A peg weighed and sent at once, as the weigh-in outbox sends it with a signal. */
const saveWeighIn = (matchId: string, entry: WeighInEntry, savedAt = Date.now()) =>
  sendPegWeight({ ...entry, matchId, savedAt });

// Refusals are asserted; the SDK's log of them would only be noise.
setLogLevel('silent');

// The app's own match day calls, signed in as a matches admin, under the real rules.
describe('match day admin api against the emulators', () => {
  beforeAll(async () => {
    await clearFirestore();
    await adminDb()
      .doc('matches/open')
      .set({
        date: Timestamp.fromMillis(Date.UTC(2026, 4, 2)),
        location: 'Weston',
        description: 'May Open',
        drawTime: '08:00',
      });
    await signInClientAs('match-day-admin', { manageMatches: true });
  });
  afterAll(() => signOut());

  it('saves a draft draw, redoes it, publishes it; withdrawn or redrawn, the published one is kept', async () => {
    const draft = {
      matchId: 'open',
      anglers: ['Ann', 'Bob', 'Cat'],
      pegs: [1, 2, 3, 4],
      seed: 1,
      assignments: [
        { angler: 'Ann', peg: 2 },
        { angler: 'Bob', peg: 4 },
        { angler: 'Cat', peg: 1 },
      ],
      published: false,
    };
    await saveDraw(draft);
    await saveDraw({ ...draft, seed: 2 });
    expect((await getDraw('open'))?.seed).toBe(2);
    await saveDraw({ ...draft, seed: 2, published: true });
    expect((await getDraw('open'))?.published).toBe(true);
    expect(await getEarlierDraws('open')).toEqual([]);

    // Withdrawn: a draft again, and the published draw kept.
    await withdrawDraw('open');
    expect((await getDraw('open'))?.published).toBe(false);
    expect(await getEarlierDraws('open')).toEqual([
      { ...draft, seed: 2, published: true, replacedAt: expect.any(Date) },
    ]);

    // Published again, then redrawn in its place: the same draw is kept once, then the redraw's.
    await saveDraw({ ...draft, seed: 2, published: true });
    await saveDraw({ ...draft, seed: 3, published: false });
    expect((await getEarlierDraws('open')).map((d) => d.seed)).toEqual([2]);
    await saveDraw({ ...draft, seed: 3, published: true });
    await deleteDraw('open');
    expect(await getDraw('open')).toBeNull();
    expect((await getEarlierDraws('open')).map((d) => d.seed)).toEqual([3, 2]);
    await saveDraw({ ...draft, seed: 2, published: true });
  });

  it('refuses to publish results before the match day, with a sentence', async () => {
    await adminDb()
      .doc('matches/later')
      .set({
        date: Timestamp.fromMillis(Date.now() + 3 * 24 * 60 * 60 * 1000),
        location: 'Weston',
        description: 'Later Open',
        drawTime: '08:00',
      });
    await saveWeighIn('later', { peg: 1, angler: 'Ann', weightDr: 10 });
    await expect(publishResults('later')).rejects.toThrow(
      /^Results can be published from the match day, \d\d\/\d\d\/\d{4}\.$/,
    );
    expect((await adminDb().doc('results/later').get()).exists).toBe(false);
  });

  it('weighs in every peg at once (one document each), and none overwrites another', async () => {
    await Promise.all([
      saveWeighIn('open', { peg: 2, angler: 'Ann', weightDr: 3204 }),
      saveWeighIn('open', { peg: 4, angler: 'Bob', weightDr: 3204 }),
      saveWeighIn('open', { peg: 1, angler: 'Cat', weightDr: null }),
    ]);
    expect((await getWeighIns('open')).toSorted((a, b) => a.peg - b.peg)).toEqual([
      { peg: 1, angler: 'Cat', weightDr: null },
      { peg: 2, angler: 'Ann', weightDr: 3204 },
      { peg: 4, angler: 'Bob', weightDr: 3204 },
    ]);
  });

  it('a weight saved earlier on another phone, sent late, leaves the later one', async () => {
    const now = Date.now();
    await saveWeighIn('later', { peg: 9, angler: 'Eve', weightDr: 500 }, now);
    await saveWeighIn('later', { peg: 9, angler: 'Eve', weightDr: 400 }, now - 60_000);
    expect((await getWeighIns('later')).find((entry) => entry.peg === 9)?.weightDr).toBe(500);
    await saveWeighIn('later', { peg: 9, angler: 'Eve', weightDr: 600 }, now + 1);
    expect((await getWeighIns('later')).find((entry) => entry.peg === 9)?.weightDr).toBe(600);
  });

  it('publishes the results with positions, and the winner on the match', async () => {
    await publishResults('open');
    await signOut();
    // Read as a visitor.
    expect((await getResults('open'))?.entries).toEqual([
      { position: 1, angler: 'Ann', peg: 2, weightDr: 3204 },
      { position: 1, angler: 'Bob', peg: 4, weightDr: 3204 },
      { position: 3, angler: 'Cat', peg: 1, weightDr: null },
    ]);
    expect((await getMatch('open'))?.winner).toEqual({ angler: 'Ann', weightDr: 3204 });
    await signInClientAs('match-day-admin', { manageMatches: true });
  });

  it('publishes a full match of 60 pegs as rows the rules check one by one (issue 21)', async () => {
    await adminDb()
      .doc('matches/big')
      .set({
        date: Timestamp.fromMillis(Date.now() - 24 * 60 * 60 * 1000),
        location: 'Clay End',
        description: 'Big Open',
        drawTime: '08:00',
      });
    // Names as a club has them: accents, apostrophes, hyphens, the longest a name may be.
    const anglers = Array.from({ length: 60 }, (_, i) =>
      i === 0 ? 'J'.repeat(80) : i % 3 === 0 ? `Zoë O'Neill-${i}` : `Angler ${i}`,
    );
    await Promise.all(
      anglers.map((angler, i) =>
        saveWeighIn('big', { peg: i + 1, angler, weightDr: i === 59 ? null : (i + 1) * 97 }),
      ),
    );
    const published = await publishResults('big');
    expect(published).toHaveLength(60);
    const stored = (await adminDb().doc('results/big').get()).data()?.entries as string[];
    expect(stored).toHaveLength(60);
    expect(stored[0]).toBe(`1\t59\t${59 * 97}\tAngler 58`);
    expect(stored[59]).toBe('60\t60\t-\tAngler 59');
    expect((await getResults('big'))?.entries).toEqual(published);
  });

  it('saves a season that reads back the same', async () => {
    const season = {
      id: '2026',
      name: '2026 League',
      start: new Date('2026-01-01T00:00:00Z'),
      end: new Date('2027-01-01T00:00:00Z'),
      scheme: { kind: 'fixed', table: [10, 8, 6] } as const,
      bestOf: 5,
    };
    await saveSeason({ ...season, scheme: { kind: 'fixed', table: [10, 8, 6] } });
    expect(await getSeasons()).toEqual([
      { ...season, scheme: { kind: 'fixed', table: [10, 8, 6] } },
    ]);
  });

  it('records a season, bins its delete and restores it as it was (issue 32)', async () => {
    const season = {
      id: 'winter',
      name: 'Winter League',
      start: new Date('2026-10-01T00:00:00Z'),
      end: new Date('2027-03-01T00:00:00Z'),
      scheme: { kind: 'byPosition' } as const,
      bestOf: null,
    };
    await saveSeason(season);
    await saveSeason({ ...season, bestOf: 4 });
    const edits = await getItemHistory('manageMatches', 'seasons/winter');
    expect(edits.map((entry) => entry.kind)).toEqual(['edit', 'create']);
    await deleteSeason('winter', 'Winter League');
    const bin = await getBin(['manageMatches']);
    const binned = bin.find((entry) => entry.path === 'seasons/winter');
    expect(binned?.title).toBe('Winter League');
    await restoreVersion(binned!);
    expect((await getSeasons()).find((s) => s.id === 'winter')).toEqual({ ...season, bestOf: 4 });
    // Added again after a delete, a season goes on from its history.
    await deleteSeason('winter');
    await saveSeason(season);
    expect((await getItemHistory('manageMatches', 'seasons/winter'))[0]).toMatchObject({
      rev: 6,
      kind: 'create',
    });
  });

  it('refuses an admin without manageMatches', async () => {
    await signInClientAs('match-day-other', { manageContent: true });
    await expect(saveWeighIn('open', { peg: 3, angler: 'Dan', weightDr: 1 })).rejects.toMatchObject(
      { code: 'permission-denied' },
    );
    await expect(publishResults('open')).rejects.toMatchObject({ code: 'permission-denied' });
  });
});
