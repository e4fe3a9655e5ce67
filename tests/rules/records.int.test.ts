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
  type DocumentData,
} from 'firebase/firestore/lite';
import { describe, it } from 'vitest';
import { everyone, expectAllowed, flagHolder, itForEachRole } from './support/roles';
import {
  dbAs,
  describeMatrix,
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
const club = (): DocumentData => ({
  species: { Tench: entry },
  waters: { Weston: { Tench: entry } },
  anglers: ['Ann Lee'],
  updatedAt: serverTimestamp(),
});
const bests = (): DocumentData => ({
  memberName: 'Ann Lee',
  bests: { Tench: entry },
  updatedAt: serverTimestamp(),
});
const stored = (data: DocumentData) => ({ ...data, updatedAt: new Date(0) });

const records: CollectionTable = {
  path: 'records',
  existing: { id: 'club', data: stored(club()) },
  // records holds only 'club': a document of any other id is refused to everyone.
  created: club(),
  updated: { anglers: ['Ann Lee', 'Bob Reed'], updatedAt: serverTimestamp() },
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
  updated: { bests: {}, updatedAt: serverTimestamp() },
  allowed: { get: everyone, list: everyone, create: writer, update: writer, delete: writer },
};

describe('records', () => {
  useRulesEnv(async (db) => {
    await seedExisting(records)(db);
    await seedExisting(personalBests)(db);
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
    ['bests as a list', { ...bests(), bests: [entry] }],
    ['no time', { memberName: 'Ann Lee', bests: {} }],
  ];
  it.each(badBests)('refuses personal bests with %s, even to a super admin', async (_n, data) => {
    await expectAllowed(false, setDoc(doc(dbAs('superAdmin'), 'personalBests', 'x'), data));
  });
});
