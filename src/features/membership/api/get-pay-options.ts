import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminServerUrl } from '../../../config/env';

/** How the club takes payment online (GET /api/members/pay-options). */
export interface PayOptions {
  /** Cards through Stripe's checkout: only where the club has set up Stripe. */
  card: boolean;
}

/**
 * A plain public read, with no sign-in (callAdminServer would load Auth for nothing). Unknown
 * (loading, or the server unreachable) reads as no card: the treasurer is always a way to pay.
 */
export const payOptionsQuery = queryOptions({
  queryKey: ['payOptions'],
  queryFn: async (): Promise<PayOptions> => {
    const response = await fetch(`${adminServerUrl()}/api/members/pay-options`);
    if (!response.ok) throw new Error(`The club server answered ${response.status}.`);
    return (await response.json()) as PayOptions;
  },
  staleTime: 5 * 60_000,
});

export function useCardPayments(): boolean {
  return useQuery(payOptionsQuery).data?.card === true;
}
