/**
 * The club's font inside a server-rendered page (club-font.ts says why): both files as `data:`
 * URLs, subset at build time (start/club-font-plugin.ts), in a <style> for the head
 * (src/entry-server.tsx). The server's module only: the browser's bundle never carries these
 * 32 KB of base64 (the bare app shell fetches the files by URL).
 */
import { bold, regular } from 'virtual:club-font-inline';
import { CLUB_FONT_FILES, CLUB_FONT_STYLE_ID, clubFontFaces } from './club-font';

/**
 * Each file preloaded as well as named by the rules (club-font.ts says why). The second copy of
 * each base64 text costs next to nothing compressed (gzip +0.4 KB, Brotli +0.05 KB: it follows its
 * twin within the compressors' window).
 */
const preload = (url: string) =>
  `<link rel="preload" as="font" type="font/woff2" crossorigin href="${url}">`;

export const CLUB_FONT_STYLE = `${preload(regular)}${preload(bold)}<style id="${CLUB_FONT_STYLE_ID}">${clubFontFaces(regular, bold)}</style>`;

/**
 * The bare app shell's (the back office, a member's pages): its two files by URL, preloaded from
 * its head, so that they are at hand when the app first lays its text out, after its scripts.
 * `optional` uses a font only if it is there then: fetched at that moment instead, it came too late
 * on a first visit, and the fallback stayed for the whole visit.
 */
export const SHELL_FONT_PRELOADS = preload(CLUB_FONT_FILES.regular) + preload(CLUB_FONT_FILES.bold);
