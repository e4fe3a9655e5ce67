import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { sanitizeStoredHtml } from '../lib/sanitize-html';

/**
 * Stored content shown as HTML, always through the sanitizer: the only place the site renders
 * stored text as markup.
 */
export function SafeHtml({ html, sx }: { html: string; sx?: SxProps<Theme> }) {
  return <Box sx={sx} dangerouslySetInnerHTML={{ __html: sanitizeStoredHtml(html) }} />;
}
