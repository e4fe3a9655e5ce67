import { useMutation, useQueryClient } from '@tanstack/react-query';
import { doc, setDoc } from 'firebase/firestore/lite';
import { COLLECTIONS, CONTACT_IMAGE_DOC_ID, STORAGE_PATHS } from '../../../config/constants';
import { db } from '../../../lib/firebase';
import { uploadImage } from '../../../lib/storage-files';
import { contactsQuery } from './get-contacts';

/**
 * Replaces the contact page image: uploads it to contactImage/image (overwriting the old one),
 * then saves its download URL as photoURL on the contact document 'image'. Returns the URL.
 */
export async function uploadContactImage(file: Blob): Promise<string> {
  if (!file.type.startsWith('image/')) throw new Error('Choose an image file.');
  const photoURL = await uploadImage(STORAGE_PATHS.contactImage(), file);
  await setDoc(doc(db, COLLECTIONS.contact, CONTACT_IMAGE_DOC_ID), { photoURL }, { merge: true });
  return photoURL;
}

export function useUploadContactImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadContactImage,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contactsQuery.queryKey }),
  });
}
