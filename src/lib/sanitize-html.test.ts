import { describe, expect, it } from 'vitest';
import { safeExternalUrl } from './safe-url';
import { sanitizeStoredHtml } from './sanitize-html';

describe('sanitizeStoredHtml', () => {
  it('turns literal \\n sequences into line breaks', () => {
    expect(sanitizeStoredHtml('one\\ntwo')).toBe('one<br>two');
  });

  it('keeps a line break between paragraphs and inside a list item', () => {
    expect(sanitizeStoredHtml('<p>a</p>\\n<p>b</p>')).toBe('<p>a</p><br><p>b</p>');
    expect(sanitizeStoredHtml('<ul><li>a\\nb</li></ul>')).toBe('<ul><li>a<br>b</li></ul>');
  });

  it('drops \\n between list or table tags, where a <br> would break the list', () => {
    expect(sanitizeStoredHtml('<ol>\\n<li>a</li>\\n <li>b</li>\\n</ol>')).toBe(
      '<ol><li>a</li><li>b</li></ol>',
    );
    expect(sanitizeStoredHtml('<table>\\n<tbody><tr>\\n<td>x</td></tr></tbody></table>')).toBe(
      '<table><tbody><tr><td>x</td></tr></tbody></table>',
    );
  });

  it('keeps ordinary formatting', () => {
    expect(sanitizeStoredHtml('<p><strong>Bold</strong> <em>it</em></p>')).toBe(
      '<p><strong>Bold</strong> <em>it</em></p>',
    );
  });

  it('removes scripts, event handlers and javascript: links', () => {
    const html = sanitizeStoredHtml(
      '<script>alert(1)</script><img src="x" onerror="alert(2)"><a href="javascript:alert(3)">x</a>',
    );
    expect(html).not.toMatch(/script|onerror|javascript:/i);
    expect(html).toContain('<a>x</a>');
  });

  it("opens the club's own pages in place, even a protocol-relative link elsewhere is external", () => {
    expect(sanitizeStoredHtml('<a href="/contact-us" target="_blank">Join</a>')).toBe(
      '<a href="/contact-us">Join</a>',
    );
    expect(sanitizeStoredHtml('<a href="//evil.example">x</a>')).toBe(
      '<a href="//evil.example" target="_blank" rel="noopener noreferrer">x</a>',
    );
  });

  it('opens stored links in a new tab without an opener', () => {
    expect(sanitizeStoredHtml('<a href="https://example.org">x</a>')).toBe(
      '<a href="https://example.org" target="_blank" rel="noopener noreferrer">x</a>',
    );
  });
});

describe('safeExternalUrl', () => {
  it('accepts http and https only', () => {
    expect(safeExternalUrl('https://facebook.com/pac')).toBe('https://facebook.com/pac');
    expect(safeExternalUrl('http://x.com/pac')).toBe('http://x.com/pac');
    expect(safeExternalUrl('javascript:alert(1)')).toBeUndefined();
    expect(safeExternalUrl('data:text/html,hi')).toBeUndefined();
    expect(safeExternalUrl('not a url')).toBeUndefined();
  });
});
