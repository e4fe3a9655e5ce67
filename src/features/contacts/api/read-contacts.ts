import { collection, getDocs } from 'firebase/firestore/lite';
import { COLLECTIONS, CONTACT_IMAGE_DOC_ID } from '../../../config/constants';
import { db } from '../../../lib/firebase';
import { optionalText, text } from '../../../lib/firestore-values';
import { getMembers } from '../../committee';
import type { Contact } from '../types';

export interface ContactList {
  contacts: Contact[];
  /** From the special contact document 'image', which is not itself a contact. */
  imageURL?: string;
}

/**
 * The contacts and the page image. A contact linked to a committee member shows the member's
 * current name, number and e-mail (edited once, in Manage Committee); one whose member has gone,
 * or not linked, its own fields. The committee is read only when some contact is linked.
 */
export async function getContacts(): Promise<ContactList> {
  const snapshot = await getDocs(collection(db, COLLECTIONS.contact));
  const image = snapshot.docs.find((d) => d.id === CONTACT_IMAGE_DOC_ID);
  const stored = snapshot.docs
    .filter((d) => d.id !== CONTACT_IMAGE_DOC_ID)
    .map((d): Contact => {
      const data = d.data();
      const memberId = optionalText(data.memberId);
      return {
        id: d.id,
        title: text(data.title),
        name: text(data.name),
        phoneNumber: optionalText(data.phoneNumber),
        email: optionalText(data.email),
        ...(memberId && { memberId }),
      };
    });
  const members = stored.some((contact) => contact.memberId)
    ? new Map((await getMembers()).map((member) => [member.id, member]))
    : new Map();
  return {
    imageURL: optionalText(image?.data().photoURL),
    contacts: stored.map((contact) => {
      const member = contact.memberId ? members.get(contact.memberId) : undefined;
      return member
        ? {
            ...contact,
            name: member.memberName,
            phoneNumber: member.contactNumber,
            email: member.contactEmail,
          }
        : contact;
    }),
  };
}
