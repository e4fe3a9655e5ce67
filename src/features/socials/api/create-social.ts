import { useMutation, useQueryClient } from '@tanstack/react-query';
import { addDoc, collection } from 'firebase/firestore/lite';
import { COLLECTIONS } from '../../../config/constants';
import { db } from '../../../lib/firebase';
import type { SocialLink } from '../types';
import { socialsQuery } from './get-socials';

export type SocialInput = Omit<SocialLink, 'id'>;

/** Adds a social link (externalNav) and returns its id. */
export async function createSocial(input: SocialInput): Promise<string> {
  const ref = await addDoc(collection(db, COLLECTIONS.externalNav), {
    socialName: input.socialName,
    socialURL: input.socialURL,
    socialActive: input.socialActive,
  });
  return ref.id;
}

export function useCreateSocial() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSocial,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: socialsQuery.queryKey }),
  });
}
