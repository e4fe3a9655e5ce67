import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

interface Props {
  /** The section's h2, also its accessible name. */
  title: string;
  /** An id for the heading, unique on the page. */
  id: string;
  children: ReactNode;
}

/** One part of the home page: a card headed by its h2, a named region. */
export function HomeSection({ title, id, children }: Props) {
  return (
    <Card component="section" variant="outlined" aria-labelledby={id} sx={{ height: '100%' }}>
      <CardContent>
        <Typography id={id} variant="h6" component="h2" gutterBottom>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}
