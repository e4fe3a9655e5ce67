/**
 * Social links in the history (README.md, "History and the bin"): each externalNav change is
 * recorded, and a version put back (History, Undo, Recently deleted) also puts the link back in
 * the navbar's summary, in the same transaction.
 */
import { doc } from 'firebase/firestore/lite';
import { COLLECTIONS } from '../../../config/constants';
import { db } from '../../../lib/firebase';
import {
  currentEditor,
  getItemHistory,
  recorded,
  writeRecorded,
  type Recorded,
  type RestoreSideEffect,
} from '../../../lib/history';
import { socialFields } from './social-fields';
import { socialLinksSummaryRef, summaryHasLinks } from './social-links-summary';
import { summaryChange, summaryLinks } from './write-social-link';

export const socialRef = (id: string) => doc(db, COLLECTIONS.externalNav, id);

/** The summary entry of a restored link follows it (no summary: the navbar reads the links). */
export const restoreSocialSummary: RestoreSideEffect = async (tx, _stored, restored, id) => {
  const editor = await currentEditor();
  const summary = await tx.get(socialLinksSummaryRef());
  return () => {
    // No links in it (none yet, or only the crest): the navbar reads the collection itself.
    if (!summaryHasLinks(summary.data())) return;
    // Recorded like every change of the summary (issue 32).
    const links = { ...summaryLinks(summary), [id]: socialFields(restored) };
    // merge: the crest (the Club area's field of this document) stays as it is.
    writeRecorded(tx, editor, summary, { links }, summaryChange(summary), { merge: true });
  };
};

/**
 * The revision a new link of network `id` takes: after the history of an earlier link of that
 * network (the id is the network's, so a link deleted and created again goes on from its last
 * revision; firestore.rules refuse a revision used before).
 */
export async function nextSocialRev(id: string): Promise<number> {
  const [latest] = await getItemHistory('manageSocials', socialRef(id).path);
  return (latest?.rev ?? 0) + 1;
}

/** A recorded change of the link `id`, whose Undo keeps the summary in step. */
export const recordedSocial = (id: string, rev: number): Recorded =>
  recorded(socialRef(id).path, rev, restoreSocialSummary);
