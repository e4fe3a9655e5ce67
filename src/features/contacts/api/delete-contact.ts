import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteDoc, doc, getDoc } from 'firebase/firestore/lite';
import { COLLECTIONS, CONTACT_IMAGE_DOC_ID } from '../../../config/constants';
import { db } from '../../../lib/firebase';
import { contactsQuery } from './get-contacts';

/** Deletes a contact after checking it exists (spec section 7). Never the page image entry. */
export async function deleteContact(id: string): Promise<void> {
  if (id === CONTACT_IMAGE_DOC_ID) throw new Error('The contact page image is not a contact.');
  const ref = doc(db, COLLECTIONS.contact, id);
  if (!(await getDoc(ref)).exists()) throw new Error('That contact no longer exists.');
  await deleteDoc(ref);
}

export function useDeleteContact() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteContact,
    onSettled: () => queryClient.invalidateQueries({ queryKey: contactsQuery.queryKey }),
  });
}
