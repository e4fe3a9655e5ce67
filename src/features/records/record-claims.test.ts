import { describe, expect, it } from 'vitest';
import { buildRecordBook, EMPTY_CLUB_RECORDS } from './record-book';
import { recordClaimText, recordsSetBy } from './record-claims';
import type { RecordEntry } from './types';

const fish = (
  catchId: string,
  fishType: string,
  weightOz: number,
  catchLocation = 'Weston',
): RecordEntry => ({ catchId, memberName: 'Ann Lee', fishType, catchLocation, weightOz });

const { club } = buildRecordBook([
  { ...fish('carp-w', 'Common Carp', 642), orderRank: 1 },
  { ...fish('carp-c', 'Common Carp', 400, 'Clay End'), orderRank: 2 },
]);

describe('recordsSetBy', () => {
  it('names the club and the water record a heavier fish takes, with the fish it beats', () => {
    const claims = recordsSetBy(club, fish('new', 'Common Carp', 1615));
    expect(claims).toEqual([
      { kind: 'club', fishType: 'Common Carp', previous: club.species['Common Carp'] },
      {
        kind: 'water',
        water: 'Weston',
        fishType: 'Common Carp',
        previous: club.waters.Weston!['Common Carp'],
      },
    ]);
    expect(recordClaimText(claims[0]!, 1615)).toBe(
      'This catch will become the club record for Common Carp: 40 lb 2 oz → 100 lb 15 oz.',
    );
  });

  it('names only the water record when the club record stays elsewhere', () => {
    const claims = recordsSetBy(club, fish('new', 'Common Carp', 500, 'Clay End'));
    expect(claims).toEqual([
      {
        kind: 'water',
        water: 'Clay End',
        fishType: 'Common Carp',
        previous: club.waters['Clay End']!['Common Carp'],
      },
    ]);
    expect(recordClaimText(claims[0]!, 500)).toBe(
      'This catch will become the Clay End record for Common Carp: 25 lb 0 oz → 31 lb 4 oz.',
    );
  });

  it('is empty for an ordinary catch, and for one that only equals a record', () => {
    expect(recordsSetBy(club, fish('new', 'Common Carp', 300, 'Clay End'))).toEqual([]);
    expect(recordsSetBy(club, fish('new', 'Common Carp', 400, 'Clay End'))).toEqual([]);
  });

  it('the first weighed fish of a species is its first record, club-wide and at its water', () => {
    const claims = recordsSetBy(EMPTY_CLUB_RECORDS, fish('t', 'Tench', 148));
    expect(claims.map((claim) => recordClaimText(claim, 148))).toEqual([
      'This catch will become the first club record for Tench: 9 lb 4 oz.',
      'This catch will become the first Weston record for Tench: 9 lb 4 oz.',
    ]);
  });
});
