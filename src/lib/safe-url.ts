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
