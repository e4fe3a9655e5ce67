import { collection, doc, setDoc } from 'firebase/firestore/lite';
import { COLLECTIONS, STORAGE_PATHS } from '../../../config/constants';
import { db } from '../../../lib/firebase';
import { uploadImage } from '../../../lib/storage-files';
import { storedMemberFields, type MemberFields } from './member-fields';

/**
 * Adds a committee member: the photo goes to memberDisplayPhotos/{new id} first, then the document
 * is written once with its photoURL, so the public page never sees a member without the photo.
 */
export async function createMember(fields: MemberFields, photo: Blob): Promise<string> {
  const reference = doc(collection(db, COLLECTIONS.members));
  const photoURL = await uploadImage(STORAGE_PATHS.memberPhoto(reference.id), photo);
  await setDoc(reference, { ...storedMemberFields(fields), photoURL });
  return reference.id;
}
