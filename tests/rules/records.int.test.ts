/**
 * Club records and personal bests (issue 13, point 5): public to read, written only by admins
 * with manageCatches (or a super admin) and only in the shapes firestore.rules check.
 */
import {
  deleteDoc,
  doc,
  serverTimestamp,
  setDoc,
  setLogLevel,
  updateDoc,
  type DocumentData,
} from 'firebase/firestore/lite';
import { deleteDoc as seedDelete, doc as seedDoc, setDoc as seedSet } from 'firebase/firestore';
import { describe, it } from 'vitest';
import { everyone, expectAllowed, flagHolder, itForEachRole } from './support/roles';
import {
  dbAs,
  describeMatrix,
  rulesEnv,
  seedExisting,
  useRulesEnv,
  type CollectionTable,
} from './support/rules-env';

// Refusals are asserted one by one; the SDK's own log of each would only be noise.
setLogLevel('silent');

const writer = flagHolder('manageCatches');
const entry = {
  catchId: 'c1',
  memberName: 'Ann Lee',
  fishType: 'Tench',
  catchLocation: 'Weston',
  weightOz: 120,
};
/** A heavier tench by another angler, and Ann's own heavier one at another water. */
const bobsEntry = { ...entry, catchId: 'c2', memberName: 'Bob Reed', weightOz: 150 };
const annsBetter = { ...entry, catchId: 'c3', catchLocation: 'Clay End', weightOz: 130 };

/** An approved catch behind a record entry, its files attested by the admin server. */
const catchOf = (recorded: typeof entry, extra: DocumentData = {}): DocumentData => ({
  memberName: recorded.memberName,
  fishType: recorded.fishType,
  catchLocation: recorded.catchLocation,
  weightOz: recorded.weightOz,
  fishLbs: Math.floor(recorded.weightOz / 16),
  fishOz: recorded.weightOz % 16,
  isPublic: true,
  orderRank: 1,
  photoStored: true,
  ...extra,
});
const seedCatch = (db: Parameters<ReturnType<typeof seedExisting>>[0], recorded: typeof entry) =>
  seedSet(seedDoc(db, 'catches', recorded.catchId), catchOf(recorded));

const club = (): DocumentData => ({
  species: { Tench: entry },
  waters: { Weston: { Tench: entry } },
  anglers: ['Ann Lee'],
  changed: { fishType: 'Tench', water: 'Weston', catchId: 'c1' },
  updatedAt: serverTimestamp(),
});
const bests = (): DocumentData => ({
  memberName: 'Ann Lee',
  bests: { Tench: entry },
  changed: 'Tench',
  updatedAt: serverTimestamp(),
});
const stored = (data: DocumentData) => ({ ...data, updatedAt: new Date(0) });

const records: CollectionTable = {
  path: 'records',
  existing: { id: 'club', data: stored(club()) },
  // records holds only 'club': a document of any other id is refused to everyone.
  created: club(),
  // Bob's heavier tench, approved: the species and Weston records pass to it.
  updated: {
    species: { Tench: bobsEntry },
    waters: { Weston: { Tench: bobsEntry } },
    anglers: ['Ann Lee', 'Bob Reed'],
    changed: { fishType: 'Tench', water: 'Weston', catchId: 'c2' },
    updatedAt: serverTimestamp(),
  },
  allowed: {
    get: everyone,
    list: everyone,
    create: () => false,
    update: writer,
    delete: () => false,
  },
};

const personalBests: CollectionTable = {
  path: 'personalBests',
  existing: { id: 'Ann%20Lee', data: stored(bests()) },
  created: bests(),
  updated: { bests: { Tench: annsBetter }, changed: 'Tench', updatedAt: serverTimestamp() },
  // Deleted only once its last best's catch is gone (below).
  allowed: { get: everyone, list: everyone, create: writer, update: writer, delete: () => false },
};

describe('records', () => {
  useRulesEnv(async (db) => {
    await seedExisting(records)(db);
    await seedExisting(personalBests)(db);
    for (const recorded of [entry, bobsEntry, annsBetter]) await seedCatch(db, recorded);
  });
  describeMatrix(records);
  describeMatrix(personalBests);

  describe('records/club created', () => {
    itForEachRole(writer, async (role) => {
      const db = dbAs(role);
      await deleteDoc(doc(db, 'records', 'club')).catch(() => undefined);
      return setDoc(doc(db, 'records', 'club'), club());
    });
  });

  const badClubs: [string, DocumentData][] = [
    ['an unknown field', { ...club(), note: 'x' }],
    ['no anglers', { species: {}, waters: {}, updatedAt: serverTimestamp() }],
    ['an unknown water', { ...club(), waters: { Atlantis: { Tench: entry } } }],
    ['species as a list', { ...club(), species: [entry] }],
    ['anglers as a map', { ...club(), anglers: { a: 'Ann' } }],
    ['a client-chosen time', { ...club(), updatedAt: new Date(0) }],
    [
      'more than 500 species',
      {
        ...club(),
        species: Object.fromEntries(Array.from({ length: 501 }, (_, i) => [`Fish ${i}`, entry])),
      },
    ],
  ];
  it.each(badClubs)('refuses records/club with %s, even to a super admin', async (_name, data) => {
    await expectAllowed(false, setDoc(doc(dbAs('superAdmin'), 'records', 'club'), data));
  });

  const badBests: [string, DocumentData][] = [
    ['a blank name', { ...bests(), memberName: '  ' }],
    ['a name over 80 characters', { ...bests(), memberName: 'A'.repeat(81) }],
    ['an unknown field', { ...bests(), rank: 1 }],
    ['no changed species', { memberName: 'Ann Lee', bests: {}, updatedAt: serverTimestamp() }],
    ['bests as a list', { ...bests(), bests: [entry] }],
    ['no time', { memberName: 'Ann Lee', bests: {} }],
  ];
  it.each(badBests)('refuses personal bests with %s, even to a super admin', async (_n, data) => {
    await expectAllowed(false, setDoc(doc(dbAs('superAdmin'), 'personalBests', 'x'), data));
  });

  // ---- Issue 21: records only from approved catches with a stored photo ----------------------

  const asWriter = () => dbAs('manageCatches');
  const forged = { ...entry, catchId: 'none', weightOz: 99_999 };

  it('refuses a club record with no catch behind it (catchId none, 99,999 oz)', async () => {
    await expectAllowed(
      false,
      setDoc(doc(asWriter(), 'records', 'club'), {
        ...club(),
        species: { Tench: forged },
        waters: { Weston: { Tench: forged } },
      }),
    );
  });

  it('refuses a forged personal best', async () => {
    await expectAllowed(
      false,
      setDoc(doc(asWriter(), 'personalBests', 'Ann%20Lee'), {
        ...bests(),
        bests: { Tench: forged },
      }),
    );
    await expectAllowed(
      false,
      setDoc(doc(asWriter(), 'personalBests', 'Zed'), {
        memberName: 'Zed',
        bests: { Tench: { ...entry, memberName: 'Zed' } },
        changed: 'Tench',
        updatedAt: serverTimestamp(),
      }),
    );
  });

  it('refuses a record whose weight or angler differs from its catch', async () => {
    for (const wrong of [
      { ...bobsEntry, weightOz: 151 },
      { ...bobsEntry, memberName: 'Ann Lee' },
    ])
      await expectAllowed(
        false,
        updateDoc(doc(asWriter(), 'records', 'club'), {
          species: { Tench: wrong },
          waters: { Weston: { Tench: wrong } },
          changed: { fishType: 'Tench', water: 'Weston', catchId: 'c2' },
          updatedAt: serverTimestamp(),
        }),
      );
  });

  it('refuses a record from a catch whose photo the admin server has not seen, or not approved', async () => {
    for (const extra of [{ photoStored: false }, { isPublic: false }]) {
      await rulesEnv().withSecurityRulesDisabled((ctx) =>
        seedSet(seedDoc(ctx.firestore() as never, 'catches', 'c2'), catchOf(bobsEntry, extra)),
      );
      await expectAllowed(false, updateDoc(doc(asWriter(), 'records', 'club'), records.updated));
    }
  });

  it('refuses changing another species than the one named, or a lighter holder', async () => {
    await expectAllowed(
      false,
      updateDoc(doc(asWriter(), 'records', 'club'), {
        ...records.updated,
        changed: { fishType: 'Pike', water: 'Weston', catchId: 'c2' },
      }),
    );
    const lighter = { ...bobsEntry, catchId: 'c4', weightOz: 100 };
    await rulesEnv().withSecurityRulesDisabled((ctx) =>
      seedSet(seedDoc(ctx.firestore() as never, 'catches', 'c4'), catchOf(lighter)),
    );
    await expectAllowed(
      false,
      updateDoc(doc(asWriter(), 'records', 'club'), {
        species: { Tench: lighter },
        waters: { Weston: { Tench: lighter } },
        changed: { fishType: 'Tench', water: 'Weston', catchId: 'c4' },
        updatedAt: serverTimestamp(),
      }),
    );
  });

  it('lets a record pass to a lighter catch, or a best go, once its holder is deleted', async () => {
    await rulesEnv().withSecurityRulesDisabled((ctx) =>
      seedDelete(seedDoc(ctx.firestore() as never, 'catches', 'c1')),
    );
    const lighter = { ...entry, catchId: 'c4', weightOz: 100 };
    await rulesEnv().withSecurityRulesDisabled((ctx) =>
      seedSet(seedDoc(ctx.firestore() as never, 'catches', 'c4'), catchOf(lighter)),
    );
    await expectAllowed(
      true,
      updateDoc(doc(asWriter(), 'records', 'club'), {
        species: { Tench: lighter },
        waters: { Weston: { Tench: lighter } },
        changed: { fishType: 'Tench', water: 'Weston', catchId: 'c1' },
        updatedAt: serverTimestamp(),
      }),
    );
    await expectAllowed(true, deleteDoc(doc(asWriter(), 'personalBests', 'Ann%20Lee')));
  });
});
