import type { DisplayHtml } from '../../lib/display-html';

/** Site content: the fixed content document (docs/product-spec.md §3). */
export interface SiteContent {
  id: string;
  homeText: string;
  homeImage: string;
  rulesText: string;
  /** dd/mm/yyyy, as text. */
  rulesUpdated: string;
  newsletterText: string;
  photoURL?: string;
}

/** Site content as the public pages show it: its rich texts sanitized for display. */
export interface ShownSiteContent extends Omit<
  SiteContent,
  'homeText' | 'rulesText' | 'newsletterText'
> {
  homeText: DisplayHtml;
  rulesText: DisplayHtml;
  newsletterText: DisplayHtml;
}

export interface HomeArticle {
  id: string;
  title: string;
  text: string;
  createdDate: Date;
}

/** An article as the public pages show it, its text sanitized for display. */
export interface ShownArticle extends Omit<HomeArticle, 'text'> {
  text: DisplayHtml;
}
