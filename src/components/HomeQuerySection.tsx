import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { HomeSection } from './HomeSection';
import { QueryState, type QueryLike } from './QueryState';

interface Props<T> {
  title: string;
  id: string;
  query: QueryLike<T>;
  /** What is read, for the spinner and the failure sentence: "the latest results". */
  what: string;
  /** The sentence when there is nothing yet. */
  empty: string;
  /** The link under the content to the whole list: "All the news". */
  more?: { to: string; label: string };
  children: (data: NonNullable<T>) => ReactNode;
}

/**
 * A home page part that shows one read: the section, the read's four states, and a link to the
 * page with the rest. Each part says only what its data looks like.
 */
export function HomeQuerySection<T>({ title, id, query, what, empty, more, children }: Props<T>) {
  return (
    <HomeSection title={title} id={id}>
      <QueryState query={query} what={what} empty={<Typography>{empty}</Typography>}>
        {(data) => (
          <>
            {children(data)}
            {more && (
              <Button component={RouterLink} to={more.to} sx={{ mt: 1.5 }}>
                {more.label}
              </Button>
            )}
          </>
        )}
      </QueryState>
    </HomeSection>
  );
}
