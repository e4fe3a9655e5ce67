import type { Firestore } from 'firebase-admin/firestore';
import { Timestamp } from 'firebase-admin/firestore';
import { catchVariantPaths } from '../../../src/config/catch-photo-variants.ts';
import { variantNamesOf } from '../../../src/config/picture-sizes.ts';

/** How long a deleted item stays restorable (BIN_DAYS in src/lib/history/types.ts). */
export const BIN_DAYS = 90;

/** What the purge needs of a Storage bucket (firebase-admin's Bucket has it). */
export interface PurgeBucket {
  /** This project's bucket: a picture URL naming any other is not the item's file. */
  name: string;
  file(name: string): { delete(options?: { ignoreNotFound?: boolean }): Promise<unknown> };
}

/** The object name a Storage download URL points at, or undefined for any other value. */
export function storageNameOf(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const match = /^https?:\/\/[^ ]+\/v0\/b\/[^/]+\/o\/([^?#]+)/.exec(value);
  if (!match) return undefined;
  try {
    return decodeURIComponent(match[1]!);
  } catch {
    return undefined;
  }
}

/**
 * The files a recorded document can own, from its path alone (the areas of firestore.rules'
 * historyPattern; the folders of STORAGE_PATHS in src/config/constants.ts and of storage.rules):
 *   - `named`: files named after its id, its own by construction (a catch's photo, thumbnail and
 *     the photo's variants);
 *   - `fields` and `folder`: its picture fields, whose uploads take a fresh name in that one
 *     folder (pictureFieldOk in firestore.rules), and the live documents that may show a file of
 *     it (`shownBy`), so one still shown stays.
 * Any other document (articles, matches, draws, results, rules, socials) owns no file.
 */
interface Owned {
  named: string[];
  fields: string[];
  folder?: string;
  shownBy?: (db: Firestore) => Promise<Record<string, unknown>[]>;
}

const ID = '[A-Za-z0-9_-]+';
const NOTHING: Owned = { named: [], fields: [] };

const documentsOf = async (db: Firestore, collection: string) =>
  (await db.collection(collection).get()).docs.map((doc) => doc.data());

export function ownedBy(path: string): Owned {
  const single = new RegExp(`^(catches|members|contact|content)/(${ID})$`).exec(path);
  if (single) {
    const [, collection, id] = single as unknown as [string, string, string];
    const shownBy = (db: Firestore) => documentsOf(db, collection);
    if (collection === 'catches')
      return {
        named: [`catches/${id}`, `catchThumbs/${id}`, ...catchVariantPaths(id)],
        fields: [],
      };
    if (collection === 'members')
      return { named: [], fields: ['photoURL'], folder: 'memberDisplayPhotos', shownBy };
    if (collection === 'contact')
      return { named: [], fields: ['photoURL'], folder: 'contactImage', shownBy };
    return { named: [], fields: ['homeImage', 'photoURL'], folder: 'contentImage', shownBy };
  }
  const waterEntry = new RegExp(`^waters/(${ID})/${ID}/${ID}$`).exec(path);
  if (waterEntry) {
    const key = waterEntry[1]!;
    return {
      named: [],
      fields: ['imgUrl'],
      folder: `waterImages/${key}`,
      shownBy: async (db) => {
        const lists = await db.doc(`waters/${key}`).listCollections();
        const docs = await Promise.all(lists.map((list) => list.get()));
        return docs.flatMap((snapshot) => snapshot.docs.map((doc) => doc.data()));
      },
    };
  }
  return NOTHING;
}

/**
 * The object a picture field's value names when it is a download URL of `bucket` (this project's)
 * for a file directly in `folder`, as firestore.rules' storageUrlUnder accepts it; else undefined.
 * The emulators' origins only for a demo- bucket, as the rules.
 */
export function ownFileOf(value: unknown, bucket: string, folder: string): string | undefined {
  if (typeof value !== 'string') return undefined;
  const origin = bucket.startsWith('demo-')
    ? '(?:https://firebasestorage\\.googleapis\\.com|http://(?:127\\.0\\.0\\.1|localhost):[0-9]+)'
    : 'https://firebasestorage\\.googleapis\\.com';
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  const match = new RegExp(
    `^${origin}/v0/b/${escape(bucket)}/o/${escape(encodeURIComponent(folder))}%2F(${ID})(?:\\?[^#]*)?$`,
  ).exec(value);
  return match ? `${folder}/${match[1]!}` : undefined;
}

/**
 * Removes for good what was deleted more than BIN_DAYS ago and not restored since: every history
 * entry of that document (its bin entry and its past versions) and the Storage files it owned
 * (ownedBy): those named after its id, and those its versions' picture fields name in its own
 * folder of this project's bucket (with their variants), unless a live document still shows them.
 * Text elsewhere in a version (a catch's name, an extra field) names no file, whatever it says
 * (issue 32). Younger bin items, and the history of documents that exist, are left alone.
 * Returns what was removed.
 */
export async function purgeBin(
  db: Firestore,
  bucket: PurgeBucket,
  now = new Date(),
): Promise<{ items: number; entries: number; files: number }> {
  const cutoff = Timestamp.fromMillis(now.getTime() - BIN_DAYS * 24 * 60 * 60 * 1000);
  const old = await db
    .collection('history')
    .where('kind', '==', 'delete')
    .where('at', '<', cutoff)
    .get();
  const paths = [...new Set(old.docs.map((entry) => String(entry.get('path'))))];
  /** Per folder: the objects live documents show (any URL in any field, so as to keep more). */
  const shown = new Map<string, Set<string>>();
  let items = 0;
  let entries = 0;
  let files = 0;
  for (const path of paths) {
    if ((await db.doc(path).get()).exists) continue;
    const all = await db.collection('history').where('path', '==', path).get();
    const latest = all.docs.reduce((a, b) => (Number(a.get('rev')) > Number(b.get('rev')) ? a : b));
    // Deleted again more recently than the cutoff: still in the bin.
    if (latest.get('kind') !== 'delete' || latest.get('at').toMillis() >= cutoff.toMillis())
      continue;
    const owned = ownedBy(path);
    const names = new Set<string>(owned.named);
    if (owned.folder && owned.shownBy) {
      const folder = owned.folder;
      for (const entry of all.docs) {
        const before = (entry.get('before') ?? {}) as Record<string, unknown>;
        for (const field of owned.fields) {
          const name = ownFileOf(before[field], bucket.name, folder);
          if (name) names.add(name);
        }
      }
      if (names.size > 0 && !shown.has(folder)) {
        const live = await owned.shownBy(db);
        shown.set(
          folder,
          new Set(
            live.flatMap((data) =>
              Object.values(data).flatMap((value) => storageNameOf(value) ?? []),
            ),
          ),
        );
      }
      for (const name of shown.get(folder) ?? []) names.delete(name);
      // A picture's variants are named after it (src/config/picture-sizes.ts): they go with it,
      // and stay with one still shown.
      for (const name of [...names]) for (const variant of variantNamesOf(name)) names.add(variant);
    }
    for (const name of names) {
      await bucket.file(name).delete({ ignoreNotFound: true });
      files += 1;
    }
    const batch = db.batch();
    for (const entry of all.docs) batch.delete(entry.ref);
    await batch.commit();
    entries += all.size;
    items += 1;
  }
  return { items, entries, files };
}
