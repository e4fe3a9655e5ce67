import { doc } from 'firebase/firestore/lite';
import { COLLECTIONS } from '../../../config/constants';
import { db } from '../../../lib/firebase';
import { writeSocialLink } from './write-social-link';

/**
 * Deletes a social link and its navbar summary entry; a link that is already gone is reported,
 * not silently ignored (and nothing changes).
 */
export async function deleteSocial(id: string): Promise<void> {
  const ref = doc(db, COLLECTIONS.externalNav, id);
  await writeSocialLink(id, async (transaction) => {
    if (!(await transaction.get(ref)).exists()) {
      throw new Error('That social link no longer exists.');
    }
    transaction.delete(ref);
    return null;
  });
}
