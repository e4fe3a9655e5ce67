/**
 * Catches: anyone reads approved ones and submits new unapproved ones through the counter;
 * manageCatches (or superAdmin) reads all, approves and deletes; nothing else changes a catch.
 */
import {
  collection,
  doc,
  getDoc,
  getDocs,
  query,
  runTransaction,
  updateDoc,
  deleteDoc,
  where,
  type DocumentData,
} from 'firebase/firestore/lite';
import { describe, expect, it } from 'vitest';
import {
  APPROVED_ID,
  downloadUrl,
  NEW_ID,
  PENDING_ID,
  seedCatches,
  submit,
  validCatch,
} from './support/catch-data';
import { dbAs, expectAllowed, rulesEnv, ROLES, useRulesEnv, type Role } from './support/rules-env';

useRulesEnv(seedCatches);

const catchAdmin = (role: Role) => role === 'manageCatches' || role === 'superAdmin';

/** The role matrix: each operation, who may do it. */
const MATRIX: {
  operation: string;
  allowed: (role: Role) => boolean;
  run: (role: Role) => Promise<unknown>;
}[] = [
  {
    operation: 'get an approved catch',
    allowed: () => true,
    run: (role) => getDoc(doc(dbAs(role), 'catches', APPROVED_ID)),
  },
  {
    operation: 'get an unapproved catch',
    allowed: catchAdmin,
    run: (role) => getDoc(doc(dbAs(role), 'catches', PENDING_ID)),
  },
  {
    operation: 'list approved catches (isPublic == true)',
    allowed: () => true,
    run: (role) => getDocs(query(collection(dbAs(role), 'catches'), where('isPublic', '==', true))),
  },
  {
    operation: 'list every catch',
    allowed: catchAdmin,
    run: (role) => getDocs(collection(dbAs(role), 'catches')),
  },
  {
    operation: 'create a valid catch with the counter',
    allowed: () => true,
    run: (role) => submit(dbAs(role), NEW_ID, validCatch(NEW_ID, 3)),
  },
  {
    operation: 'update: approve a catch',
    allowed: catchAdmin,
    run: (role) => updateDoc(doc(dbAs(role), 'catches', PENDING_ID), { isPublic: true }),
  },
  {
    operation: 'update: change the member name',
    allowed: () => false,
    run: (role) => updateDoc(doc(dbAs(role), 'catches', PENDING_ID), { memberName: 'Someone' }),
  },
  {
    operation: 'update: withdraw an approval',
    allowed: () => false,
    run: (role) => updateDoc(doc(dbAs(role), 'catches', APPROVED_ID), { isPublic: false }),
  },
  {
    operation: 'update: approve and change the weight',
    allowed: () => false,
    run: (role) =>
      updateDoc(doc(dbAs(role), 'catches', PENDING_ID), { isPublic: true, fishLbs: 99 }),
  },
  {
    operation: 'delete a catch',
    allowed: catchAdmin,
    run: (role) => deleteDoc(doc(dbAs(role), 'catches', PENDING_ID)),
  },
];

describe.each(MATRIX)('catches: $operation', ({ allowed, run }) => {
  it.each(ROLES.map((role) => ({ role, allowed: allowed(role) })))(
    '$role: allowed $allowed',
    async ({ role, allowed: expected }) => {
      await expectAllowed(expected, run(role));
    },
  );
});

describe('submitting a catch', () => {
  it('succeeds through a transaction that reads and advances the counter, as the site does', async () => {
    const db = dbAs('signedOut');
    const rank = await runTransaction(db, async (transaction) => {
      const counter = await transaction.get(doc(db, 'counters', 'catches'));
      const next = (counter.data()?.last as number) + 1;
      transaction.set(doc(db, 'catches', NEW_ID), validCatch(NEW_ID, next));
      transaction.set(doc(db, 'counters', 'catches'), { last: next, lastId: NEW_ID });
      return next;
    });
    expect(rank).toBe(3);
  });

  it('succeeds for the very first catch, when no counter exists yet', async () => {
    await rulesEnv().clearFirestore();
    await expectAllowed(true, submit(dbAs('signedOut'), NEW_ID, validCatch(NEW_ID, 1)));
  });

  it('succeeds with only the required fields (no weight, thumbnail or keywords)', async () => {
    const required = validCatch(NEW_ID, 3);
    for (const optional of ['fishLbs', 'fishOz', 'thumbURL', 'searchKeywords'])
      delete required[optional];
    await expectAllowed(true, submit(dbAs('signedOut'), NEW_ID, required));
  });

  it.each([
    ['0 lbs 0 oz', { fishLbs: 0, fishOz: 0 }],
    ['100 lbs 15 oz', { fishLbs: 100, fishOz: 15 }],
    ['a fractional weight', { fishLbs: 2.5, fishOz: 3.25 }],
  ])('accepts the edge weight %s', async (_name, weight) => {
    await expectAllowed(
      true,
      submit(dbAs('signedOut'), NEW_ID, { ...validCatch(NEW_ID, 3), ...weight }),
    );
  });

  it('gives the next member the next rank, and refuses a replay of the same rank', async () => {
    const db = dbAs('signedOut');
    await expectAllowed(true, submit(db, NEW_ID, validCatch(NEW_ID, 3)));
    const second = 'NewCatch000000000002';
    await expectAllowed(false, submit(db, second, validCatch(second, 3)));
    await expectAllowed(true, submit(db, second, validCatch(second, 4)));
  });
});

const OTHER_ID = 'OtherCatch0000000001';

/** Each entry changes one thing about a valid submission; every one must be refused. */
const ABUSE: { name: string; id?: string; data?: DocumentData; counter?: DocumentData | null }[] = [
  { name: 'isPublic true', data: { isPublic: true } },
  { name: 'isPublic left out', data: { isPublic: undefined } },
  { name: 'isPublic as text', data: { isPublic: 'false' } },
  { name: 'an extra field', data: { approvedBy: 'me' } },
  { name: 'an extra admin-looking field', data: { superAdmin: true } },
  { name: 'no member name', data: { memberName: undefined } },
  { name: 'an empty member name', data: { memberName: '' } },
  { name: 'an 81-character member name', data: { memberName: 'M'.repeat(81) } },
  { name: 'a 61-character fish type', data: { fishType: 'F'.repeat(61) } },
  { name: 'a 100 kB fish type', data: { fishType: 'F'.repeat(100_000) } },
  { name: 'a member name that is a number', data: { memberName: 42 } },
  { name: 'an unknown location', data: { catchLocation: 'The Moon' } },
  { name: 'negative pounds', data: { fishLbs: -1 } },
  { name: '101 pounds', data: { fishLbs: 101 } },
  { name: 'pounds as text', data: { fishLbs: '12' } },
  { name: 'pounds as null', data: { fishLbs: null } },
  { name: 'negative ounces', data: { fishOz: -0.5 } },
  { name: '16 ounces', data: { fishOz: 16 } },
  { name: 'ounces as text', data: { fishOz: 'ten' } },
  {
    name: 'a photo on another site',
    data: { imgURL: 'https://evil.example/catches%2FNewCatch000000000001' },
  },
  { name: 'a javascript: photo URL', data: { imgURL: 'javascript:alert(1)' } },
  {
    name: 'a photo in another bucket',
    data: {
      imgURL:
        'http://127.0.0.1:9199/v0/b/other-project.appspot.com/o/catches%2FNewCatch000000000001',
    },
  },
  { name: "another catch's photo", data: { imgURL: downloadUrl('catches', OTHER_ID) } },
  {
    name: 'a photo outside catches/',
    data: { imgURL: downloadUrl('memberDisplayPhotos', NEW_ID) },
  },
  { name: 'a photo URL with a longer id', data: { imgURL: downloadUrl('catches', `${NEW_ID}x`) } },
  { name: "another catch's thumbnail", data: { thumbURL: downloadUrl('catchThumbs', OTHER_ID) } },
  { name: 'a foreign thumbnail', data: { thumbURL: 'https://evil.example/t.jpg' } },
  { name: 'keywords that are not a list', data: { searchKeywords: 'carp' } },
  // Rules cannot check each entry's type; small numbers or booleans there would be harmless.
  { name: 'keywords holding objects', data: { searchKeywords: [{ word: 'k'.repeat(50_000) }] } },
  {
    name: '201 keywords',
    data: { searchKeywords: Array.from({ length: 201 }, (_, i) => `k${i}`) },
  },
  { name: 'a 50 kB keyword', data: { searchKeywords: ['k'.repeat(50_000)] } },
  {
    name: 'a fractional orderRank',
    data: { orderRank: 3.5 },
    counter: { last: 3, lastId: NEW_ID },
  },
  { name: 'an orderRank as text', data: { orderRank: '3' }, counter: { last: 3, lastId: NEW_ID } },
  { name: 'no counter update', counter: null },
  {
    name: 'a skipped counter (rank and counter 5, counter was 2)',
    data: { orderRank: 5 },
    counter: { last: 5, lastId: NEW_ID },
  },
  {
    name: 'a replayed rank (2, counter untouched)',
    data: { orderRank: 2 },
    counter: { last: 2, lastId: PENDING_ID },
  },
  {
    name: 'an orderRank not matching the counter',
    data: { orderRank: 3 },
    counter: { last: 4, lastId: NEW_ID },
  },
  { name: 'a counter naming another catch', counter: { last: 3, lastId: OTHER_ID } },
  { name: 'a counter with an extra field', counter: { last: 3, lastId: NEW_ID, note: 'x' } },
  { name: 'the highest rank ever (no counter)', data: { orderRank: 1_000_000 }, counter: null },
  {
    name: 'an id with pattern characters',
    id: 'New.*',
    data: { imgURL: downloadUrl('catches', 'New.*'), thumbURL: undefined },
    counter: { last: 3, lastId: 'New.*' },
  },
];

describe('a catch submission is refused with', () => {
  it.each(ABUSE)('$name', async ({ id = NEW_ID, data = {}, counter }) => {
    const fields = { ...validCatch(id, 3), ...data };
    for (const key of Object.keys(fields)) if (fields[key] === undefined) delete fields[key];
    const db = dbAs('signedOut');
    await expectAllowed(
      false,
      submit(
        db,
        id,
        fields,
        counter === undefined ? { last: fields.orderRank, lastId: id } : counter,
      ),
    );
  });

  it('an overwrite of an existing catch', async () => {
    // Re-creating an existing id is an update, which visitors may not make.
    await expectAllowed(false, submit(dbAs('signedOut'), PENDING_ID, validCatch(PENDING_ID, 3)));
  });
});
