import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FAVICON_HREF, inlineFavicon } from './inline-favicon';

describe('the favicon in index.html', () => {
  it("is the PNG itself, as a data: URL, in index.html's own link", () => {
    const png = readFileSync(`public${FAVICON_HREF}`);
    const html = inlineFavicon(readFileSync('index.html', 'utf8'), png);
    const href = /<link rel="icon"[^>]*href="([^"]+)"/.exec(html)?.[1] ?? '';
    expect(href.startsWith('data:image/png;base64,')).toBe(true);
    expect(Buffer.from(href.split(',')[1]!, 'base64')).toEqual(png);
    expect(html).not.toContain(FAVICON_HREF);
  });

  it('says so when index.html has no such link', () => {
    expect(() => inlineFavicon('<head></head>', new Uint8Array([1]))).toThrow(/no favicon link/);
  });
});
