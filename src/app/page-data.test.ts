import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { hydratePageData, PAGE_DATA_ID, pageDataJson } from './page-data';

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

  it('is absent from the bare app shell', () => {
    document.body.innerHTML = '<div id="root"></div>';
    expect(hydratePageData(new QueryClient(), document)).toBe(false);
  });
});
