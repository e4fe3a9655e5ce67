// @vitest-environment jsdom
// CLUB_FONT_FACES reads the page it is loaded in: the server's <style> of the font, or none.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CLUB_FONT_CODE_POINTS } from './club-font-range';

const load = async () => {
  vi.resetModules();
  return import('./club-font');
};

describe("the club's font rules", () => {
  afterEach(() => document.head.replaceChildren());

  it('names no file on a server-rendered page, which carries the font itself', async () => {
    const style = document.createElement('style');
    style.id = 'pac-club-font';
    document.head.append(style);
    const { CLUB_FONT_FACES } = await load();
    expect(CLUB_FONT_FACES).toBe('');
  });

  it('names both files and the size-matched fallback on the bare app shell', async () => {
    const { CLUB_FONT_FACES } = await load();
    expect(CLUB_FONT_FACES.match(/src: url\([^)]+\.woff2\)/g)).toHaveLength(2);
    expect(CLUB_FONT_FACES).toContain("font-family: 'Source Sans 3 Fallback'");
  });

  it("covers Fontsource's Latin range: accents, the pound and euro signs, curly quotes", () => {
    for (const char of 'aZé£€’“—') {
      expect(CLUB_FONT_CODE_POINTS).toContain(char.codePointAt(0));
    }
    expect(CLUB_FONT_CODE_POINTS).not.toContain(0x0100);
  });
});
