import { doc } from 'firebase/firestore/lite';
import { COLLECTIONS } from '../../../config/constants';
import { db } from '../../../lib/firebase';
import { duplicateNetworkMessage, socialNetworkId, type SocialInput } from '../types';
import { socialFields } from './social-fields';
import { writeSocialLink } from './write-social-link';

/**
 * Adds a social link (externalNav) and its navbar summary entry; returns its id, the network's: a
 * network that has a link already is refused with a sentence (and by firestore.rules).
 */
export async function createSocial(input: SocialInput): Promise<string> {
  const id = socialNetworkId(input.socialName);
  if (!id) throw new Error('Choose a network.');
  const ref = doc(db, COLLECTIONS.externalNav, id);
  await writeSocialLink(ref.id, async (transaction) => {
    if ((await transaction.get(ref)).exists()) {
      throw Object.assign(new Error(duplicateNetworkMessage(input.socialName)), {
        code: 'already-exists',
      });
    }
    const fields = socialFields(input);
    transaction.set(ref, fields);
    return fields;
  });
  return ref.id;
}
