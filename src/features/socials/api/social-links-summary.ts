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
