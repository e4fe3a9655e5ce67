import { Timestamp } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminDb, clearFirestore } from '../../../../tests/support/emulators';
import { getMatchRules } from './read-match-rules';
import { getMatches } from './get-matches';

describe('match api against the Firestore emulator', () => {
  beforeAll(async () => {
    await clearFirestore();
    const db = adminDb();
    for (const [id, iso] of [
      ['summer', '2026-07-01T07:00:00Z'],
      ['spring', '2026-04-02T08:00:00Z'],
      ['winter', '2025-12-07T08:00:00Z'],
    ] as const) {
      await db.doc(`matches/${id}`).set({
        date: Timestamp.fromDate(new Date(iso)),
        location: 'Weston',
        description: `${id} match`,
        drawTime: '08:00',
      });
    }
    for (const [id, rank] of [
      ['r10', 10],
      ['r2', 2],
      ['r1', 1],
    ] as const) {
      await db.doc(`matchRules/${id}`).set({ rank, value: `Rule ${rank}` });
    }
  });

  it('reads the matches by date ascending, dates as Dates', async () => {
    const matches = await getMatches();
    expect(matches.map((m) => m.id)).toEqual(['winter', 'spring', 'summer']);
    expect(matches[0]).toEqual({
      id: 'winter',
      date: new Date('2025-12-07T08:00:00Z'),
      location: 'Weston',
      description: 'winter match',
      drawTime: '08:00',
    });
  });

  it('reads the match rules by rank ascending, as numbers (10 after 2)', async () => {
    const rules = await getMatchRules();
    expect(rules).toEqual([
      { id: 'r1', rank: 1, value: 'Rule 1' },
      { id: 'r2', rank: 2, value: 'Rule 2' },
      { id: 'r10', rank: 10, value: 'Rule 10' },
    ]);
  });
});
