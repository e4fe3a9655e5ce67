/**
 * The build's half of the club's font inside a server-rendered page (src/app/club-font-inline.ts):
 * `virtual:club-font-inline`, both files as `data:` URLs, each subset by HarfBuzz (subset-font,
 * its WebAssembly build) to the same Latin range as Fontsource's file, without the glyphs that
 * only its OpenType substitutions reach (ligatures, alternates): about 12 KB a weight instead of
 * 15.7, which every page's HTML carries. Runs in Node, for the server's build and `npm run dev`;
 * nothing of it reaches the browser's bundle.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { Plugin } from 'vite';
import { CLUB_FONT_CODE_POINTS } from '../club-font-range.ts';

const ID = 'virtual:club-font-inline';
const RESOLVED = `\0${ID}`;
const require = createRequire(import.meta.url);
const file = (weight: number) =>
  require.resolve(`@fontsource/source-sans-3/files/source-sans-3-latin-${weight}-normal.woff2`);

async function inlineFont(weight: number): Promise<string> {
  // Loaded when a build first asks for the module: the browser's build and the tests never do.
  const { default: subsetFont } = await import('subset-font');
  const text = String.fromCodePoint(...CLUB_FONT_CODE_POINTS);
  const subset = await subsetFont(await readFile(file(weight)), text, {
    targetFormat: 'woff2',
    noLayoutClosure: true,
  });
  return `data:font/woff2;base64,${subset.toString('base64')}`;
}

export function clubFontInline(): Plugin {
  let code: Promise<string> | undefined;
  return {
    name: 'pac-club-font-inline',
    resolveId: (id) => (id === ID ? RESOLVED : undefined),
    load(id) {
      if (id !== RESOLVED) return undefined;
      code ??= Promise.all([inlineFont(400), inlineFont(700)]).then(
        ([regular, bold]) =>
          `export const regular = ${JSON.stringify(regular)};\nexport const bold = ${JSON.stringify(bold)};\n`,
      );
      return code;
    },
  };
}
