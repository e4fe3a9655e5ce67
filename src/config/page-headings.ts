import { CLUB_NAME } from './constants.ts'; // with its extension: vite.config.ts loads this file too

/**
 * Each public page's heading (docs/product-spec.md §2), named once: the page shows it, and the table of
 * public pages (app/public-pages.tsx) names it for the tests.
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
  /** /matches/{id}: the match's own name is its page's heading. */
  matchNotFound: 'Match not found',
  league: `${CLUB_NAME} League`,
  records: 'Club Records',
  news: 'Club News',
  /** /news/{id}: the article's title is its page's heading. */
  articleNotFound: 'Article not found',
  catch: 'Member Catch',
  catchNotFound: 'Catch not found',
  // Members (issue 33).
  join: 'Join the Club',
  privacy: 'Privacy',
  dayTickets: 'Day Tickets',
} as const;
