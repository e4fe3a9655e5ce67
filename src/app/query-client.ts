import { QueryClient } from '@tanstack/react-query';

/** The app's one query cache. Club content changes rarely: keep it a minute before reading again. */
export function createQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { staleTime: 60_000, retry: 1 } } });
}
