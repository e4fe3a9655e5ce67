import { getDoc } from 'firebase/firestore/lite';
import type { SocialLink } from '../types';
import { getSocials } from './get-socials';
import { socialLinksSummaryRef, socialsFromSummary } from './social-links-summary';

/**
 * The navbar's social links, active or not (SocialIcons shows the active http(s) ones): one read of
 * the summary document. A database from before the summary has none until an admin first changes a
 * link; until then the navbar reads the collection as it used to, so its icons still show.
 */
export async function getSocialLinksForNavbar(): Promise<SocialLink[]> {
  const summary = await getDoc(socialLinksSummaryRef());
  return summary.exists() ? socialsFromSummary(summary.data()) : getSocials();
}
