import { useMutation, useQueryClient } from '@tanstack/react-query';
import { collection, doc } from 'firebase/firestore/lite';
import { COLLECTIONS } from '../../../config/constants';
import { db } from '../../../lib/firebase';
import { changeRecorded, type Recorded } from '../../../lib/history';
import type { Contact } from '../types';
import { contactsQuery } from './get-contacts';

export type ContactInput = Omit<Contact, 'id'>;

export const contactRef = (id?: string) =>
  id === undefined ? doc(collection(db, COLLECTIONS.contact)) : doc(db, COLLECTIONS.contact, id);

const contactData = (input: ContactInput) => ({
  title: input.title,
  name: input.name,
  // Firestore refuses undefined values: a member without an e-mail or number stores none.
  ...(input.email ? { email: input.email } : {}),
  ...(input.phoneNumber ? { phoneNumber: input.phoneNumber } : {}),
});

/** Adds a contact (title, name, email, phoneNumber), recorded, and returns its id. */
export async function addContact(input: ContactInput): Promise<string> {
  const ref = contactRef();
  await changeRecorded(ref, { area: 'manageContacts', kind: 'create', title: input.title }, () =>
    contactData(input),
  );
  return ref.id;
}

/** Replaces a contact's title, name, e-mail and number (recorded). */
export function updateContact(id: string, input: ContactInput): Promise<Recorded> {
  return changeRecorded(
    contactRef(id),
    { area: 'manageContacts', kind: 'edit', title: input.title },
    () => contactData(input),
  );
}

export function useAddContact() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addContact,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contactsQuery.queryKey }),
  });
}

export function useUpdateContact() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...input }: Contact) => updateContact(id, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contactsQuery.queryKey }),
  });
}
