import type { DisplayHtml } from './sanitize-html';

export type { DisplayHtml };

/**
 * The display sanitizer (sanitize-html.ts), loaded when a public read first needs it. A page the
 * server rendered arrives with its text sanitized in its data (the server ran the same read), so
 * its first download has no sanitizer: DOMPurify comes only with the browser's own next read.
 */
export async function loadDisplaySanitizer(): Promise<(html: string) => DisplayHtml> {
  const { sanitizeStoredHtml } = await import('./sanitize-html');
  return sanitizeStoredHtml;
}
