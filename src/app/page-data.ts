import { dehydrate, hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';

/**
 * The data a server-rendered page was rendered with, embedded in the page as JSON
 * (`<script type="application/json">`: data, not a script, so the site's CSP has nothing to allow)
 * and put into the browser's query cache before it hydrates: the first render matches the HTML and
 * nothing is read twice.
 */
export const PAGE_DATA_ID = 'pac-page-data';

// Dates (articles, matches) survive JSON as {"$date": "..."}.
const DATE_TAG = '$date';

/** The client's queries as JSON safe inside a <script> element (no "</script>", no "<!--"). */
export function pageDataJson(client: QueryClient): string {
  const json = JSON.stringify(dehydrate(client), function (this: unknown, key, value: unknown) {
    const raw = (this as Record<string, unknown>)[key];
    return raw instanceof Date ? { [DATE_TAG]: raw.toISOString() } : value;
  });
  return json
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * The attribute the service worker adds to the page data of the copy it keeps (vite.config.ts): that
 * data is as old as the last visit, however fresh its timestamps look.
 */
export const PAGE_DATA_KEPT = 'data-kept';

/**
 * Puts the page's embedded data into `client`; false when the page has none (the app shell). Data
 * of a copy the service worker kept is marked stale: it renders (matching the HTML), and is read
 * again as soon as the page's components mount.
 */
export function hydratePageData(client: QueryClient, doc: Document): boolean {
  const element = doc.getElementById(PAGE_DATA_ID);
  if (!element?.textContent) return false;
  const state = JSON.parse(element.textContent, (_key, value: unknown) =>
    value && typeof value === 'object' && DATE_TAG in value
      ? new Date(String((value as Record<string, unknown>)[DATE_TAG]))
      : value,
  ) as DehydratedState;
  hydrate(client, state);
  if (element.hasAttribute(PAGE_DATA_KEPT)) void client.invalidateQueries({ refetchType: 'none' });
  return true;
}
