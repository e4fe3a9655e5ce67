import { beforeAll, describe, expect, it } from 'vitest';
import {
  adminBucket,
  adminDb,
  clearAuth,
  clearFirestore,
} from '../../../../tests/support/emulators';
import { signInClientAs } from '../../../../tests/support/client-session';
import { addContact } from './add-contact';
import { deleteContact } from './delete-contact';
import { getContacts } from './get-contacts';
import { uploadContactImage } from './upload-contact-image';

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);

describe('contacts api against the emulators and the Firestore rules', () => {
  beforeAll(async () => {
    await clearAuth();
    await clearFirestore();
  });

  it('lets a contacts admin add and delete a contact', async () => {
    await signInClientAs('contacts-admin', { manageContacts: true });
    const id = await addContact({
      title: 'Membership',
      name: 'Linda Moss',
      email: 'secretary@pac.example',
      phoneNumber: '07700 900102',
    });
    expect((await adminDb().doc(`contact/${id}`).get()).data()).toEqual({
      title: 'Membership',
      name: 'Linda Moss',
      email: 'secretary@pac.example',
      phoneNumber: '07700 900102',
    });
    expect((await getContacts()).contacts).toEqual([
      {
        id,
        title: 'Membership',
        name: 'Linda Moss',
        email: 'secretary@pac.example',
        phoneNumber: '07700 900102',
      },
    ]);

    await deleteContact(id);
    expect((await adminDb().doc(`contact/${id}`).get()).exists).toBe(false);
    await expect(deleteContact(id)).rejects.toThrow(/no longer exists/);
  });

  it('uploads the contact page image to contactImage/image and saves its URL', async () => {
    await signInClientAs('contacts-admin', { manageContacts: true });
    const url = await uploadContactImage(new Blob([PNG], { type: 'image/png' }));

    const [stored] = await adminBucket().file('contactImage/image').download();
    expect(new Uint8Array(stored)).toEqual(PNG);
    expect(url).toContain('/o/contactImage%2Fimage');
    expect((await adminDb().doc('contact/image').get()).data()).toEqual({ photoURL: url });
    const list = await getContacts();
    expect(list.imageURL).toBe(url);
    expect(list.contacts.map((c) => c.id)).not.toContain('image');
    // The image entry is not a contact and cannot be deleted as one.
    await expect(deleteContact('image')).rejects.toThrow(/not a contact/);
  });

  it('refuses a file that is not an image', async () => {
    await signInClientAs('contacts-admin', { manageContacts: true });
    await expect(uploadContactImage(new Blob(['<html>'], { type: 'text/html' }))).rejects.toThrow(
      /image/,
    );
  });

  it('refuses an admin without manageContacts', async () => {
    await signInClientAs('socials-admin', { manageSocials: true });
    await expect(addContact({ title: 'Sneaky', name: 'Someone' })).rejects.toMatchObject({
      code: 'permission-denied',
    });
  });
});
