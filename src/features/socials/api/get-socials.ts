import { queryOptions, useQuery } from '@tanstack/react-query';
import { collection, getDocs } from 'firebase/firestore/lite';
import { COLLECTIONS } from '../../../config/constants';
import { db } from '../../../lib/firebase';
import type { SocialLink } from '../types';

export async function getSocials(): Promise<SocialLink[]> {
  const snapshot = await getDocs(collection(db, COLLECTIONS.externalNav));
  return snapshot.docs.map((d) => {
    const data = d.data();
    return {
      id: d.id,
      socialName: String(data.socialName ?? ''),
      socialURL: String(data.socialURL ?? ''),
      socialActive: data.socialActive === true,
    };
  });
}

export const socialsQuery = queryOptions({ queryKey: ['socials'], queryFn: getSocials });

export function useSocials() {
  return useQuery(socialsQuery);
}
