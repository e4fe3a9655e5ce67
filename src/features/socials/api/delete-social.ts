import { currentEditor, writeRecorded, type Recorded } from '../../../lib/history';
import { recordedSocial, socialRef } from './social-history';
import { writeSocialLink } from './write-social-link';

/**
 * Moves a social link to the bin (Recently deleted, restorable for 90 days) and removes its
 * navbar summary entry; a link that is already gone is reported, not silently ignored (and
 * nothing changes).
 */
export async function deleteSocial(id: string): Promise<Recorded> {
  const ref = socialRef(id);
  const editor = await currentEditor();
  let rev = 0;
  await writeSocialLink(id, async (transaction) => {
    const current = await transaction.get(ref);
    if (!current.exists()) {
      throw new Error('That social link no longer exists.');
    }
    rev = writeRecorded(transaction, editor, current, null, {
      area: 'manageSocials',
      kind: 'delete',
      title: String(current.data().socialName ?? id),
    });
    return null;
  });
  return recordedSocial(id, rev);
}
