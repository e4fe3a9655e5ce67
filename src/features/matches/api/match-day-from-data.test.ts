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

  it('reads rows as publishResults writes them, and leaves out malformed rows', () => {
    const results = resultsFromData({
      matchId: 'm1',
      entries: [
        '1\t3\t3204\tAnn Lee',
        '2\tx\t3204\tBad Peg',
        '2\t4\t1.5e+300\tHuge',
        '2\t5\t100\t   ',
        '2\t6\t100\tExtra\tfield',
        '2\t7\t100\tRight\u202Eto left',
        '3\t9\t-\tBob Reed',
        good, // a map, as results published before the rows hold them
      ],
    });
    expect(results.entries).toEqual([
      good,
      { position: 3, angler: 'Bob Reed', peg: 9, weightDr: null },
      good,
    ]);
  });

  it('reads an entries field that is not a list as none', () => {
    expect(resultsFromData({ matchId: 'm1', entries: { a: good } }).entries).toEqual([]);
  });
});
