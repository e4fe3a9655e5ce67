import { z } from 'zod';
import { safeExternalUrl } from '../../../lib/safe-url';
import type { SocialInput, SocialLink } from '../types';

/** The dropdown's labels and the value each stores (spec: Twitter stores 'X (Formerly Twitter)'). */
export const SOCIAL_NAME_OPTIONS = [
  { label: 'Facebook', value: 'Facebook' },
  { label: 'Twitter', value: 'X (Formerly Twitter)' },
  { label: 'Instagram', value: 'Instagram' },
  { label: 'YouTube', value: 'YouTube' },
  { label: 'LinkedIn', value: 'LinkedIn' },
  { label: 'Reddit', value: 'Reddit' },
] as const;

export const socialFormSchema = z.object({
  socialName: z.string().min(1, 'Choose a network.'),
  socialURL: z
    .string()
    .trim()
    .min(1, 'Enter the link.')
    .refine((url) => safeExternalUrl(url) !== undefined, {
      message: 'Enter a full web address starting with https:// or http://',
    }),
  visible: z.enum(['yes', 'no']),
});

export type SocialFormValues = z.input<typeof socialFormSchema>;

export function socialFormValues(social?: SocialLink): SocialFormValues {
  return social
    ? {
        socialName: social.socialName,
        socialURL: social.socialURL,
        visible: social.socialActive ? 'yes' : 'no',
      }
    : { socialName: '', socialURL: '', visible: 'yes' };
}

export function toSocialInput(values: z.output<typeof socialFormSchema>): SocialInput {
  return {
    socialName: values.socialName,
    socialURL: values.socialURL,
    socialActive: values.visible === 'yes',
  };
}
