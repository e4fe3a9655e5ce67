import { collection } from 'firebase/firestore/lite';
import { recordedCollectionApi } from '../../../components/admin/collection-api';
import { COLLECTIONS, CONTACT_IMAGE_DOC_ID } from '../../../config/constants';
import { db } from '../../../lib/firebase';
import { recordedCollection } from '../../../lib/history';
import type { Contact } from '../types';
import { contactsQuery } from './get-contacts';

export type ContactInput = Omit<Contact, 'id'>;

// Recorded writes; an edit replaces the title, name, e-mail, number and link. A linked contact
// keeps a copy of the member's details too: shown if the member is later removed.
const contacts = recordedCollection<ContactInput>({
  area: 'manageContacts',
  collection: () => collection(db, COLLECTIONS.contact),
  title: (input) => input.title,
  data: (input) => ({
    title: input.title,
    name: input.name,
    // Firestore refuses undefined values: a member without an e-mail or number stores none.
    ...(input.email ? { email: input.email } : {}),
    ...(input.phoneNumber ? { phoneNumber: input.phoneNumber } : {}),
    ...(input.memberId ? { memberId: input.memberId } : {}),
  }),
});
export const { ref: contactRef, add: addContact, update: updateContact } = contacts;

/** Moves a contact to the bin (restorable for 90 days); never the page image entry. */
export function deleteContact(id: string, title?: string) {
  if (id === CONTACT_IMAGE_DOC_ID)
    return Promise.reject(new Error('The contact page image is not a contact.'));
  return contacts.remove(id, title);
}

/** Manage Contacts: the list (beside the page image), add, edit, delete, History. */
export const contactsCollection = recordedCollectionApi(contacts, {
  list: contactsQuery,
  rows: (data) => data.contacts,
  noun: 'contact',
  name: (contact: Contact) => contact.title,
  // Never the page image entry.
  remove: (contact) => deleteContact(contact.id, contact.title),
});
