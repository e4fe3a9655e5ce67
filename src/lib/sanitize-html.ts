import DOMPurify from 'dompurify';

/** http(s), mailto and tel links only; anything else (javascript:, data:, ...) is dropped. */
const SAFE_URL = /^(?:https?:|mailto:|tel:|\/|#)/i;

DOMPurify.addHook('afterSanitizeAttributes', (node) => {
  for (const attribute of ['href', 'src']) {
    const value = node.getAttribute(attribute);
    if (value !== null && !SAFE_URL.test(value.trim())) node.removeAttribute(attribute);
  }
  // Links from stored content open in a new tab without handing it this window.
  if (node.tagName === 'A' && node.hasAttribute('href')) {
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', 'noopener noreferrer');
  }
});

/**
 * Stored HTML made safe to render: literal "\n" sequences (as the old site stored them) become line
 * breaks, then DOMPurify removes scripts, event handlers and unsafe URLs.
 */
export function sanitizeStoredHtml(html: string): string {
  const withBreaks = html.replace(/\\n/g, '<br />').replace(/\r?\n/g, '<br />');
  return DOMPurify.sanitize(withBreaks, { USE_PROFILES: { html: true } });
}

/** A URL from stored data, or undefined unless it is http(s). */
export function safeExternalUrl(url: string): string | undefined {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.href : undefined;
  } catch {
    return undefined;
  }
}
