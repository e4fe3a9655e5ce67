import { currentEditor, writeRecorded, type Recorded } from '../../../lib/history';
import { duplicateNetworkMessage, socialNetworkId, type SocialInput } from '../types';
import { socialFields } from './social-fields';
import { nextSocialRev, recordedSocial, socialRef } from './social-history';
import { writeSocialLinks } from './write-social-link';

/**
 * Changes a social link's three fields and its navbar summary entry, recorded; fails with
 * not-found, as updateDoc would, if it was deleted meanwhile (and then changes nothing). A link
 * given another network moves to that network's id (one link per network: firestore.rules),
 * refused with a sentence when that network has its link already; the old one goes to Recently
 * deleted. Returns how to undo an edit in place (a move has no Undo: its old link is in the bin).
 */
export async function updateSocial(id: string, input: SocialInput): Promise<Recorded | undefined> {
  const ref = socialRef(id);
  const editor = await currentEditor();
  const target = socialNetworkId(input.socialName);
  const movedRev = target && target !== id ? await nextSocialRev(target) : 1;
  let result: Recorded | undefined;
  await writeSocialLinks(async (transaction) => {
    const current = await transaction.get(ref);
    if (!current.exists()) {
      // Firestore's code for it, so the screen says what it said for a failed updateDoc.
      throw Object.assign(new Error('That social link no longer exists.'), { code: 'not-found' });
    }
    const fields = socialFields(input);
    const networkId = socialNetworkId(fields.socialName);
    const change = { area: 'manageSocials', title: fields.socialName } as const;
    if (current.data().socialName === fields.socialName || !networkId || networkId === id) {
      const rev = writeRecorded(
        transaction,
        editor,
        current,
        fields,
        { ...change, kind: 'edit' },
        {
          merge: true,
        },
      );
      result = recordedSocial(id, rev);
      return { [id]: fields };
    }
    const moved = socialRef(networkId);
    const stored = await transaction.get(moved);
    if (stored.exists()) {
      throw Object.assign(new Error(duplicateNetworkMessage(fields.socialName)), {
        code: 'already-exists',
      });
    }
    writeRecorded(transaction, editor, current, null, {
      area: 'manageSocials',
      kind: 'delete',
      title: String(current.data().socialName ?? id),
    });
    writeRecorded(transaction, editor, stored, fields, {
      ...change,
      kind: 'create',
      rev: movedRev,
    });
    result = undefined;
    return { [id]: null, [networkId]: fields };
  });
  return result;
}
