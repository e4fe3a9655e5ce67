import { collection, doc } from 'firebase/firestore/lite';
import { COLLECTIONS, STORAGE_PATHS } from '../../../config/constants';
import { db } from '../../../lib/firebase';
import { changeRecorded } from '../../../lib/history';
import { uploadImage } from '../../../lib/storage-files';
import { storedMemberFields, type MemberFields } from './member-fields';

export const memberRef = (id?: string) =>
  id === undefined ? doc(collection(db, COLLECTIONS.members)) : doc(db, COLLECTIONS.members, id);

/** A new name per upload: a replaced photo stays, for the history (README, "History and the bin"). */
export const uploadMemberPhoto = (photo: Blob) =>
  uploadImage(STORAGE_PATHS.memberPhoto(crypto.randomUUID()), photo);

/**
 * Adds a committee member: the photo goes to memberDisplayPhotos/ first, then the document is
 * written once with its photoURL (recorded), so the public page never sees a member without the
 * photo.
 */
export async function createMember(fields: MemberFields, photo: Blob): Promise<string> {
  const reference = memberRef();
  const photoURL = await uploadMemberPhoto(photo);
  await changeRecorded(
    reference,
    { area: 'manageCommittee', kind: 'create', title: fields.memberName },
    () => ({ ...storedMemberFields(fields), photoURL }),
  );
  return reference.id;
}
