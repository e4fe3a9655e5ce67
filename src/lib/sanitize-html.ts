import DOMPurify from 'dompurify';

/** http(s), mailto and tel links only; anything else (javascript:, data:, ...) is dropped. */
const SAFE_URL = /^(?:https?:|mailto:|tel:|\/|#)/i;

DOMPurify.addHook('afterSanitizeAttributes', (node) => {
  for (const attribute of ['href', 'src']) {
    const value = node.getAttribute(attribute);
    if (value !== null && !SAFE_URL.test(value.trim())) node.removeAttribute(attribute);
  }
  // Links out of the site open in a new tab without handing it this window; the club's own pages
  // ("/contact-us", "#rules") open in place.
  const href = node.tagName === 'A' ? node.getAttribute('href')?.trim() : undefined;
  if (href === undefined) return;
  if (/^(?:\/(?!\/)|#)/.test(href)) {
    node.removeAttribute('target');
  } else {
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', 'noopener noreferrer');
  }
});

/** Tags of lists and tables, between which a <br> would be invalid markup (and break a list). */
const STRUCTURE_TAG = String.raw`<\/?(?:ol|ul|li|dl|dt|dd|table|thead|tbody|tfoot|tr|th|td)\b[^>]*>`;
const NEWLINES_BETWEEN_STRUCTURE = new RegExp(
  String.raw`(${STRUCTURE_TAG})(?:\s|\\n)*(?=${STRUCTURE_TAG})`,
  'gi',
);

/**
 * Stored HTML made safe to render: literal "\n" sequences (as the old site stored them) become line
 * breaks, except between list or table tags ("<ol>\n<li>"), where they only laid out the source;
 * then DOMPurify removes scripts, event handlers and unsafe URLs.
 */
export function sanitizeStoredHtml(html: string): string {
  const withBreaks = html
    .replace(NEWLINES_BETWEEN_STRUCTURE, '$1')
    .replace(/\\n/g, '<br />')
    .replace(/\r?\n/g, '<br />');
  return DOMPurify.sanitize(withBreaks, { USE_PROFILES: { html: true } });
}
