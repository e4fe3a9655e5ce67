import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Key, ReactNode } from 'react';

type Columns = Partial<Record<'xs' | 'sm' | 'md', number>>;

export interface CardGridProps<T> {
  items: readonly T[];
  itemKey: (item: T) => Key;
  /** Cards per row at each breakpoint: one on a phone, two from sm, three from md by default. */
  columns?: Columns;
  /** The sentence shown when there are no items. */
  empty?: string;
  children: (item: T, index: number) => ReactNode;
}

/** A list of cards laid out in a grid that stacks on a phone: Our People, Contact Us, Waters. */
export function CardGrid<T>({
  items,
  itemKey,
  columns = { xs: 1, sm: 2, md: 3 },
  empty,
  children,
}: CardGridProps<T>) {
  if (items.length === 0 && empty !== undefined) return <Typography>{empty}</Typography>;
  const templates = Object.fromEntries(
    Object.entries(columns).map(([size, count]) => [size, `repeat(${count}, 1fr)`]),
  );
  return (
    <Box
      component="ul"
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: templates,
      }}
    >
      {items.map((item, index) => (
        <li key={itemKey(item)}>{children(item, index)}</li>
      ))}
    </Box>
  );
}
