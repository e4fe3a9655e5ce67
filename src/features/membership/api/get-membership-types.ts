import { queryOptions, useQuery } from '@tanstack/react-query';

// The reads (./read-membership-types.ts, with Firebase) load when a query first runs, not with the
// page: /join rendered by the server hydrates from its embedded data without them.

/** The membership types /join offers, cheapest first: public data (firestore.rules). */
export const membershipTypesQuery = queryOptions({
  queryKey: ['membershipTypes'],
  queryFn: () => import('./read-membership-types').then((api) => api.readMembershipTypes()),
});

export function useMembershipTypes() {
  return useQuery(membershipTypesQuery);
}

/** The day ticket's price and daily limit (clubSettings/membership): public. */
export const dayTicketTermsQuery = queryOptions({
  queryKey: ['clubSettings', 'dayTicketTerms'],
  queryFn: () => import('./read-membership-types').then((api) => api.readDayTicketTerms()),
});

export function useDayTicketTerms() {
  return useQuery(dayTicketTermsQuery);
}
