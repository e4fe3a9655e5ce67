import { useMutation, useQueryClient } from '@tanstack/react-query';
import { collection, doc } from 'firebase/firestore/lite';
import { COLLECTIONS } from '../../../config/constants';
import { db } from '../../../lib/firebase';
import type { SocialInput } from '../types';
import { invalidateSocials } from './invalidate-socials';
import { socialFields } from './social-fields';
import { writeSocialLink } from './write-social-link';

/** Adds a social link (externalNav) and its navbar summary entry; returns its id. */
export async function createSocial(input: SocialInput): Promise<string> {
  // The id is made first, so one transaction can write the document and its summary entry.
  const ref = doc(collection(db, COLLECTIONS.externalNav));
  await writeSocialLink(ref.id, async (transaction) => {
    const fields = socialFields(input);
    transaction.set(ref, fields);
    return fields;
  });
  return ref.id;
}

export function useCreateSocial() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSocial,
    onSuccess: () => invalidateSocials(queryClient),
  });
}
