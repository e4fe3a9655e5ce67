import { queryOptions, useQuery } from '@tanstack/react-query';

// Keys under 'account': never among the public keys, so never kept on the phone.

export const myAccountQuery = (uid: string) =>
  queryOptions({
    queryKey: ['account', uid, 'membership'],
    queryFn: () => import('./read-my-account').then((api) => api.readMyAccount(uid)),
  });

export const myCatchesQuery = (uid: string) =>
  queryOptions({
    queryKey: ['account', uid, 'catches'],
    queryFn: () => import('./read-my-account').then((api) => api.readMyCatches(uid)),
  });

export function useMyAccount(uid: string | undefined) {
  return useQuery({ ...myAccountQuery(uid ?? ''), enabled: uid !== undefined });
}

export function useMyCatches(uid: string | undefined) {
  return useQuery({ ...myCatchesQuery(uid ?? ''), enabled: uid !== undefined });
}
