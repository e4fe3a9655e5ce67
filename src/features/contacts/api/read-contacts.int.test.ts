import { beforeAll, describe, expect, it } from 'vitest';
import { adminDb, clearFirestore } from '../../../../tests/support/emulators';
import { getContacts } from './read-contacts';

describe('getContacts against the Firestore emulator', () => {
  beforeAll(async () => {
    await clearFirestore();
    const db = adminDb();
    await db.doc('contact/image').set({ photoURL: 'https://example.org/clubhouse.jpg' });
    await db.doc('contact/membership').set({
      title: 'Membership',
      name: 'Linda Moss',
      phoneNumber: '07700 900102',
      email: 'secretary@pac.example',
    });
    await db.doc('contact/matches').set({ title: 'Match Bookings', name: 'Steve Rudd' });
  });

  it("shows a linked committee member's current details; its own once the member is gone", async () => {
    const db = adminDb();
    await db.doc('members/member-bailiff').set({
      memberName: 'Gary Pike',
      memberRole: 'Bailiff',
      positionRank: 5,
      contactNumber: '07700 900999',
      contactEmail: 'bailiff.new@pac.example',
    });
    // Stored with the details of the day it was added; the member's number has changed since.
    await db.doc('contact/bailiff').set({
      title: 'Bailiff',
      memberId: 'member-bailiff',
      name: 'Gary Pike',
      phoneNumber: '07700 900105',
      email: 'bailiff@pac.example',
    });
    const linked = async () => (await getContacts()).contacts.find((c) => c.id === 'bailiff');
    expect(await linked()).toEqual({
      id: 'bailiff',
      title: 'Bailiff',
      memberId: 'member-bailiff',
      name: 'Gary Pike',
      phoneNumber: '07700 900999',
      email: 'bailiff.new@pac.example',
    });
    await db.doc('members/member-bailiff').delete();
    expect(await linked()).toMatchObject({ name: 'Gary Pike', phoneNumber: '07700 900105' });
    await db.doc('contact/bailiff').delete();
  });

  it("lists the contacts without the 'image' entry, and returns its photoURL as imageURL", async () => {
    const { contacts, imageURL } = await getContacts();
    expect(imageURL).toBe('https://example.org/clubhouse.jpg');
    expect(contacts.map((c) => c.id).sort()).toEqual(['matches', 'membership']);
    expect(contacts.find((c) => c.id === 'membership')).toEqual({
      id: 'membership',
      title: 'Membership',
      name: 'Linda Moss',
      phoneNumber: '07700 900102',
      email: 'secretary@pac.example',
    });
    expect(contacts.find((c) => c.id === 'matches')).toMatchObject({
      phoneNumber: undefined,
      email: undefined,
    });
  });

  it('has no imageURL when the image entry is missing', async () => {
    await adminDb().doc('contact/image').delete();
    const { contacts, imageURL } = await getContacts();
    expect(imageURL).toBeUndefined();
    expect(contacts).toHaveLength(2);
  });
});
