import { queryOptions, useQuery } from '@tanstack/react-query';
import { collection, getDocs } from 'firebase/firestore/lite';
import { COLLECTIONS } from '../../../config/constants';
import { db } from '../../../lib/firebase';
import type { SocialLink } from '../types';
import { socialFields } from './social-fields';

/**
 * Every social link from the externalNav collection, the source of truth: for the Manage Socials
 * screen (one read per link). The navbar reads the one-document summary instead
 * (read-social-links-for-navbar.ts).
 */
export async function getSocials(): Promise<SocialLink[]> {
  const snapshot = await getDocs(collection(db, COLLECTIONS.externalNav));
  return snapshot.docs.map((d) => ({ id: d.id, ...socialFields(d.data()) }));
}

export const socialsQuery = queryOptions({
  queryKey: ['socials', 'collection'],
  queryFn: getSocials,
});

export function useSocials() {
  return useQuery(socialsQuery);
}
