import { describe, expect, it } from 'vitest';
import { articleLine } from './article-line';

describe('articleLine', () => {
  it('reads blocks and line breaks as spaces and decodes entities', () => {
    expect(
      articleLine('<p>Work party on <b>Saturday</b>.</p><p>Bring gloves &amp; boots.</p>'),
    ).toBe('Work party on Saturday. Bring gloves & boots.');
    expect(articleLine('Line one\\nline two<br>three &#8211; four&nbsp;five')).toBe(
      'Line one line two three – four five',
    );
  });

  it('cuts a long text at a word, with an ellipsis', () => {
    const text = `<p>${'tench '.repeat(40)}</p>`;
    const line = articleLine(text, 30);
    expect(line).toBe('tench tench tench tench tench…');
  });

  it('keeps a short text whole', () => {
    expect(articleLine('<p>Short.</p>', 30)).toBe('Short.');
  });
});
