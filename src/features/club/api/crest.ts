/**
 * The club's crest (issue 35): a file in the Club area's folder, clubCrest/ (a new name per
 * upload, so History can put an old one back; the files are never deleted but by a failed save),
 * named by the `crest` field of summaries/socialLinks, the one document every page's layout
 * already reads, so no page reads one more for the crest. The Club area writes that field alone
 * (firestore.rules); the links beside it are Manage Socials'. Each change is recorded in the Club
 * history, and its Undo and History put back the crest alone.
 */
import { deleteField, doc, getDoc } from 'firebase/firestore/lite';
import { AREAS } from '../../../config/areas';
import { COLLECTIONS, SOCIAL_LINKS_SUMMARY_DOC_ID } from '../../../config/constants';
import { db } from '../../../lib/firebase';
import {
  changeRecorded,
  entryFromData,
  HISTORY_COLLECTION,
  historyId,
  restoreVersion,
  type Recorded,
} from '../../../lib/history';
import { deleteFileIfPresent, uploadImage } from '../../../lib/storage-files';

/** The crest's one field: History shows and puts back only its changes. */
export const CREST_FIELDS = ['crest'] as const;

export const crestDocRef = () => doc(db, COLLECTIONS.summaries, SOCIAL_LINKS_SUMMARY_DOC_ID);

const CHANGE = { area: 'manageClub', kind: 'edit', title: 'Club crest' } as const;

/**
 * Uploads the prepared crest (prepare-crest.ts) and makes it the club's; the summary is created
 * when there is none yet. A save that fails removes the file it uploaded.
 */
export async function replaceCrest(crest: Blob): Promise<Recorded> {
  const url = await uploadImage(
    `${AREAS.manageClub.folders.clubCrest}/${crypto.randomUUID()}`,
    crest,
  );
  try {
    const { rev } = await changeRecorded(crestDocRef(), CHANGE, () => ({ crest: url }), {
      merge: true,
      upsert: true,
    });
    return crestChange(rev);
  } catch (error) {
    await deleteFileIfPresent(url).catch(() => {});
    throw error;
  }
}

/** Goes back to the drawn crest (src/components/ClubCrest.tsx); the file stays for History. */
export async function removeCrest(): Promise<Recorded> {
  const { rev } = await changeRecorded(crestDocRef(), CHANGE, () => ({ crest: deleteField() }), {
    merge: true,
  });
  return crestChange(rev);
}

/**
 * A crest change and its Undo: the crest as it was before, the links as they are now (a socials
 * admin may have changed them since, and the Club area may not write them). The first change,
 * which made the summary, is undone by going back to the drawn crest.
 */
function crestChange(rev: number): Recorded {
  const path = crestDocRef().path;
  return {
    path,
    rev,
    undo: async () => {
      const snapshot = await getDoc(doc(db, HISTORY_COLLECTION, historyId(path, rev)));
      if (!snapshot.exists()) throw new Error('This change is not in the history.');
      const entry = entryFromData(snapshot.id, snapshot.data());
      return entry.before ? restoreVersion(entry, undefined, CREST_FIELDS) : removeCrest();
    },
  };
}
