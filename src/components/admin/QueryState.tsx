import type { ReactNode } from 'react';
import { ErrorNotice } from '../ErrorNotice';
import { PageSpinner } from '../PageSpinner';
import { errorMessage } from '../../lib/error-message';

/** The part of a TanStack Query result this needs (any `useQuery` result fits). */
export interface QueryLike<T> {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  data: T | undefined;
}

export interface QueryStateProps<T> {
  query: QueryLike<T>;
  /** What is loaded, for the spinner and the failure sentence: "the matches". */
  what: string;
  /** Shown once the data has arrived. */
  children: (data: T) => ReactNode;
}

/** A spinner while loading, a sentence on failure, then the screen's content. */
export function QueryState<T>({ query, what, children }: QueryStateProps<T>) {
  if (query.isPending) return <PageSpinner label={`Loading ${what}`} />;
  if (query.isError || query.data === undefined)
    return <ErrorNotice message={errorMessage(query.error, `load ${what}`)} />;
  return <>{children(query.data)}</>;
}
