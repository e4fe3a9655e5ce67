import type { QueryClient } from '@tanstack/react-query';
import { navbarSocialsQuery } from './get-social-links-for-navbar';
import { socialsQuery } from './get-socials';

/** After a change: both the admin's list (the collection) and the navbar's copy (the summary). */
export async function invalidateSocials(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: socialsQuery.queryKey }),
    queryClient.invalidateQueries({ queryKey: navbarSocialsQuery.queryKey }),
  ]);
}
