import { deleteField, doc, updateDoc } from 'firebase/firestore/lite';
import { COLLECTIONS, STORAGE_PATHS } from '../../../config/constants';
import { db } from '../../../lib/firebase';
import { deleteFileIfPresent, storagePathOf, uploadImage } from '../../../lib/storage-files';
import type { CommitteeMember } from '../types';
import type { MemberFields } from './member-fields';

/**
 * Saves a member's details and, when a new photo is given, replaces the old one: the new photo is
 * stored at memberDisplayPhotos/{id} (overwriting the old file there, which also revokes its old
 * download URL), and an old photo kept anywhere else is deleted once the document points at the
 * new one.
 */
export async function updateMember(
  member: Pick<CommitteeMember, 'id' | 'photoURL'>,
  fields: MemberFields,
  newPhoto?: Blob,
): Promise<void> {
  const path = STORAGE_PATHS.memberPhoto(member.id);
  const photoURL = newPhoto ? await uploadImage(path, newPhoto) : undefined;
  // Cleared optional fields are removed rather than stored empty.
  const changes: Record<string, unknown> = {
    memberName: fields.memberName,
    memberRole: fields.memberRole,
    positionRank: fields.positionRank,
    contactEmail: fields.contactEmail || deleteField(),
    contactNumber: fields.contactNumber || deleteField(),
    contactAddress: fields.contactAddress || deleteField(),
    ...(photoURL ? { photoURL } : {}),
  };
  await updateDoc(doc(db, COLLECTIONS.members, member.id), changes);
  if (photoURL && member.photoURL) {
    const oldPath = await storagePathOf(member.photoURL);
    if (oldPath && oldPath !== path) await deleteFileIfPresent(oldPath);
  }
}
