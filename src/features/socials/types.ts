export const SOCIAL_NETWORKS = [
  'Facebook',
  'X (Formerly Twitter)',
  'Instagram',
  'YouTube',
  'LinkedIn',
  'Reddit',
] as const;

export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

/** A social link (collection externalNav). */
export interface SocialLink {
  id: string;
  socialName: string;
  socialURL: string;
  socialActive: boolean;
}
