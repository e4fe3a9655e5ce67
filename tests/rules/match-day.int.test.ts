/**
 * Match day (issue 13): draws, weigh-ins, results and seasons. Every role x operation, then the
 * shapes the rules refuse, then two admins weighing in on different pegs at once.
 */
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  query,
  serverTimestamp,
  setDoc,
  setLogLevel,
  where,
  writeBatch,
  type DocumentData,
  type Firestore,
  type WriteBatch,
} from 'firebase/firestore/lite';
import { describe, expect, it } from 'vitest';
import {
  everyone,
  expectAllowed,
  flagHolder,
  itForEachRole,
  nobody,
  publicReadRecordedWrite,
  uidOf,
  type Role,
} from './support/roles';
import { doc as seedDoc, writeBatch as writeBatchSeed } from 'firebase/firestore';
import {
  dbAs,
  describeMatrix,
  describeRecordedMatrix,
  seedExisting,
  storedData,
  useRulesEnv,
  type CollectionTable,
  type SeedDb,
} from './support/rules-env';

/**
 * A write as the back office makes it (src/lib/history): `next` (null deletes) with the next
 * rev and its history entry, plus whatever `also` adds to the same batch, as `role`.
 */
async function recorded(
  role: Role,
  path: string,
  next: DocumentData | null,
  also: (batch: WriteBatch, db: Firestore) => void = () => undefined,
) {
  const db = dbAs(role);
  const before = await storedData(path);
  const rev = (typeof before?.rev === 'number' ? before.rev : 0) + 1;
  const batch = writeBatch(db);
  also(batch, db);
  if (next === null) batch.delete(doc(db, path));
  else batch.set(doc(db, path), { ...next, rev });
  batch.set(doc(db, 'history', `${path.replaceAll('/', '~')}@${rev}`), {
    area: 'manageMatches',
    path,
    rev,
    kind: next === null ? 'delete' : before ? 'edit' : 'create',
    before,
    by: uidOf(role),
    email: null,
    at: serverTimestamp(),
  });
  return batch.commit();
}

// Refusals are asserted one by one; the SDK's own log of each would only be noise.
setLogLevel('silent');

const writer = flagHolder('manageMatches');
const day = (iso: string) => new Date(iso);

const draw = (matchId: string, published: boolean) => ({
  matchId,
  anglers: ['Ann', 'Bob'],
  pegs: [1, 2, 3, 4],
  seed: 12345,
  assignments: [
    { angler: 'Ann', peg: 3 },
    { angler: 'Bob', peg: 1 },
  ],
  published,
});

const publishedDraw: CollectionTable = {
  name: 'draws (published)',
  path: 'draws',
  existing: { id: 'm1', data: draw('m1', true) },
  created: draw('created-by-test', false),
  updated: { published: false },
  // A visitor's list must ask for published == true (tested below); a bare list is refused.
  // Every draw write is also recorded in the history (recorded writes, below).
  allowed: { get: everyone, list: writer, create: nobody, update: nobody, delete: nobody },
};

const draftDraw: CollectionTable = {
  name: 'draws (draft)',
  path: 'draws',
  existing: { id: 'm2', data: draw('m2', false) },
  created: draw('created-by-test', false),
  updated: { seed: 999 },
  allowed: { get: writer, list: writer, create: nobody, update: nobody, delete: nobody },
};

const weighIn: CollectionTable = {
  name: 'matches/{id}/weighIn',
  path: 'matches/m1/weighIn',
  existing: { id: '7', data: { peg: 7, angler: 'Ann', weightDr: 3204 } },
  // The created document's id is 'created-by-test', not its peg: so a create is checked below.
  created: { peg: 1, angler: 'Bob', weightDr: null },
  updated: { weightDr: 3300 },
  allowed: { get: writer, list: writer, create: () => false, update: writer, delete: writer },
};

const results: CollectionTable = {
  path: 'results',
  existing: {
    id: 'm1',
    data: {
      matchId: 'm1',
      date: day('2026-05-01T00:00:00Z'),
      location: 'Weston',
      description: 'Open',
      entries: ['1\t3\t3204\tAnn'],
    },
  },
  created: {
    matchId: 'created-by-test',
    date: day('2026-05-08T00:00:00Z'),
    entries: ['1\t2\t-\tBob'],
  },
  updated: { location: 'Clay End' },
  allowed: publicReadRecordedWrite(),
};

const seasons: CollectionTable = {
  path: 'seasons',
  existing: {
    id: '2026',
    data: {
      name: '2026 League',
      start: day('2026-01-01T00:00:00Z'),
      end: day('2027-01-01T00:00:00Z'),
      scheme: 'byPosition',
      bestOf: 8,
    },
  },
  created: {
    name: 'Winter League',
    start: day('2026-10-01T00:00:00Z'),
    end: day('2027-03-01T00:00:00Z'),
    scheme: 'fixed',
    fixedPoints: [20, 18, 16],
    bestOf: null,
  },
  updated: { bestOf: 6 },
  allowed: publicReadRecordedWrite(),
};

const utcMidnight = (daysFromToday: number) => {
  const today = new Date();
  return new Date(
    Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() + daysFromToday),
  );
};

// The matches results belong to: results are published from the match's own date (a UTC
// midnight, as Manage Matches stores it).
const matchOn = (date: Date) => ({
  date,
  location: 'Weston',
  description: 'Open',
  drawTime: '08:00',
});

useRulesEnv(async (db: SeedDb) => {
  for (const table of [publishedDraw, draftDraw, weighIn, results, seasons]) {
    await seedExisting(table)(db);
  }
  const batch = writeBatchSeed(db);
  batch.set(seedDoc(db, 'matches', 'm1'), matchOn(day('2026-05-01T00:00:00Z')));
  batch.set(seedDoc(db, 'matches', 'created-by-test'), matchOn(day('2026-05-08T00:00:00Z')));
  batch.set(seedDoc(db, 'matches', 'today'), matchOn(utcMidnight(0)));
  batch.set(seedDoc(db, 'matches', 'tomorrow'), matchOn(utcMidnight(1)));
  await batch.commit();
});

describeRecordedMatrix(publishedDraw, 'manageMatches', writer);
describeRecordedMatrix(draftDraw, 'manageMatches', writer);
describeMatrix(weighIn);
describeRecordedMatrix(results, 'manageMatches', writer);
// Recorded (issue 32, finding 6): a season's scoring changed with no trace is refused.
describeRecordedMatrix(seasons, 'manageMatches', writer);

describe('visitors list only published draws', () => {
  it('a signed-out query for published draws of a match succeeds and finds it', async () => {
    const db = dbAs('signedOut');
    const found = await getDocs(
      query(collection(db, 'draws'), where('matchId', '==', 'm1'), where('published', '==', true)),
    );
    expect(found.docs.map((d) => d.id)).toEqual(['m1']);
  });

  it('a signed-out query that does not ask for published == true is refused', async () => {
    await expectAllowed(
      false,
      getDocs(query(collection(dbAs('signedOut'), 'draws'), where('matchId', '==', 'm2'))),
    );
  });
});

describe('shapes the rules refuse, even from a super admin', () => {
  const db = () => dbAs('superAdmin');

  it('a weigh-in whose peg is not its id, or with a bad weight, or an extra field', async () => {
    const peg = (id: string) => doc(db(), 'matches/m1/weighIn', id);
    await expectAllowed(true, setDoc(peg('4'), { peg: 4, angler: 'Cat', weightDr: 0 }));
    await expectAllowed(true, setDoc(peg('5'), { peg: 5, angler: 'Dan', weightDr: null }));
    await expectAllowed(false, setDoc(peg('6'), { peg: 9, angler: 'Eve', weightDr: 10 }));
    await expectAllowed(false, setDoc(peg('6'), { peg: 6, angler: 'Eve', weightDr: -1 }));
    await expectAllowed(false, setDoc(peg('6'), { peg: 6, angler: 'Eve', weightDr: 1.5 }));
    await expectAllowed(false, setDoc(peg('6'), { peg: 6, angler: 'Eve', weightDr: 256_001 }));
    await expectAllowed(false, setDoc(peg('6'), { peg: 6, angler: '', weightDr: 10 }));
    await expectAllowed(false, setDoc(peg('6'), { peg: 6, angler: 'Eve', weightDr: 10, x: 1 }));
    await expectAllowed(false, setDoc(peg('6'), { peg: 6, angler: 'Eve' }));
  });

  it('a weight sent from the outbox never replaces one saved later (issue 34, point 2)', async () => {
    const peg8 = doc(db(), 'matches/m1/weighIn', '8');
    const weight = (weightDr: number, savedAt: unknown) => ({
      peg: 8,
      angler: 'Fay',
      weightDr,
      savedAt,
      enteredAt: serverTimestamp(),
    });
    const now = Date.now();
    await expectAllowed(true, setDoc(peg8, weight(500, now)));
    await expectAllowed(false, setDoc(peg8, weight(400, now - 60_000)));
    await expectAllowed(false, setDoc(peg8, { peg: 8, angler: 'Fay', weightDr: 400 }));
    await expectAllowed(true, setDoc(peg8, weight(600, now + 1)));
    // savedAt: a whole number of ms, at most ten minutes ahead of the server's clock.
    await expectAllowed(false, setDoc(peg8, weight(700, now + 3_600_000)));
    await expectAllowed(false, setDoc(peg8, weight(700, String(now + 2))));
    expect((await getDoc(peg8)).data()?.weightDr).toBe(600);
  });

  it('a draw with fewer pegs than anglers, a mismatched matchId or a bad seed', async () => {
    await expectAllowed(true, recorded('superAdmin', 'draws/m3', draw('m3', false)));
    await expectAllowed(
      false,
      recorded('superAdmin', 'draws/m4', { ...draw('m4', false), pegs: [1] }),
    );
    await expectAllowed(false, recorded('superAdmin', 'draws/m4', draw('m5', false)));
    await expectAllowed(
      false,
      recorded('superAdmin', 'draws/m4', { ...draw('m4', false), seed: -1 }),
    );
    await expectAllowed(
      false,
      recorded('superAdmin', 'draws/m4', { ...draw('m4', false), assignments: [] }),
    );
  });

  it('a season ending before it starts, with an unknown scheme, or a fixed scheme with no table', async () => {
    const base = seasons.created;
    const season = (data: DocumentData) => recorded('superAdmin', 'seasons/s2', data);
    await expectAllowed(false, season({ ...base, end: day('2026-01-01T00:00:00Z') }));
    await expectAllowed(false, season({ ...base, scheme: 'random' }));
    await expectAllowed(false, season({ ...base, fixedPoints: [] }));
    await expectAllowed(false, season({ ...base, bestOf: 0 }));
    await expectAllowed(true, season(base));
  });

  it('results for another match id, or with too many entries', async () => {
    const base = results.created;
    await expectAllowed(false, recorded('superAdmin', 'results/m9', base));
    await expectAllowed(
      false,
      recorded('superAdmin', 'results/m9', {
        ...base,
        matchId: 'm9',
        entries: Array.from({ length: 201 }, (_, i) => ({ peg: i + 1 })),
      }),
    );
  });
});

describe('results are checked entry by entry on the way in (issue 21)', () => {
  // A matches admin (or anyone holding the flag) writing results/m1 by hand, as the attack did.
  const write = (entries: unknown) =>
    recorded('manageMatches', 'results/m1', {
      matchId: 'm1',
      date: day('2026-05-01T00:00:00Z'),
      location: 'Weston',
      description: 'Open',
      entries,
    });
  const row = (position: number, peg: number, weight: number | '-', angler: string) =>
    `${position}\t${peg}\t${weight}\t${angler}`;
  const good = row(1, 3, 3204, 'Ann');

  it('accepts a full match of 60 pegs, and one of 200 with the longest names', async () => {
    const sixty = Array.from({ length: 60 }, (_, i) =>
      row(
        i + 1,
        60 - i,
        i === 59 ? '-' : 20_000 - i * 300,
        i % 2 ? `Zoë O'Neill-${i}` : `Ann ${i}`,
      ),
    );
    await expectAllowed(true, write(sixty));
    const longest = Array.from({ length: 200 }, (_, i) =>
      row(i + 1, 9999 - i, 255_999 - i, `${'Ł'.repeat(76)}${1000 + i}`),
    );
    await expectAllowed(true, write(longest));
    // Ties share a position; 0 dr is a weight, - did not weigh.
    await expectAllowed(true, write([row(1, 1, 0, 'A'), row(1, 2, 0, 'B'), row(3, 3, '-', 'C')]));
  });

  it('refuses entries in any other shape: the maps of the attack, or not text at all', async () => {
    const attack = [
      { position: 1, angler: { toString: 'x' }, peg: 3, weightDr: 3204 }, // an object as a name
      { position: 1, angler: 'Ann', peg: '3', weightDr: 3204 }, // a string peg
      { position: 1, angler: 'Ann', peg: 3, weightDr: 1.5e300 }, // a huge weight
    ];
    for (const entry of attack) await expectAllowed(false, write([entry]));
    // Even a well-formed map: maps cannot be checked one by one within the rules' budget.
    await expectAllowed(false, write([{ position: 1, angler: 'Ann', peg: 3, weightDr: 3204 }]));
    for (const entry of [3204, 1.5, true, null, day('2026-05-01T00:00:00Z')]) {
      await expectAllowed(false, write([good, entry]));
    }
    await expectAllowed(false, write('1\t3\t3204\tAnn'));
    await expectAllowed(false, write([]));
  });

  it('refuses a malformed row: name, peg, weight, position, fields', async () => {
    const bad = [
      row(1, 3, 3204, ''), // no name
      row(1, 3, 3204, '   '), // spaces only
      row(1, 3, 3204, '\u3000'), // an ideographic space only
      row(1, 3, 3204, 'A'.repeat(81)), // longer than a name may be
      row(1, 3, 3204, 'Ann\u202Eevil'), // a right-to-left override
      row(1, 3, 3204, 'Ann\u0000'), // a control character
      '1\tx3\t3204\tAnn', // a peg that is not a number
      row(1, 0, 3204, 'Ann'), // peg 0
      row(1, 10_000, 3204, 'Ann'), // beyond the largest peg
      row(1, 3.5, 3204, 'Ann'), // a fractional peg
      row(1, 3, 3204.5, 'Ann'), // a fractional weight
      row(1, 3, 1.5e300, 'Ann'), // a huge weight
      row(1, 3, 256_000, 'Ann'), // beyond 999 lb 15 oz 15 dr
      row(1, 3, -1, 'Ann'), // a negative weight
      '1\t3\t03204\tAnn', // a weight written with a leading zero
      '1\t3\t\tAnn', // no weight
      '3\t3204\tAnn', // no position
      row(0, 3, 3204, 'Ann'), // position 0
      row(1000, 3, 3204, 'Ann'), // beyond the largest position
      `${good}\textra`, // an extra field
      `${good}\n${row(2, 4, 100, 'Bob')}`, // two rows in one entry
      ` ${good}`, // a leading space
    ];
    for (const entry of bad) await expectAllowed(false, write([good, entry]));
    // 201 rows, each well-formed: more than a match has pegs.
    const rows201 = Array.from({ length: 201 }, (_, i) => row(i + 1, i + 1, 100, `A${i}`));
    await expectAllowed(false, write(rows201));
    await expectAllowed(true, write(rows201.slice(1)));
  });
});

describe('two admins weighing in at once on different pegs', () => {
  it('both entries land, neither overwrites the other', async () => {
    const first = dbAs('manageMatches');
    const second = dbAs('superAdmin');
    await Promise.all(
      Array.from({ length: 10 }, (_, i) => {
        const peg = i + 10;
        const db = i % 2 === 0 ? first : second;
        return setDoc(doc(db, 'matches/m1/weighIn', String(peg)), {
          peg,
          angler: `Angler ${peg}`,
          weightDr: peg * 100,
        });
      }),
    );
    const stored = await getDocs(collection(first, 'matches/m1/weighIn'));
    const byPeg = Object.fromEntries(stored.docs.map((d) => [d.id, d.data().weightDr as number]));
    for (let peg = 10; peg < 20; peg += 1) expect(byPeg[String(peg)]).toBe(peg * 100);
    expect((await getDoc(doc(first, 'matches/m1/weighIn/7'))).data()?.weightDr).toBe(3204);
  });
});

describe('results are published from the match day on (issue 19)', () => {
  const resultsOf = (matchId: string, date: Date) => ({
    matchId,
    date,
    location: 'Weston',
    description: 'Open',
    entries: ['1\t3\t3204\tAnn'],
  });

  it('refuses results for a match dated tomorrow, even from a super admin', async () => {
    await expectAllowed(
      false,
      recorded('superAdmin', 'results/tomorrow', resultsOf('tomorrow', utcMidnight(1))),
    );
  });

  it('refuses results for a match that does not exist', async () => {
    await expectAllowed(
      false,
      recorded('superAdmin', 'results/nomatch', resultsOf('nomatch', utcMidnight(0))),
    );
  });

  it('allows them on the match day, and after it', async () => {
    await expectAllowed(
      true,
      recorded('manageMatches', 'results/today', resultsOf('today', utcMidnight(0))),
    );
    const m1 = await storedData('results/m1');
    await expectAllowed(
      true,
      recorded('manageMatches', 'results/m1', { ...m1, location: 'Clay End' }),
    );
  });
});

describe('a published draw is withdrawn, redrawn or deleted as a recorded change', () => {
  // The history entry keeps the published draw (getEarlierDraws reads it): no copy elsewhere.
  describe('withdrawing it, with its history entry', () => {
    itForEachRole(writer, (role) => recorded(role, 'draws/m1', draw('m1', false)), 'write');
  });

  it('redrawing it (a new draft in its place) and deleting it are recorded, never bare', async () => {
    const db = dbAs('manageMatches');
    const redrawn = { ...draw('m1', false), seed: 777 };
    await expectAllowed(false, setDoc(doc(db, 'draws', 'm1'), redrawn));
    await expectAllowed(true, recorded('manageMatches', 'draws/m1', redrawn));
    await expectAllowed(false, deleteDoc(doc(db, 'draws', 'm1')));
    await expectAllowed(true, recorded('manageMatches', 'draws/m1', null));
  });

  it('the copies of earlier releases (draws/{id}/previous) are closed', async () => {
    const kept = doc(dbAs('manageMatches'), 'draws/m1/previous/12345');
    await expectAllowed(
      false,
      setDoc(kept, { ...draw('m1', true), replacedAt: serverTimestamp() }),
    );
    await expectAllowed(false, getDoc(kept));
  });
});
