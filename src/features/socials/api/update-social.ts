import { useMutation, useQueryClient } from '@tanstack/react-query';
import { doc } from 'firebase/firestore/lite';
import { COLLECTIONS } from '../../../config/constants';
import { db } from '../../../lib/firebase';
import type { SocialInput } from '../types';
import { invalidateSocials } from './invalidate-socials';
import { socialFields } from './social-fields';
import { writeSocialLink } from './write-social-link';

/**
 * Changes a social link's three fields and its navbar summary entry; fails with not-found, as
 * updateDoc would, if it was deleted meanwhile (and then changes nothing).
 */
export async function updateSocial(id: string, input: SocialInput): Promise<void> {
  const ref = doc(db, COLLECTIONS.externalNav, id);
  await writeSocialLink(id, async (transaction) => {
    if (!(await transaction.get(ref)).exists()) {
      // Firestore's code for it, so the screen says what it said for a failed updateDoc.
      throw Object.assign(new Error('That social link no longer exists.'), { code: 'not-found' });
    }
    const fields = socialFields(input);
    transaction.update(ref, { ...fields });
    return fields;
  });
}

export function useUpdateSocial() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: SocialInput }) => updateSocial(id, input),
    onSettled: () => invalidateSocials(queryClient),
  });
}
