/**
 * The one way the admin api changes a social link: the externalNav document and its entry in the
 * summary (social-links-summary.ts) in one transaction, so the two cannot drift apart, and two
 * admins saving at once are serialized on the summary (the later one retries on the newer copy).
 */
import {
  deleteField,
  FieldPath,
  getDoc,
  runTransaction,
  type Transaction,
} from 'firebase/firestore/lite';
import { db } from '../../../lib/firebase';
import type { SocialInput, SocialLinksMap } from '../types';
import { getSocials } from './get-socials';
import { socialLinksSummaryRef } from './social-links-summary';

/**
 * One-off migration path. A database from before the summary has none: then its links are read
 * here, once, to build it in the transaction (a client transaction cannot run a query). null when
 * the summary exists, which is the usual case.
 */
async function summarySeedIfMissing(): Promise<SocialLinksMap | null> {
  if ((await getDoc(socialLinksSummaryRef())).exists()) return null;
  const socials = await getSocials();
  return Object.fromEntries(socials.map(({ id, ...fields }) => [id, fields]));
}

/**
 * Runs `change` in a transaction that has first read the summary; `change` may read more, then
 * writes the externalNav document `id` and returns its new fields, or null once it is deleted.
 * The summary entry for `id` is then set or removed to match, in the same commit.
 */
export async function writeSocialLink(
  id: string,
  change: (transaction: Transaction) => Promise<SocialInput | null>,
): Promise<void> {
  await writeSocialLinks(async (transaction) => ({ [id]: await change(transaction) }));
}

/**
 * As writeSocialLink, for a change of several links at once (a link moved to another network's
 * id): `change` returns each written id's new fields, or null for one deleted.
 */
export async function writeSocialLinks(
  change: (transaction: Transaction) => Promise<Record<string, SocialInput | null>>,
): Promise<void> {
  const seed = await summarySeedIfMissing();
  const summaryRef = socialLinksSummaryRef();
  await runTransaction(db, async (transaction) => {
    const summary = await transaction.get(summaryRef);
    const entries = Object.entries(await change(transaction));
    if (summary.exists()) {
      // FieldPaths, not 'links.' + id: an id may hold characters a dotted path would split on.
      const [[firstId, firstEntry] = [], ...rest] = entries;
      if (firstId !== undefined) {
        transaction.update(
          summaryRef,
          new FieldPath('links', firstId),
          firstEntry ?? deleteField(),
          ...rest.flatMap(([id, entry]) => [new FieldPath('links', id), entry ?? deleteField()]),
        );
      }
    } else if (seed) {
      // Migration: the whole summary, from the collection as read above, with this change.
      const links = { ...seed };
      for (const [id, entry] of entries) {
        if (entry) links[id] = entry;
        else delete links[id];
      }
      transaction.set(summaryRef, { links });
    } else {
      // It existed a moment ago; only the console can delete it (firestore.rules).
      throw new Error('The social links summary has gone missing. Please try again.');
    }
  });
}
