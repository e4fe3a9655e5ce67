import type { DocumentData } from 'firebase/firestore/lite';
import type { SocialInput } from '../types';

/**
 * Exactly a social link's three fields, read defensively: an externalNav document, a summary
 * entry, or an admin's input. Only a real true counts as active (old records stored 'true').
 */
export function socialFields(data: DocumentData | undefined): SocialInput {
  return {
    socialName: String(data?.socialName ?? ''),
    socialURL: String(data?.socialURL ?? ''),
    socialActive: data?.socialActive === true,
  };
}
