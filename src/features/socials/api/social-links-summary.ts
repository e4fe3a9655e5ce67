/**
 * summaries/socialLinks: the externalNav collection copied into one document, whose `links` map
 * holds every link's fields (active or not) keyed by its externalNav id, so that the navbar on
 * every page costs one read instead of one per link. externalNav stays the source of truth: the
 * admin api writes a link and its entry here in one transaction (write-social-link.ts).
 */
import { doc, type DocumentData } from 'firebase/firestore/lite';
import { COLLECTIONS, SOCIAL_LINKS_SUMMARY_DOC_ID } from '../../../config/constants';
import { db } from '../../../lib/firebase';
import type { SocialLink } from '../types';
import { socialFields } from './social-fields';

export function socialLinksSummaryRef() {
  return doc(db, COLLECTIONS.summaries, SOCIAL_LINKS_SUMMARY_DOC_ID);
}

/** The summary's links, in id order like a read of the collection; a damaged map reads as none. */
export function socialsFromSummary(data: DocumentData | undefined): SocialLink[] {
  const links: unknown = data?.links;
  if (typeof links !== 'object' || links === null || Array.isArray(links)) return [];
  return Object.entries(links as Record<string, DocumentData>)
    .map(([id, fields]) => ({ id, ...socialFields(fields) }))
    .toSorted((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

/**
 * Whether the summary holds the links (a summary made by a crest alone, before any link was
 * changed, does not: the navbar then reads the collection, as with no summary).
 */
export const summaryHasLinks = (data: DocumentData | undefined) => !!data && 'links' in data;

/**
 * The club's crest (issue 35), which rides in this document so that no page reads another: the
 * download URL of its file, written by the Club area (src/features/club); null when the club
 * keeps the drawn crest, or the field is not an http(s) address.
 */
export function crestFromSummary(data: DocumentData | undefined): string | null {
  const crest: unknown = data?.crest;
  return typeof crest === 'string' && /^https?:\/\//.test(crest) ? crest : null;
}
