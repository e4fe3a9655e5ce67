/**
 * The club's type: Source Sans 3 (@fontsource, self-hosted: no third-party request, and the CSP's
 * `font-src 'self'` holds), its Latin subset only, in the two weights the site uses (400 for text,
 * 700 for headings and buttons), about 15 KB each. The server renderer preloads both files
 * (src/entry-server.tsx), so they arrive with the page's first bytes.
 *
 * Nothing moves when they arrive: until then, and on a slow line for the whole visit
 * (`font-display: optional`), the text is in a local Arial (or Liberation Sans, its metric twin on
 * Linux) scaled to Source Sans 3's width and line height, "Source Sans 3 Fallback". Its figures were
 * measured from the font files: size-adjust is the ratio of the two fonts' average advance over
 * English letter frequencies (capsize's method), the overrides are Source Sans 3's hhea ascent
 * (1024/1000) and descent (400/1000) divided by it; line gap 0.
 */
import bold from '@fontsource/source-sans-3/files/source-sans-3-latin-700-normal.woff2?url';
import regular from '@fontsource/source-sans-3/files/source-sans-3-latin-400-normal.woff2?url';

/** The font files, for the renderer's preload links. */
export const CLUB_FONT_FILES = [regular, bold] as const;

export const CLUB_FONT_FAMILY =
  '"Source Sans 3", "Source Sans 3 Fallback", Arial, "Liberation Sans", Helvetica, sans-serif';

/** Fontsource's Latin subset's range. */
const LATIN =
  'U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD';

const face = (weight: number, url: string) => `@font-face {
  font-family: 'Source Sans 3';
  font-style: normal;
  font-weight: ${weight};
  font-display: optional;
  src: url(${url}) format('woff2');
  unicode-range: ${LATIN};
}`;

const fallback = (
  weight: number,
  locals: string,
  sizeAdjust: string,
  ascent: string,
  descent: string,
) => `@font-face {
  font-family: 'Source Sans 3 Fallback';
  font-style: normal;
  font-weight: ${weight};
  src: ${locals};
  size-adjust: ${sizeAdjust};
  ascent-override: ${ascent};
  descent-override: ${descent};
  line-gap-override: 0%;
}`;

/** The @font-face rules, for CssBaseline (theme.ts): in the server's critical CSS. */
export const CLUB_FONT_FACES = [
  face(400, regular),
  face(700, bold),
  fallback(
    400,
    "local('Arial'), local('ArialMT'), local('Liberation Sans'), local('LiberationSans')",
    '94.72%',
    '108.10%',
    '42.23%',
  ),
  fallback(
    700,
    "local('Arial Bold'), local('Arial-BoldMT'), local('Liberation Sans Bold'), local('LiberationSans-Bold')",
    '92.60%',
    '110.58%',
    '43.19%',
  ),
].join('\n');
