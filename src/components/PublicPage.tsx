import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { publicTitle } from '../config/constants';
import { useDocumentTitle } from '../hooks/use-document-title';

interface PublicPageProps {
  /** The tab's title after the club's name ("Our People"); none for the home page. */
  title?: string;
  /** The page's one h1 (config/page-headings.ts). */
  heading: ReactNode;
  children: ReactNode;
}

/** A public page's frame: its tab title and its heading, then the page. */
export function PublicPage({ title, heading, children }: PublicPageProps) {
  useDocumentTitle(publicTitle(title));
  return (
    <>
      <Typography variant="h4" component="h1" gutterBottom>
        {heading}
      </Typography>
      {children}
    </>
  );
}
