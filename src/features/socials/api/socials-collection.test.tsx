import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { useCollection } from '../../../components/admin/collection-api';
import { navbarSocialsQuery } from './get-social-links-for-navbar';
import { socialsQuery } from './get-socials';
import { socialsCollection } from './socials-collection';

describe('socialsCollection', () => {
  it('a save marks both the admin list and the navbar copy stale, and nothing else', async () => {
    const queryClient = new QueryClient();
    // Cached data without fetching: nothing here talks to Firestore.
    queryClient.setQueryData(socialsQuery.queryKey, []);
    queryClient.setQueryData(navbarSocialsQuery.queryKey, { links: [], crestUrl: null });
    queryClient.setQueryData(['matches'], []);
    expect(socialsQuery.queryKey).not.toEqual(navbarSocialsQuery.queryKey);
    const api = { ...socialsCollection, create: () => Promise.resolve('facebook') };
    const { result } = renderHook(() => useCollection(api), {
      wrapper: ({ children }: { children: ReactNode }) => (
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      ),
    });

    await act(() =>
      result.current.save(undefined, {
        socialName: 'Facebook',
        socialURL: 'https://facebook.com/pac',
        socialActive: true,
      }),
    );

    const stale = (key: readonly unknown[]) => queryClient.getQueryState(key)?.isInvalidated;
    expect(stale(socialsQuery.queryKey)).toBe(true);
    expect(stale(navbarSocialsQuery.queryKey)).toBe(true);
    expect(stale(['matches'])).toBe(false);
  });

  it("turns the stored flag into the form's Visible 'yes'/'no', and back", () => {
    const link = { id: 'x', socialName: 'Reddit', socialURL: 'https://r.com', socialActive: false };
    const { toForm, fromForm } = socialsCollection;
    expect(toForm?.(link).socialActive).toBe('no');
    expect(fromForm?.({ ...link, socialActive: 'yes' }).socialActive).toBe(true);
  });
});
