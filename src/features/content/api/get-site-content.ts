import { queryOptions, useQuery } from '@tanstack/react-query';
import { doc, getDoc } from 'firebase/firestore/lite';
import { COLLECTIONS, CONTENT_DOC_ID } from '../../../config/constants';
import { db } from '../../../lib/firebase';
import type { SiteContent } from '../types';

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

export const siteContentQuery = queryOptions({
  queryKey: ['content', 'site'],
  queryFn: getSiteContent,
});

export function useSiteContent() {
  return useQuery(siteContentQuery);
}
