import { useMutation, useQueryClient } from '@tanstack/react-query';
import { doc, updateDoc } from 'firebase/firestore/lite';
import { COLLECTIONS } from '../../../config/constants';
import { db } from '../../../lib/firebase';
import type { SocialInput } from './create-social';
import { socialsQuery } from './get-socials';

/** Changes a social link's three fields; fails with not-found if it was deleted meanwhile. */
export async function updateSocial(id: string, input: SocialInput): Promise<void> {
  await updateDoc(doc(db, COLLECTIONS.externalNav, id), {
    socialName: input.socialName,
    socialURL: input.socialURL,
    socialActive: input.socialActive,
  });
}

export function useUpdateSocial() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: SocialInput }) => updateSocial(id, input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: socialsQuery.queryKey }),
  });
}
