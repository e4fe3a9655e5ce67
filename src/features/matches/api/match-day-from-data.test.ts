import { Timestamp } from 'firebase/firestore/lite';
import { describe, expect, it } from 'vitest';
import { resultsFromData } from './match-day-from-data';

const good = { position: 1, angler: 'Ann Lee', peg: 3, weightDr: 3204 };

describe('resultsFromData: a bad entry that slipped in is left out (issue 21)', () => {
  it('keeps the valid entries around malformed ones', () => {
    const results = resultsFromData({
      matchId: 'm1',
      date: Timestamp.fromMillis(0),
      entries: [
        good,
        { ...good, position: 2, angler: { toString: 'x' } }, // an object as a name
        { ...good, position: 3, peg: '3' }, // a string peg
        { ...good, position: 4, weightDr: 1.5e300 },
        { ...good, position: 5, weightDr: -2 },
        { ...good, position: 6, angler: '   ' },
        null,
        'text',
        { ...good, position: 7, angler: 'Bob Reed', weightDr: null },
      ],
    });
    expect(results.entries).toEqual([
      good,
      { position: 7, angler: 'Bob Reed', peg: 3, weightDr: null },
    ]);
  });

  it('reads an entries field that is not a list as none', () => {
    expect(resultsFromData({ matchId: 'm1', entries: { a: good } }).entries).toEqual([]);
  });
});
