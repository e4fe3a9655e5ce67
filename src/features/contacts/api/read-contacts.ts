import { collection, getDocs } from 'firebase/firestore/lite';
import { COLLECTIONS, CONTACT_IMAGE_DOC_ID } from '../../../config/constants';
import { db } from '../../../lib/firebase';
import { optionalText, text } from '../../../lib/firestore-values';
import type { Contact } from '../types';

export interface ContactList {
  contacts: Contact[];
  /** From the special contact document 'image', which is not itself a contact. */
  imageURL?: string;
}

export async function getContacts(): Promise<ContactList> {
  const snapshot = await getDocs(collection(db, COLLECTIONS.contact));
  const image = snapshot.docs.find((d) => d.id === CONTACT_IMAGE_DOC_ID);
  return {
    imageURL: optionalText(image?.data().photoURL),
    contacts: snapshot.docs
      .filter((d) => d.id !== CONTACT_IMAGE_DOC_ID)
      .map((d) => {
        const data = d.data();
        return {
          id: d.id,
          title: text(data.title),
          name: text(data.name),
          phoneNumber: optionalText(data.phoneNumber),
          email: optionalText(data.email),
        };
      }),
  };
}
