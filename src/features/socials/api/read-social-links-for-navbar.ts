import { getDoc } from 'firebase/firestore/lite';
import type { SocialLink } from '../types';
import { getSocials } from './get-socials';
import {
  crestFromSummary,
  socialLinksSummaryRef,
  socialsFromSummary,
  summaryHasLinks,
} from './social-links-summary';

/** What every page's layout shows from the summary: the social links, and the club's crest. */
export interface NavbarSummary {
  links: SocialLink[];
  /** The replaced crest's file, or null for the drawn one (src/components/ClubCrest.tsx). */
  crestUrl: string | null;
}

/**
 * The navbar's social links, active or not (SocialIcons shows the active http(s) ones), and the
 * crest: one read of the summary document. A database from before the summary has none until an
 * admin first changes a link; until then the navbar reads the collection as it used to, so its
 * icons still show.
 */
export async function getNavbarSummary(): Promise<NavbarSummary> {
  const data = (await getDoc(socialLinksSummaryRef())).data();
  return {
    links: summaryHasLinks(data) ? socialsFromSummary(data) : await getSocials(),
    crestUrl: crestFromSummary(data),
  };
}

/** The links alone (getNavbarSummary). */
export async function getSocialLinksForNavbar(): Promise<SocialLink[]> {
  return (await getNavbarSummary()).links;
}
