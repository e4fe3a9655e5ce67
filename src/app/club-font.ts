/**
 * The club's type: Source Sans 3 (@fontsource, self-hosted: no third-party request, and the CSP's
 * `font-src 'self' data:` holds), its Latin subset only, in the two weights the site uses (400 for
 * text, 700 for headings and buttons), about 15 KB each.
 *
 * A server-rendered page carries both inside its HTML (club-font-inline.ts, `data:` URLs in a
 * <style> of its head): the page fetches nothing before its first paint. Preloaded files instead
 * held the first paint until they arrived, and Lighthouse's model of a slow phone then counted both
 * files in the page's largest contentful paint (issue 35, point 10). The bare app shell (the back
 * office, a page the server could not render) gets CLUB_FONT_FACES below from the browser's
 * CssBaseline: the files by URL, kept by the service worker's fonts rule once fetched.
 *
 * `font-display: optional`, and a server-rendered page preloads its two `data:` files too
 * (club-font-inline.ts). Chrome decodes even a `data:` font after the first layout: without the
 * preload, `optional` painted a first visit, and the whole visit after it, in the fallback, and
 * `fallback` or `block` laid the text out in the fallback first and moved it when the font came
 * (a line less on /day-tickets, CLS 0.015). A preloaded `optional` font holds the first paint until
 * it is ready (Chrome's rule), which for an inline file is its decoding: the first paint is in the
 * club's font and nothing moves (e2e home.spec.ts checks the font painted, not only loaded). The
 * bare shell's head preloads its files by URL (server/site.ts, club-font-inline.ts's
 * SHELL_FONT_PRELOADS), so they are at hand when the app first lays its text out (e2e
 * admin-login.spec.ts, on a slow line). Should one come too late all the same, the text stays in a
 * local Arial (or Liberation Sans, its metric twin on Linux) scaled to Source Sans 3's width and
 * line height, "Source Sans 3 Fallback". Its figures were measured from
 * the font files: size-adjust is the ratio of the two fonts' average advance over English letter
 * frequencies (capsize's method), the overrides are Source Sans 3's hhea ascent (1024/1000) and
 * descent (400/1000) divided by it; line gap 0.
 */
import bold from '@fontsource/source-sans-3/files/source-sans-3-latin-700-normal.woff2?url';
import regular from '@fontsource/source-sans-3/files/source-sans-3-latin-400-normal.woff2?url';
import { CLUB_FONT_RANGE } from './club-font-range';

/** The two files by URL, as the build names them (the bare app shell preloads them). */
export const CLUB_FONT_FILES = { regular, bold };

/** The id of a server-rendered page's <style> of the font (club-font-inline.ts). */
export const CLUB_FONT_STYLE_ID = 'pac-club-font';

export const CLUB_FONT_FAMILY =
  '"Source Sans 3", "Source Sans 3 Fallback", Arial, "Liberation Sans", Helvetica, sans-serif';

const face = (weight: number, url: string) => `@font-face {
  font-family: 'Source Sans 3';
  font-style: normal;
  font-weight: ${weight};
  font-display: optional;
  src: url(${url}) format('woff2');
  unicode-range: ${CLUB_FONT_RANGE};
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

/** The @font-face rules of the font in files `regular` (400) and `bold` (700), and its fallback. */
export const clubFontFaces = (regular: string, bold: string) =>
  [
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

/**
 * The @font-face rules for CssBaseline (theme.ts), in the browser, on the bare app shell only: a
 * server-rendered page has its own (with the files inside) and the server renders none here, so
 * that no rule names a file that the page would fetch before its first paint.
 */
export const CLUB_FONT_FACES =
  typeof document === 'undefined' || document.getElementById(CLUB_FONT_STYLE_ID)
    ? ''
    : clubFontFaces(regular, bold);
