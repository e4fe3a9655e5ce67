/** The business constants of docs/product-spec.md §9, named once. */
import { AREAS, PICTURE_USES, picturePath } from './areas.ts'; // with its extension: vite.config.ts loads this file too
import { catchVariantPath } from './catch-photo-variants.ts';
import { CLUB_ADDRESS, CLUB_NAME } from './club.ts';

// Shared with the admin server from club.ts; the site reads them here with the rest.
export { CLUB_ADDRESS, CLUB_NAME };
export const LOGO_TEXT = 'PAC';
/** Where a visitor joins (the members' pages) and reads what the club keeps about them. */
export const JOIN_PATH = '/join';
export const PRIVACY_PATH = '/privacy';
/** A member's own page: their membership, card and renewal (after the emailed sign-in link). */
export const ACCOUNT_PATH = '/account';
export const DAY_TICKETS_PATH = '/day-tickets';
export const ADMIN_TITLE_PREFIX = 'PAC - ';

/** Wide-screen breakpoint in px: the hamburger menu is used below it. */
export const WIDE_SCREEN_BREAKPOINT = 768;

export const HOME_ARTICLE_COUNT = 3;
/** Articles per page of /news. */
export const NEWS_PAGE_SIZE = 10;
export const CONTENT_PREVIEW_LENGTH = 100;

/** -1 means "All", as in the old site. */
export const CATCH_PAGE_SIZE_OPTIONS = [5, 10, 25, -1] as const;
export const DEFAULT_CATCH_PAGE_SIZE = 10;
/** Catches per page of Manage Catches' review list (a flood is never loaded at once). */
export const REVIEW_PAGE_SIZE = 20;

export const MATCH_HIDE_PAST_WINDOW_MS = 24 * 60 * 60 * 1000;
/** Past matches read at a time once the match list's "Hide Past Matches" is unticked. */
export const PAST_MATCHES_PAGE_SIZE = 10;
export const MIN_ADMIN_PASSWORD_LENGTH = 6;
export const MODAL_WIDTH = 400;

export const CATCH_LOCATIONS = ['Weston', 'Warrens Green', 'Clay End'] as const;
export type CatchLocation = (typeof CATCH_LOCATIONS)[number];

/** The fixed content document whose fields and homeArticles subcollection hold the site text. */
export const CONTENT_DOC_ID = 'main';
/** The special contact document holding the contact page image. */
export const CONTACT_IMAGE_DOC_ID = 'image';

export const COLLECTIONS = {
  content: 'content',
  homeArticles: 'homeArticles',
  members: 'members',
  waters: 'waters',
  matches: 'matches',
  matchRules: 'matchRules',
  externalNav: 'externalNav',
  catches: 'catches',
  contact: 'contact',
  userPermissions: 'userPermissions',
  submitters: 'submitters',
  catchRanks: 'catchRanks',
  catchQuota: 'catchQuota',
  summaries: 'summaries',
  draws: 'draws',
  weighIn: 'weighIn',
  results: 'results',
  seasons: 'seasons',
  records: 'records',
  personalBests: 'personalBests',
  // Club members (issue 33, docs/members.md). `members` above is the committee.
  membershipTypes: 'membershipTypes',
  clubSettings: 'clubSettings',
  clubMembers: 'clubMembers',
  memberPayments: 'payments',
  permitRevocations: 'permitRevocations',
  dayTickets: 'dayTickets',
  memberExports: 'memberExports',
} as const;

/**
 * summaries/{SOCIAL_LINKS_SUMMARY_DOC_ID} mirrors the externalNav collection in one document (a
 * `links` map keyed by externalNav id), so the navbar costs one read per page view.
 */
export const SOCIAL_LINKS_SUMMARY_DOC_ID = 'socialLinks';

/** records/{CLUB_RECORDS_DOC_ID}: the club records per species and per water, and who holds a personal best. */
export const CLUB_RECORDS_DOC_ID = 'club';

/** The heaviest catch the form accepts: whole pounds and ounces (firestore.rules: the same). */
export const MAX_FISH_LBS = 100;
export const MAX_FISH_OZ = 15;

/**
 * Submissions per identity (firestore.rules, validSubmitterWrite, holds the same numbers): one
 * finished catch a minute and five a day, so one browser cannot flood the review queue.
 */
export const CATCH_SUBMIT_INTERVAL_MS = 60_000;
export const CATCH_SUBMISSIONS_PER_DAY = 5;

/** Search keywords are the prefixes of a catch's first 12 words, each cut to 20 characters. */
export const MAX_KEYWORD_WORDS = 12;
export const MAX_KEYWORD_LENGTH = 20;

/** Storage paths of the areas' folders (src/config/areas.ts: `folders`, `pictures`). */
export const STORAGE_PATHS = {
  catchPhoto: (id: string) => `${AREAS.manageCatches.folders.catchPhoto}/${id}`,
  catchThumb: (id: string) => `${AREAS.manageCatches.folders.catchThumb}/${id}`,
  // The photo's variants: catchPhotoVariants/{id}/{index} (src/config/catch-photo-variants.ts).
  catchPhotoVariant: (id: string, index: number | string) => catchVariantPath(id, index),
  memberPhoto: (id: string) => picturePath(PICTURE_USES.committeePhoto, id),
  contentImage: (id: string) => picturePath(PICTURE_USES.homeBanner, id),
  // A new name per upload (the old picture stays, for the history): contactImage/{id}.
  contactImage: (id = 'image') => picturePath(PICTURE_USES.contactBanner, id),
  waterImage: (waterKey: string, id: string) =>
    picturePath(PICTURE_USES.waterPicture, `${waterKey}/${id}`),
} as const;

/** The service worker's cache of Storage pictures (vite.config.ts), dropped at sign-out. */
export const STORAGE_IMAGE_CACHE = 'storage-images';

/** Public page titles: the club name, then the page ("Priory Angling Club - Rules"). */
export function publicTitle(page?: string): string {
  return page ? `${CLUB_NAME} - ${page}` : CLUB_NAME;
}

/** Admin page titles start with "PAC - ". */
export function adminTitle(page: string): string {
  return `${ADMIN_TITLE_PREFIX}${page}`;
}
