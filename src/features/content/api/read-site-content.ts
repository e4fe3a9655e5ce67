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
