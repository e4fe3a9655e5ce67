import { useMutation, useQueryClient } from '@tanstack/react-query';
import { addDoc, collection } from 'firebase/firestore/lite';
import { COLLECTIONS } from '../../../config/constants';
import { db } from '../../../lib/firebase';
import type { Contact } from '../types';
import { contactsQuery } from './get-contacts';

export type ContactInput = Omit<Contact, 'id'>;

/** Adds a contact (title, name, email, phoneNumber) and returns its id. */
export async function addContact(input: ContactInput): Promise<string> {
  const ref = await addDoc(collection(db, COLLECTIONS.contact), {
    title: input.title,
    name: input.name,
    // Firestore refuses undefined values: a member without an e-mail or number stores none.
    ...(input.email ? { email: input.email } : {}),
    ...(input.phoneNumber ? { phoneNumber: input.phoneNumber } : {}),
  });
  return ref.id;
}

export function useAddContact() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addContact,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contactsQuery.queryKey }),
  });
}
