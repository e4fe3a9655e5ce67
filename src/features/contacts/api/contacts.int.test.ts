import { beforeAll, describe, expect, it } from 'vitest';
import {
  adminBucket,
  adminDb,
  clearAuth,
  clearFirestore,
  storageName,
} from '../../../../tests/support/emulators';
import { signInClientAs } from '../../../../tests/support/client-session';
import { addContact, deleteContact, updateContact } from './contacts-collection';
import { getContacts } from './read-contacts';
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
      rev: 1,
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

    const edited = await updateContact(id, { title: 'Membership Secretary', name: 'Linda Moss' });
    expect((await adminDb().doc(`contact/${id}`).get()).data()).toEqual({
      title: 'Membership Secretary',
      name: 'Linda Moss',
      rev: 2,
    });
    await edited.undo();
    expect((await adminDb().doc(`contact/${id}`).get()).data()).toMatchObject({
      title: 'Membership',
      email: 'secretary@pac.example',
      rev: 3,
    });

    await deleteContact(id);
    expect((await adminDb().doc(`contact/${id}`).get()).exists).toBe(false);
    await expect(deleteContact(id)).rejects.toThrow(/no longer exists/);
  });

  it('uploads the contact page image under a new name and saves its URL', async () => {
    await signInClientAs('contacts-admin', { manageContacts: true });
    const url = await uploadContactImage(new Blob([PNG], { type: 'image/png' }));

    const name = storageName(url);
    expect(name).toMatch(/^contactImage\/[0-9a-f-]{36}$/);
    const [stored] = await adminBucket().file(name).download();
    expect(new Uint8Array(stored)).toEqual(PNG);
    expect((await adminDb().doc('contact/image').get()).data()).toMatchObject({ photoURL: url });
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
