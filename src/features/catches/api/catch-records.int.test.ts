import { setLogLevel } from 'firebase/firestore/lite';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { adminDb, clearFirestore, createAdmin } from '../../../../tests/support/emulators';
import { signIn, signOut } from '../../auth';
import { approveCatch } from './approve-catch';
import { deleteCatch } from './delete-catch';
import { editCatch } from './edit-catch';

// The catches admin's approve and delete keep the club records and personal bests (issue 13,
// point 5), signed in as a manageCatches admin against the real firestore.rules and indexes.
interface Stored {
  memberName: string;
  fishType: string;
  catchLocation: string;
  weightOz: number;
  isPublic: boolean;
  orderRank: number;
}

async function storeCatch(id: string, fields: Stored) {
  await adminDb()
    .doc(`catches/${id}`)
    .set({
      ...fields,
      fishLbs: Math.floor(fields.weightOz / 16),
      fishOz: fields.weightOz % 16,
      imgURL: `https://example.org/${id}.jpg`,
      // Attested by the admin server's catch upkeep: approving and records need it (issue 21).
      photoStored: true,
    });
}

const club = async () => (await adminDb().doc('records/club').get()).data();
const bestsOf = async (id: string) => (await adminDb().doc(`personalBests/${id}`).get()).data();
const holder = (data: Record<string, unknown> | undefined, path: string[]) =>
  path.reduce<unknown>((value, key) => (value as Record<string, unknown>)?.[key], data) as
    { catchId: string; weightOz: number } | undefined;

describe('club records kept by approve and delete', () => {
  beforeEach(async () => {
    await clearFirestore();
    const admin = await createAdmin('records-int-admin', { manageCatches: true });
    const tench = { fishType: 'Tench', isPublic: false };
    await storeCatch('ann1', {
      ...tench,
      memberName: 'Ann Lee',
      catchLocation: 'Weston',
      weightOz: 100,
      orderRank: 1,
    });
    await storeCatch('bob1', {
      ...tench,
      memberName: 'Bob Reed',
      catchLocation: 'Clay End',
      weightOz: 130,
      orderRank: 2,
    });
    await storeCatch('ann2', {
      ...tench,
      memberName: 'Ann Lee',
      catchLocation: 'Clay End',
      weightOz: 90,
      orderRank: 3,
    });
    await signIn(admin.email, admin.password);
  });
  afterEach(() => setLogLevel('warn'));
  afterAll(() => signOut());

  it('approving a heavier catch makes it the record, a lighter one only a personal best', async () => {
    await approveCatch('ann1');
    expect(holder(await club(), ['species', 'Tench'])).toMatchObject({
      catchId: 'ann1',
      weightOz: 100,
    });
    await approveCatch('bob1');
    await approveCatch('ann2');
    const records = await club();
    expect(holder(records, ['species', 'Tench'])?.catchId).toBe('bob1');
    expect(holder(records, ['waters', 'Weston', 'Tench'])?.catchId).toBe('ann1');
    expect(holder(records, ['waters', 'Clay End', 'Tench'])?.catchId).toBe('bob1');
    expect(records?.anglers).toEqual(['Ann Lee', 'Bob Reed']);
    expect(holder(await bestsOf('Ann%20Lee'), ['bests', 'Tench'])?.catchId).toBe('ann1');
    expect((await adminDb().doc('catches/ann2').get()).get('isPublic')).toBe(true);
  });

  it('deleting a record holder hands each of its records to the next heaviest approved catch', async () => {
    for (const id of ['ann1', 'bob1', 'ann2']) await approveCatch(id);
    await deleteCatch('bob1');
    const records = await club();
    expect(holder(records, ['species', 'Tench'])?.catchId).toBe('ann1');
    expect(holder(records, ['waters', 'Clay End', 'Tench'])?.catchId).toBe('ann2');
    // Bob's only weighed catch is gone: no personal bests, not listed.
    expect(records?.anglers).toEqual(['Ann Lee']);
    expect(await bestsOf('Bob%20Reed')).toBeUndefined();

    await deleteCatch('ann1');
    const after = await club();
    expect(holder(after, ['species', 'Tench'])?.catchId).toBe('ann2');
    expect(holder(after, ['waters', 'Weston'])).toBeUndefined();
    expect(holder(await bestsOf('Ann%20Lee'), ['bests', 'Tench'])?.catchId).toBe('ann2');
  });

  it('deleting a catch that holds nothing, or one waiting for approval, leaves the records', async () => {
    await approveCatch('bob1');
    await approveCatch('ann2');
    const before = await club();
    await deleteCatch('ann1'); // never approved
    expect(await club()).toEqual(before);
  });

  it('an edit of an approved catch moves its records, recorded; Undo and the bin put them back', async () => {
    for (const id of ['ann1', 'bob1', 'ann2']) await approveCatch(id);
    // Bob's 130 oz tench was really Ann's, at Weston, 8 lbs 4 oz (132 oz).
    const edited = await editCatch('bob1', {
      memberName: 'Ann Lee',
      catchLocation: 'Weston',
      fishType: 'Tench',
      fishLbs: 8,
      fishOz: 4,
    });
    let records = await club();
    expect(holder(records, ['species', 'Tench'])).toMatchObject({ catchId: 'bob1', weightOz: 132 });
    expect(holder(records, ['waters', 'Weston', 'Tench'])?.catchId).toBe('bob1');
    expect(holder(records, ['waters', 'Clay End', 'Tench'])?.catchId).toBe('ann2');
    expect(records?.anglers).toEqual(['Ann Lee']);
    expect(await bestsOf('Bob%20Reed')).toBeUndefined();
    expect(holder(await bestsOf('Ann%20Lee'), ['bests', 'Tench'])?.catchId).toBe('bob1');
    const entry = (await adminDb().doc(`history/catches~bob1@${edited.rev}`).get()).data();
    expect(entry).toMatchObject({ kind: 'edit', area: 'manageCatches' });
    expect(entry?.before).toMatchObject({ memberName: 'Bob Reed', weightOz: 130 });

    // Undo puts Bob's catch and his records back.
    await edited.undo();
    records = await club();
    expect(holder(records, ['waters', 'Clay End', 'Tench'])?.catchId).toBe('bob1');
    expect(holder(records, ['waters', 'Weston', 'Tench'])?.catchId).toBe('ann1');
    expect(records?.anglers).toEqual(['Ann Lee', 'Bob Reed']);

    // A deleted record holder, restored from the bin, holds its records again.
    const deleted = await deleteCatch('bob1');
    expect(holder(await club(), ['species', 'Tench'])?.catchId).toBe('ann1');
    await deleted!.undo();
    expect(holder(await club(), ['species', 'Tench'])?.catchId).toBe('bob1');
    expect((await adminDb().doc('catches/bob1').get()).get('memberName')).toBe('Bob Reed');
  });

  it('an edit is checked as a submission is: a weight past the limits changes nothing', async () => {
    await expect(
      editCatch('ann1', {
        memberName: 'Ann Lee',
        catchLocation: 'Weston',
        fishType: 'Tench',
        fishLbs: 101,
      }),
    ).rejects.toMatchObject({ code: 'permission-denied' });
    expect((await adminDb().doc('catches/ann1').get()).get('weightOz')).toBe(100);
  });

  it('an admin without manageCatches can neither approve nor change the records', async () => {
    const other = await createAdmin('records-int-other', { manageMatches: true });
    await signIn(other.email, other.password);
    setLogLevel('silent');
    await expect(approveCatch('ann1')).rejects.toMatchObject({ code: 'permission-denied' });
    expect(await club()).toBeUndefined();
    expect((await adminDb().doc('catches/ann1').get()).get('isPublic')).toBe(false);
  });
});
