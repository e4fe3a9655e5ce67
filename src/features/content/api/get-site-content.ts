import { queryOptions, useQuery } from '@tanstack/react-query';
import { doc, getDoc } from 'firebase/firestore/lite';
import { COLLECTIONS, CONTENT_DOC_ID } from '../../../config/constants';
import { loadDisplaySanitizer } from '../../../lib/display-html';
import { db } from '../../../lib/firebase';
import type { ShownSiteContent, SiteContent } from '../types';
import { showSiteContent } from './show-site-content';

export async function getSiteContent(): Promise<SiteContent> {
  const snapshot = await getDoc(doc(db, COLLECTIONS.content, CONTENT_DOC_ID));
  const data = snapshot.data() ?? {};
  return {
    id: snapshot.id,
    homeText: String(data.homeText ?? ''),
    homeImage: String(data.homeImage ?? ''),
    rulesText: String(data.rulesText ?? ''),
    rulesUpdated: String(data.rulesUpdated ?? ''),
    newsletterText: String(data.newsletterText ?? ''),
    photoURL: data.photoURL === undefined ? undefined : String(data.photoURL),
  };
}

/** The site content as the public pages show it (its texts sanitized for display). */
export async function getShownSiteContent(): Promise<ShownSiteContent> {
  const [content, shown] = await Promise.all([getSiteContent(), loadDisplaySanitizer()]);
  return showSiteContent(content, shown);
}

/** The texts as stored, for Manage Content to edit. */
export const siteContentQuery = queryOptions({
  queryKey: ['content', 'site'],
  queryFn: getSiteContent,
});

/**
 * The public pages' site content. Under the stored one's key, so that saving (which invalidates
 * ['content', 'site']) refreshes both.
 */
export const shownSiteContentQuery = queryOptions({
  queryKey: ['content', 'site', 'shown'],
  queryFn: getShownSiteContent,
});

export function useSiteContent() {
  return useQuery(siteContentQuery);
}

export function useShownSiteContent() {
  return useQuery(shownSiteContentQuery);
}
