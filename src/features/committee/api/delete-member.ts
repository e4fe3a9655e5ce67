import { deleteDoc, doc } from 'firebase/firestore/lite';
import { COLLECTIONS, STORAGE_PATHS } from '../../../config/constants';
import { db } from '../../../lib/firebase';
import { deleteFileIfPresent, storagePathOf } from '../../../lib/storage-files';
import type { CommitteeMember } from '../types';

/**
 * Removes a member, then their photo (a left-over file is harmless; a member whose photo is gone
 * would show a broken image, so the document goes first).
 */
export async function deleteMember(member: Pick<CommitteeMember, 'id' | 'photoURL'>) {
  await deleteDoc(doc(db, COLLECTIONS.members, member.id));
  await deleteFileIfPresent(STORAGE_PATHS.memberPhoto(member.id));
  if (member.photoURL) {
    const oldPath = await storagePathOf(member.photoURL);
    if (oldPath && oldPath !== STORAGE_PATHS.memberPhoto(member.id)) {
      await deleteFileIfPresent(oldPath);
    }
  }
}
