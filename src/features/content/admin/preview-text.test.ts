// @vitest-environment jsdom
// The preview reads the article's words with the browser's DOMParser.
import { describe, expect, it } from 'vitest';
import { previewText } from './preview-text';

describe('previewText', () => {
  it("shows an article's HTML as its words, blocks and lines apart", () => {
    expect(
      previewText(
        '<h2>League</h2><p>Six <strong>rounds</strong><br>at 8</p><ul><li><p>a</p></li><li><p>b</p></li></ul>',
      ),
    ).toBe('League Six rounds at 8 a b');
    expect(previewText('Old\\ntext')).toBe('Old text');
  });

  it('cuts at 100 characters of words, not of markup', () => {
    expect(previewText(`<p><strong>${'w'.repeat(100)}</strong></p>`)).toBe('w'.repeat(100));
    expect(previewText(`<p>${'w'.repeat(101)}</p>`)).toBe(`${'w'.repeat(100)}…`);
  });

  it('runs nothing of what it reads', () => {
    expect(
      previewText('<img src=x onerror="window.__ran = 1">Hi<script>window.__ran = 2</script>'),
    ).toBe('Hiwindow.__ran = 2');
    expect((window as unknown as { __ran?: number }).__ran).toBeUndefined();
  });
});
