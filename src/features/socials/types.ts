export const SOCIAL_NETWORKS = [
  'Facebook',
  'X (Formerly Twitter)',
  'Instagram',
  'YouTube',
  'LinkedIn',
  'Reddit',
] as const;

export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

/** A social link's stored fields: an externalNav document, and its entry in the summary. */
export interface SocialInput {
  socialName: string;
  socialURL: string;
  socialActive: boolean;
}

/** A social link (collection externalNav) with its document id. */
export interface SocialLink extends SocialInput {
  id: string;
}

/** summaries/socialLinks `links`: every externalNav document's fields, keyed by its id. */
export type SocialLinksMap = Record<string, SocialInput>;
