// Apart from sanitize-html.ts, so the navbar's social links do not pull DOMPurify into every page.

/** A URL from stored data, or undefined unless it is http(s). */
export function safeExternalUrl(url: string): string | undefined {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.href : undefined;
  } catch {
    return undefined;
  }
}

/** Where a link in stored text goes: one of the club's own pages, or somewhere else. */
export type LinkTarget = { kind: 'internal' | 'external'; href: string };

// A stand-in origin to resolve relative links against: only its identity matters.
const SITE = 'https://site.invalid';

/**
 * A link from stored text (rich text's <a href>), classified, or undefined when it is not one of
 * http(s), mailto, tel or a path on this site ("/contact-us"). Browsers read "\" as "/" in web
 * URLs, so "/\host", "\\host" and "//host" all lead to another site: they count as external and
 * their href is rewritten to the address the browser would really open.
 */
export function classifyLink(raw: string): LinkTarget | undefined {
  const href = raw.trim();
  let url: URL;
  try {
    url = new URL(href, `${SITE}/`);
  } catch {
    return undefined;
  }
  if (url.protocol === 'mailto:' || url.protocol === 'tel:') return { kind: 'external', href };
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
  // Written out in full, the address is kept as the editor stored it.
  if (/^https?:/i.test(href)) return { kind: 'external', href };
  if (url.origin !== SITE) return { kind: 'external', href: url.href };
  // Relative to the site: only a path from the root ("/rules"), not "rules" or "?x" or "#x",
  // which would depend on the page the text happens to be shown on.
  if (!href.startsWith('/')) return undefined;
  return { kind: 'internal', href: `${url.pathname}${url.search}${url.hash}` };
}
