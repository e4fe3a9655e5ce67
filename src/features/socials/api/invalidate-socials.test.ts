import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { navbarSocialsQuery } from './get-social-links-for-navbar';
import { socialsQuery } from './get-socials';
import { invalidateSocials } from './invalidate-socials';

describe('invalidateSocials', () => {
  it('marks both the admin list and the navbar copy stale, and nothing else', async () => {
    const queryClient = new QueryClient();
    // Cached data without fetching: nothing here talks to Firestore.
    queryClient.setQueryData(socialsQuery.queryKey, []);
    queryClient.setQueryData(navbarSocialsQuery.queryKey, []);
    queryClient.setQueryData(['matches'], []);
    expect(socialsQuery.queryKey).not.toEqual(navbarSocialsQuery.queryKey);

    await invalidateSocials(queryClient);

    const stale = (key: readonly unknown[]) => queryClient.getQueryState(key)?.isInvalidated;
    expect(stale(socialsQuery.queryKey)).toBe(true);
    expect(stale(navbarSocialsQuery.queryKey)).toBe(true);
    expect(stale(['matches'])).toBe(false);
  });
});
