import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { classifyLink } from '../lib/safe-url';
import type { DisplayHtml } from '../lib/display-html';

/**
 * Stored content shown as HTML: the only place the site renders stored text as markup, and only
 * text that went through the display sanitizer (its type, DisplayHtml, says so), in the body text
 * style (the editor's preview uses it too, so it shows text exactly as the public pages do). A link in it to one of the club's own pages
 * ("/contact-us") moves within the app, like the navbar's links, instead of reloading the site.
 */
export function SafeHtml({ html, sx = [] }: { html: DisplayHtml; sx?: SxProps<Theme> }) {
  const navigate = useNavigate();

  const onClick = (event: MouseEvent<HTMLElement>) => {
    const link = (event.target as Element).closest?.('a');
    const href = link?.getAttribute('href');
    const plainClick =
      event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
    if (!href || !plainClick || link?.hasAttribute('target')) return;
    if (classifyLink(href)?.kind !== 'internal') return;
    event.preventDefault();
    void navigate(href);
  };

  return (
    <Box
      sx={[{ typography: 'body1' }, ...(Array.isArray(sx) ? sx : [sx])]}
      onClick={onClick}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
