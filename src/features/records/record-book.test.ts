import { describe, expect, it } from 'vitest';
import {
  buildRecordBook,
  EMPTY_CLUB_RECORDS,
  personalBestId,
  recordWeightText,
  slotsHeldBy,
  weightOzOf,
  withApprovedCatch,
  withoutAngler,
  withPersonalCatch,
  withSlotRecounted,
} from './record-book';
import type { RecordEntry } from './types';

const fish = (
  catchId: string,
  fishType: string,
  weightOz: number,
  catchLocation = 'Weston',
  memberName = 'Ann Lee',
): RecordEntry => ({ catchId, memberName, fishType, catchLocation, weightOz });

describe('weights', () => {
  it('takes weightOz, else pounds and ounces, else none', () => {
    expect(weightOzOf({ weightOz: 196, fishLbs: 1 })).toBe(196);
    expect(weightOzOf({ fishLbs: 12, fishOz: 4 })).toBe(196);
    expect(weightOzOf({ fishOz: 9 })).toBe(9);
    expect(weightOzOf({})).toBeUndefined();
  });

  it('writes a weight as the catches pages do', () => {
    expect(recordWeightText(196)).toBe('12 lb 4 oz');
    expect(recordWeightText(16)).toBe('1 lb 0 oz');
    expect(recordWeightText(5)).toBe('5 oz');
  });
});

describe('approving a catch', () => {
  it('takes the species and water record only when strictly heavier', () => {
    let club = withApprovedCatch(EMPTY_CLUB_RECORDS, fish('a', 'Tench', 100));
    club = withApprovedCatch(club, fish('b', 'Tench', 120, 'Clay End', 'Bob Reed'));
    expect(club.species.Tench?.catchId).toBe('b');
    expect(club.waters.Weston?.Tench?.catchId).toBe('a');
    expect(club.waters['Clay End']?.Tench?.catchId).toBe('b');
    expect(club.anglers).toEqual(['Ann Lee', 'Bob Reed']);
    // An equal weight leaves the earlier holder, and the records object unchanged.
    const same = withApprovedCatch(club, fish('c', 'Tench', 120, 'Clay End', 'Bob Reed'));
    expect(same).toBe(club);
  });

  it('keeps each angler’s best per species', () => {
    let bests = withPersonalCatch(undefined, fish('a', 'Tench', 100));
    bests = withPersonalCatch(bests, fish('b', 'Roach', 10));
    const unchanged = withPersonalCatch(bests, fish('c', 'Tench', 90));
    expect(unchanged).toBe(bests);
    bests = withPersonalCatch(bests, fish('d', 'Tench', 101));
    expect(bests).toEqual({
      memberName: 'Ann Lee',
      bests: { Tench: fish('d', 'Tench', 101), Roach: fish('b', 'Roach', 10) },
    });
  });
});

describe('deleting a record holder', () => {
  const { club, personal } = buildRecordBook([
    { ...fish('a', 'Tench', 100), orderRank: 1 },
    { ...fish('b', 'Tench', 80, 'Clay End'), orderRank: 2 },
    { ...fish('c', 'Pike', 300, 'Clay End', 'Bob Reed'), orderRank: 3 },
  ]);

  it('names exactly the places it holds', () => {
    expect(slotsHeldBy('a', club, personal.get('Ann Lee'))).toEqual([
      { kind: 'species', fishType: 'Tench' },
      { kind: 'water', water: 'Weston', fishType: 'Tench' },
      { kind: 'personal', memberName: 'Ann Lee', fishType: 'Tench' },
    ]);
    expect(slotsHeldBy('b', club, personal.get('Ann Lee'))).toEqual([
      { kind: 'water', water: 'Clay End', fishType: 'Tench' },
    ]);
  });

  it('passes a slot to the next fish, or empties it (and the water when nothing is left)', () => {
    const next = withSlotRecounted(
      club,
      { kind: 'species', fishType: 'Tench' },
      club.waters['Clay End']!.Tench,
    );
    expect(next.species.Tench?.catchId).toBe('b');
    const emptied = withSlotRecounted(
      club,
      { kind: 'water', water: 'Weston', fishType: 'Tench' },
      undefined,
    );
    expect(emptied.waters.Weston).toBeUndefined();
    expect(withoutAngler(club, 'Bob Reed').anglers).toEqual(['Ann Lee']);
  });
});

describe('counting from scratch', () => {
  it('gives equal weights to the earlier catch, whatever the input order', () => {
    const { club } = buildRecordBook([
      { ...fish('late', 'Bream', 50, 'Weston', 'Bob Reed'), orderRank: 9 },
      { ...fish('early', 'Bream', 50), orderRank: 2 },
    ]);
    expect(club.species.Bream?.catchId).toBe('early');
  });
});

describe('personalBestId', () => {
  it('is a valid, distinct document id for any name', () => {
    expect(personalBestId('Ann Lee')).toBe('Ann%20Lee');
    expect(personalBestId('..')).toBe('%2E%2E');
    expect(personalBestId('__x__')).toBe('%5F%5Fx%5F%5F');
    expect(personalBestId('a/b')).toBe('a%2Fb');
    expect(personalBestId('Ann Lee')).not.toBe(personalBestId('ann lee'));
  });
});
