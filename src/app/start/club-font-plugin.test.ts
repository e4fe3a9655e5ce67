import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { clubFontInline } from './club-font-plugin';

const source = (weight: number) =>
  readFile(
    createRequire(import.meta.url).resolve(
      `@fontsource/source-sans-3/files/source-sans-3-latin-${weight}-normal.woff2`,
    ),
  );

describe("the build's club font for server-rendered pages", () => {
  it('gives both weights as WOFF2 data: URLs, smaller than the files', async () => {
    const plugin = clubFontInline();
    const resolveId = plugin.resolveId as (id: string) => string | undefined;
    const load = plugin.load as (id: string) => Promise<string>;
    const id = resolveId('virtual:club-font-inline')!;
    const code = await load(id);
    const urls = [
      ...code.matchAll(/export const (regular|bold) = "data:font\/woff2;base64,([^"]+)"/g),
    ];
    expect(urls.map(([, name]) => name)).toEqual(['regular', 'bold']);
    for (const [index, [, , base64]] of urls.entries()) {
      const font = Buffer.from(base64!, 'base64');
      // WOFF2's signature, and a real subset: more than a few glyphs, less than the whole file.
      expect(font.subarray(0, 4).toString('latin1')).toBe('wOF2');
      expect(font.length).toBeGreaterThan(8_000);
      expect(font.length).toBeLessThan((await source(index ? 700 : 400)).length);
    }
  });
});
