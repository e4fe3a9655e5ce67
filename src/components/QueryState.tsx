import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { errorMessage } from '../lib/error-message';
import { ErrorNotice } from './ErrorNotice';
import { PageSpinner } from './PageSpinner';

/** The part of a TanStack Query result this needs (any `useQuery` result fits). */
export interface QueryLike<T> {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  data: T | undefined;
  /** Reads again: the failure's Retry. */
  refetch?: () => unknown;
}

/** What the content receives: without an `empty`, the data as read (null included). */
type Shown<T, E> = undefined extends E ? T : NonNullable<T>;

export interface QueryStateProps<T, E extends ReactNode = undefined> {
  query: QueryLike<T>;
  /** What is loaded, for the spinner and the failure sentence: "the matches". */
  what: string;
  /** The spinner's label, when it is not "Loading {what}". */
  loading?: string;
  /**
   * Shown when there is nothing to show: the data is null (no such document), or `isEmpty` says
   * so (by default, an empty list). A sentence is shown as body text. Without it, the content
   * receives the data as it is, null and empty lists included.
   */
  empty?: E;
  isEmpty?: (data: NonNullable<T>) => boolean;
  /** Shown once the data has arrived. */
  children: (data: Shown<T, E>) => ReactNode;
}

const isEmptyList = (data: unknown) => Array.isArray(data) && data.length === 0;

/**
 * Every page's and screen's four states of a read, said the same way everywhere:
 * - loading: a spinner (a server-rendered page arrives with its data, so it shows only on later
 *   navigation); with no connection and nothing kept on the phone, PageSpinner says so;
 * - failure: the app's sentence (lib/error-message.ts) and a Retry;
 * - empty: the page's own sentence;
 * - then the content.
 */
export function QueryState<T, E extends ReactNode = undefined>({
  query,
  what,
  loading,
  empty,
  isEmpty = isEmptyList,
  children,
}: QueryStateProps<T, E>) {
  if (query.isPending) return <PageSpinner label={loading ?? `Loading ${what}`} />;
  if (query.isError || query.data === undefined) {
    const { refetch } = query;
    return (
      <ErrorNotice
        message={errorMessage(query.error, `load ${what}`)}
        onRetry={refetch && (() => void refetch())}
      />
    );
  }
  const data = query.data;
  if (empty !== undefined && (data === null || isEmpty(data))) {
    return typeof empty === 'string' ? <Typography>{empty}</Typography> : <>{empty}</>;
  }
  return <>{children(data as Shown<T, E>)}</>;
}
