// @vitest-environment jsdom
// The page data is read from the page's document, as in the browser.
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { hydratePageData, PAGE_DATA_ID, PAGE_DATA_KEPT, pageDataJson } from './page-data';

describe('the data a server-rendered page embeds', () => {
  it('comes back into the browser cache as it was, dates included', () => {
    const server = new QueryClient();
    const article = { title: 'Open match', createdDate: new Date('2026-03-01T10:00:00Z') };
    server.setQueryData(['content', 'articles', 'one', 'a1'], article);
    document.body.innerHTML = `<script type="application/json" id="${PAGE_DATA_ID}">${pageDataJson(server)}</script>`;

    const browser = new QueryClient();
    expect(hydratePageData(browser, document)).toBe(true);
    const got = browser.getQueryData<typeof article>(['content', 'articles', 'one', 'a1']);
    expect(got).toEqual(article);
    expect(got?.createdDate).toBeInstanceOf(Date);
  });

  it('cannot close its script element, whatever an article says', () => {
    const server = new QueryClient();
    server.setQueryData(['x'], '</script><script>alert(1)</script><!--');
    const json = pageDataJson(server);
    expect(json).not.toContain('</script');
    expect(json).not.toContain('<!--');
    expect(JSON.parse(json)).toBeTruthy();
  });

  it("is read again when it comes from the service worker's kept copy, not when it is fresh", () => {
    const server = new QueryClient();
    server.setQueryData(['content', 'site'], { homeText: 'Kept' });
    const json = pageDataJson(server);

    document.body.innerHTML = `<script type="application/json" id="${PAGE_DATA_ID}">${json}</script>`;
    const fresh = new QueryClient({ defaultOptions: { queries: { staleTime: 60_000 } } });
    hydratePageData(fresh, document);
    expect(fresh.getQueryState(['content', 'site'])?.isInvalidated).toBe(false);

    document.body.innerHTML = `<script type="application/json" id="${PAGE_DATA_ID}" ${PAGE_DATA_KEPT}>${json}</script>`;
    const kept = new QueryClient({ defaultOptions: { queries: { staleTime: 60_000 } } });
    hydratePageData(kept, document);
    expect(kept.getQueryData(['content', 'site'])).toEqual({ homeText: 'Kept' });
    expect(kept.getQueryState(['content', 'site'])?.isInvalidated).toBe(true);
  });

  it('is absent from the bare app shell', () => {
    document.body.innerHTML = '<div id="root"></div>';
    expect(hydratePageData(new QueryClient(), document)).toBe(false);
  });
});
