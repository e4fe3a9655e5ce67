import { currentEditor, writeRecorded } from '../../../lib/history';
import { duplicateNetworkMessage, socialNetworkId, type SocialInput } from '../types';
import { socialFields } from './social-fields';
import { nextSocialRev, socialRef } from './social-history';
import { writeSocialLink } from './write-social-link';

/**
 * Adds a social link (externalNav, recorded) and its navbar summary entry; returns its id, the
 * network's: a network that has a link already is refused with a sentence (and by
 * firestore.rules).
 */
export async function createSocial(input: SocialInput): Promise<string> {
  const id = socialNetworkId(input.socialName);
  if (!id) throw new Error('Choose a network.');
  const ref = socialRef(id);
  const editor = await currentEditor();
  const rev = await nextSocialRev(id);
  await writeSocialLink(ref.id, async (transaction) => {
    const current = await transaction.get(ref);
    if (current.exists()) {
      throw Object.assign(new Error(duplicateNetworkMessage(input.socialName)), {
        code: 'already-exists',
      });
    }
    const fields = socialFields(input);
    writeRecorded(transaction, editor, current, fields, {
      area: 'manageSocials',
      kind: 'create',
      title: fields.socialName,
      rev,
    });
    return fields;
  });
  return ref.id;
}
