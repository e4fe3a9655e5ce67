/**
 * The one way the admin api changes a social link: the externalNav document and its entry in the
 * summary (social-links-summary.ts) in one transaction, so the two cannot drift apart, and two
 * admins saving at once are serialized on the summary (the later one retries on the newer copy).
 */
import {
  getDoc,
  runTransaction,
  type DocumentSnapshot,
  type Transaction,
} from 'firebase/firestore/lite';
import { db } from '../../../lib/firebase';
import { currentEditor, getItemHistory, writeRecorded } from '../../../lib/history';
import type { SocialInput, SocialLinksMap } from '../types';
import { getSocials } from './get-socials';
import { socialLinksSummaryRef, summaryHasLinks } from './social-links-summary';

/**
 * One-off migration path. A database from before the summary has none: then its links are read
 * here, once, to build it in the transaction (a client transaction cannot run a query). null when
 * the summary exists, which is the usual case.
 */
async function summarySeedIfMissing(): Promise<SocialLinksMap | null> {
  // A summary made by the crest alone (summaryHasLinks) is seeded the same way.
  if (summaryHasLinks((await getDoc(socialLinksSummaryRef())).data())) return null;
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
  // The summary is recorded too (issue 32): who changed the navbar, and its versions to put back.
  const [editor, [last]] = await Promise.all([
    currentEditor(),
    seed ? getItemHistory('manageSocials', summaryRef.path) : [],
  ]);
  // Two admins saving at once both take the summary's next revision: the rules refuse the later
  // commit (its history entry is taken) instead of the transaction retrying, so it is tried
  // again here, only when the summary has moved on since it was read.
  for (let attempt = 1; ; attempt++) {
    let readRev: unknown;
    try {
      await commit((rev) => (readRev = rev));
      return;
    } catch (error) {
      const moved = (await getDoc(summaryRef)).get('rev') !== readRev;
      if (!moved || attempt >= SUMMARY_ATTEMPTS) throw error;
    }
  }

  function commit(onRead: (rev: unknown) => void) {
    return runTransaction(db, async (transaction) => {
      const summary = await transaction.get(summaryRef);
      onRead(summary.get('rev'));
      const entries = Object.entries(await change(transaction));
      if (!summary.exists() && !seed) {
        // It existed a moment ago; only the console can delete it (firestore.rules).
        throw new Error('The social links summary has gone missing. Please try again.');
      }
      // The whole map, from the summary as read (or, migrating, the collection: a summary that
      // holds only the crest has no links yet), with this change.
      const fromSummary = summaryHasLinks(summary.data()) || !seed;
      const links: SocialLinksMap = { ...(fromSummary ? summaryLinks(summary) : seed) };
      for (const [id, entry] of entries) {
        if (entry) links[id] = entry;
        else delete links[id];
      }
      // merge: the crest (the Club area's field of this document) stays as it is.
      writeRecorded(transaction, editor, summary, { links }, summaryChange(summary, last?.rev), {
        merge: true,
      });
    });
  }
}

/** Commits tried when other admins' saves keep moving the summary on. */
const SUMMARY_ATTEMPTS = 5;

/** The summary's links map as stored (a damaged one reads as empty). */
export function summaryLinks(summary: DocumentSnapshot): SocialLinksMap {
  const links: unknown = summary.get('links');
  return typeof links === 'object' && links !== null && !Array.isArray(links)
    ? (links as SocialLinksMap)
    : {};
}

/** The summary's history entry: an edit, or its first life (after its last revision, if any). */
export function summaryChange(summary: DocumentSnapshot, lastRev?: number) {
  return {
    area: 'manageSocials' as const,
    kind: summary.exists() ? ('edit' as const) : ('create' as const),
    title: SUMMARY_TITLE,
    rev: summary.exists() || lastRev === undefined ? undefined : lastRev + 1,
  };
}

/** The summary's name in the Socials history. */
export const SUMMARY_TITLE = 'Navbar social links';
