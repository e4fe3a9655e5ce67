import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CONTACT_IMAGE_DOC_ID, STORAGE_PATHS } from '../../../config/constants';
import { changeRecorded } from '../../../lib/history';
import { uploadImage } from '../../../lib/storage-files';
import { contactRef } from './contacts-collection';
import { contactsQuery } from './get-contacts';

/**
 * Replaces the contact page image: uploads it under a new name (the old picture stays, so an
 * earlier version can be put back), then saves its download URL as photoURL on the contact
 * document 'image', recorded. Returns the URL.
 */
export async function uploadContactImage(file: Blob): Promise<string> {
  if (!file.type.startsWith('image/')) throw new Error('Choose an image file.');
  const photoURL = await uploadImage(STORAGE_PATHS.contactImage(crypto.randomUUID()), file);
  await changeRecorded(
    contactRef(CONTACT_IMAGE_DOC_ID),
    { area: 'manageContacts', kind: 'edit', title: 'Contact page picture' },
    () => ({ photoURL }),
    { merge: true, upsert: true },
  );
  return photoURL;
}

export function useUploadContactImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadContactImage,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contactsQuery.queryKey }),
  });
}
