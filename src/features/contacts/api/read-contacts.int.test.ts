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
