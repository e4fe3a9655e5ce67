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

export interface HomeArticle {
  id: string;
  title: string;
  text: string;
  createdDate: Date;
}
