import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CONTACT_IMAGE_DOC_ID } from '../../../config/constants';
import { changeRecorded, type Recorded } from '../../../lib/history';
import { contactRef } from './add-contact';
import { contactsQuery } from './get-contacts';

/**
 * Moves a contact to the bin (restorable for 90 days) after checking it exists (spec section 7).
 * Never the page image entry.
 */
export function deleteContact(id: string, title?: string): Promise<Recorded> {
  if (id === CONTACT_IMAGE_DOC_ID)
    return Promise.reject(new Error('The contact page image is not a contact.'));
  return changeRecorded(
    contactRef(id),
    { area: 'manageContacts', kind: 'delete', ...(title !== undefined && { title }) },
    (stored) => {
      if (!stored) throw new Error('That contact no longer exists.');
      return null;
    },
  );
}

export function useDeleteContact() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, title }: { id: string; title?: string }) => deleteContact(id, title),
    onSettled: () => queryClient.invalidateQueries({ queryKey: contactsQuery.queryKey }),
  });
}
