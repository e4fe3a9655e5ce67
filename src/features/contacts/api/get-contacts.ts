import { queryOptions, useQuery } from '@tanstack/react-query';
export type { ContactList } from './read-contacts';

// Each query loads its reads (./read-contacts.ts, with Firebase) when it first runs, not
// with the page: a page the server rendered hydrates from its embedded data without them.

export const contactsQuery = queryOptions({
  queryKey: ['contacts'],
  queryFn: () => import('./read-contacts').then((api) => api.getContacts()),
});

export function useContacts() {
  return useQuery(contactsQuery);
}
