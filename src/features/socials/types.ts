export const SOCIAL_NETWORKS = [
  'Facebook',
  'X (Formerly Twitter)',
  'Instagram',
  'YouTube',
  'LinkedIn',
  'Reddit',
] as const;

export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

/**
 * Each network's externalNav document id: one link per network, since a second could only be the
 * same document (firestore.rules `socialNetworkId` holds the same table).
 */
export const SOCIAL_NETWORK_IDS: Record<SocialNetwork, string> = {
  Facebook: 'facebook',
  'X (Formerly Twitter)': 'x',
  Instagram: 'instagram',
  YouTube: 'youtube',
  LinkedIn: 'linkedin',
  Reddit: 'reddit',
};

/** The externalNav id of a network's link; undefined for a name that is no network. */
export function socialNetworkId(name: string): string | undefined {
  return (SOCIAL_NETWORK_IDS as Record<string, string>)[name];
}

/** Said when a network already has its link (the one link per network). */
export const duplicateNetworkMessage = (name: string) =>
  `There is already a ${name === 'X (Formerly Twitter)' ? 'Twitter' : name} link: edit that one instead.`;

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
