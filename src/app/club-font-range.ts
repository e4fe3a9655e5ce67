/**
 * The characters the club's font covers (club-font.ts): Fontsource's Latin subset's range, for the
 * @font-face rules, and its code points, for the build's subset of the files (start/club-font-plugin.ts).
 * Imports nothing: the build reads it in Node.
 */
export const CLUB_FONT_RANGE =
  'U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD';

/** Every code point of CLUB_FONT_RANGE. */
export const CLUB_FONT_CODE_POINTS: number[] = CLUB_FONT_RANGE.split(', ').flatMap((part) => {
  const [first, last = first] = part
    .slice(2)
    .split('-')
    .map((hex) => parseInt(hex, 16));
  return Array.from({ length: last! - first! + 1 }, (_, index) => first! + index);
});
