import { CLUB_NAME } from './constants.ts'; // with its extension: vite.config.ts loads this file too

/**
 * Each public page's heading (spec section 6), named once: the page shows it, and the built
 * index.html paints it before the app's JavaScript has arrived (vite.config.ts, pageShell).
 * A water's page is headed with the water's name (config/waters.ts).
 */
export const PAGE_HEADINGS = {
  home: CLUB_NAME,
  ourPeople: 'The Committee',
  waters: 'Our Waters',
  rules: `${CLUB_NAME} Rules`,
  matches: `${CLUB_NAME} Match List`,
  newsletter: 'Latest Club Newsletter',
  catches: 'Member Catches',
  contactUs: 'Contact Us',
  /** /matches/{id}: the match's own name is the page's second heading. */
  matchResults: 'Match Results',
  league: `${CLUB_NAME} League`,
  records: 'Club Records',
} as const;
