import { doc } from 'firebase/firestore/lite';
import { COLLECTIONS } from '../../../config/constants';
import { db } from '../../../lib/firebase';
import { duplicateNetworkMessage, socialNetworkId, type SocialInput } from '../types';
import { socialFields } from './social-fields';
import { writeSocialLinks } from './write-social-link';

/**
 * Changes a social link's three fields and its navbar summary entry; fails with not-found, as
 * updateDoc would, if it was deleted meanwhile (and then changes nothing). A link given another
 * network moves to that network's id (one link per network: firestore.rules), refused with a
 * sentence when that network has its link already.
 */
export async function updateSocial(id: string, input: SocialInput): Promise<void> {
  const ref = doc(db, COLLECTIONS.externalNav, id);
  await writeSocialLinks(async (transaction) => {
    const current = await transaction.get(ref);
    if (!current.exists()) {
      // Firestore's code for it, so the screen says what it said for a failed updateDoc.
      throw Object.assign(new Error('That social link no longer exists.'), { code: 'not-found' });
    }
    const fields = socialFields(input);
    const networkId = socialNetworkId(fields.socialName);
    if (current.data().socialName === fields.socialName || !networkId || networkId === id) {
      transaction.update(ref, { ...fields });
      return { [id]: fields };
    }
    const moved = doc(db, COLLECTIONS.externalNav, networkId);
    if ((await transaction.get(moved)).exists()) {
      throw Object.assign(new Error(duplicateNetworkMessage(fields.socialName)), {
        code: 'already-exists',
      });
    }
    transaction.delete(ref);
    transaction.set(moved, fields);
    return { [id]: null, [networkId]: fields };
  });
}
