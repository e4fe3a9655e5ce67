import { beforeAll, describe, expect, it } from 'vitest';
import { adminDb, clearFirestore } from '../../../../tests/support/emulators';
import { getMembers } from './read-members';

describe('getMembers against the Firestore emulator', () => {
  beforeAll(async () => {
    await clearFirestore();
    const db = adminDb();
    // Written out of order: the query must sort by positionRank.
    await db
      .doc('members/c')
      .set({ positionRank: 3, memberName: 'Raj Patel', memberRole: 'Treasurer' });
    await db.doc('members/a').set({
      positionRank: 1,
      memberName: 'Geoff Barnes',
      memberRole: 'Chairman',
      photoURL: 'https://example.org/geoff.jpg',
      contactAddress: '12 Mill Lane, Kent',
      contactEmail: 'chair@pac.example',
      contactNumber: '07700 900101',
    });
    await db
      .doc('members/b')
      .set({ positionRank: 2, memberName: 'Linda Moss', memberRole: 'Secretary' });
  });

  it('reads the committee by positionRank ascending', async () => {
    const members = await getMembers();
    expect(members.map((m) => [m.id, m.positionRank])).toEqual([
      ['a', 1],
      ['b', 2],
      ['c', 3],
    ]);
  });

  it('reads every field, and leaves the missing optional ones undefined', async () => {
    const [geoff, linda] = await getMembers();
    expect(geoff).toEqual({
      id: 'a',
      positionRank: 1,
      memberName: 'Geoff Barnes',
      memberRole: 'Chairman',
      photoURL: 'https://example.org/geoff.jpg',
      contactAddress: '12 Mill Lane, Kent',
      contactEmail: 'chair@pac.example',
      contactNumber: '07700 900101',
    });
    expect(linda).toMatchObject({ photoURL: undefined, contactAddress: undefined });
  });
});
