/**
 * The back office's areas, each declared once here (docs/admin-kit.md, "Add an admin area"): its
 * permission flag and the flag's label, its screen under /admin (the dashboard's button), its name
 * in History and Recently deleted, and the Storage folders its admins write with the pictures
 * they upload there.
 *
 * The rest reads this table: the flags of a userPermissions document (the site's
 * PERMISSION_FLAGS, the admin server's copy in admin-server/src/users/user-constants.ts), Manage
 * Admins' boxes and summaries, the dashboard (src/app/admin/admin-areas.ts), the guard of each
 * area's screen (src/app/admin-routes.tsx), History's areas and names, PICTURE_USES and
 * STORAGE_PATHS. firestore.rules and storage.rules cannot import it: src/config/areas.test.ts
 * checks them against it, and that no other file lists the areas.
 *
 * The admin server bundles this module, so it imports nothing but the picture sizes
 * (eslint-rules/import-boundaries.js).
 */
// With its extension: vite.config.ts loads this file too (through constants.ts).
import { banner, NARROW_PAGE_WIDTH, type PictureUse } from './picture-sizes.ts';

/** A picture an area's admins upload: where it is shown and sized, and its Storage folder. */
export interface AreaPicture extends PictureUse {
  /** Its folder in Storage; storage.rules lets the area's flag write there. */
  folder: string;
}

export interface AdminArea {
  /** The flag's label in Manage Admins ("Manage Catches"); the dashboard's button too. */
  label: string;
  /** The dashboard's button, when not the label (the super admin's "Manage Admins"). */
  button?: string;
  /** The area's screen under /admin ("manage-catches"), the dashboard's button's target. */
  path: string;
  /** More dashboard buttons for the same flag, after the area's own. */
  links?: readonly { label: string; path: string }[];
  /**
   * The area as History and Recently deleted name it ("Catches"): its changes are recorded, and
   * firestore.rules' historyPattern names its documents. Absent: nothing of it is recorded.
   */
  historyName?: string;
  /** The pictures its admins upload (ImageField's `picture`), each in its Storage folder. */
  pictures?: Readonly<Record<string, AreaPicture>>;
  /** Other Storage folders written with its flag, by name (members' catch photos). */
  folders?: Readonly<Record<string, string>>;
}

/**
 * Every area, keyed by its permission flag, in the order Manage Admins shows the flags (the super
 * admin's last; the dashboard puts its button first).
 */
export const AREAS = {
  manageCatches: {
    label: 'Manage Catches',
    path: 'manage-catches',
    historyName: 'Catches',
    // Members upload these for their own draft; the catches admins replace or remove them.
    folders: {
      catchPhoto: 'catches',
      catchThumb: 'catchThumbs',
      // The photo smaller, in WebP: catchPhotoVariants/{catch id}/{0-2} (catch-photo-variants.ts).
      catchPhotoVariants: 'catchPhotoVariants',
    },
  },
  manageCommittee: {
    label: 'Manage Committee',
    path: 'manage-committee',
    historyName: 'Committee',
    pictures: {
      /** MemberCard: a 120 px circle. */
      committeePhoto: {
        folder: 'memberDisplayPhotos',
        where: 'the Our People page',
        maxWidth: 512,
        maxHeight: 512,
        shownWidth: 120,
        shownHeight: 120,
      },
    },
  },
  manageContacts: {
    label: 'Manage Contacts',
    path: 'manage-contacts',
    historyName: 'Contacts',
    pictures: { contactBanner: { folder: 'contactImage', ...banner('the Contact Us page') } },
  },
  manageContent: {
    label: 'Manage Content',
    path: 'manage-content',
    historyName: 'Content',
    pictures: { homeBanner: { folder: 'contentImage', ...banner('the home page') } },
  },
  manageMatches: {
    label: 'Manage Matches',
    path: 'manage-matches',
    // Peg draws, weigh-ins and league seasons (issue 13): also linked from Manage Matches.
    links: [{ label: 'Match Day', path: 'match-day' }],
    historyName: 'Matches',
  },
  manageSocials: { label: 'Manage Socials', path: 'manage-socials', historyName: 'Socials' },
  // The club's own look (issue 35): its crest, in every page's header and footer. The crest's
  // files, SVG or PNG/WebP as uploaded (not resized: the photo pipeline makes JPEGs), each under
  // a new name so History can put an old one back.
  manageClub: {
    label: 'Manage Club',
    path: 'manage-club',
    historyName: 'Club',
    folders: { clubCrest: 'clubCrest' },
  },
  manageWaters: {
    label: 'Manage Waters',
    path: 'manage-waters',
    historyName: 'Waters',
    pictures: {
      /** WaterEntryCard: the whole column below md (3:2), half of it beside the text above. */
      waterPicture: {
        folder: 'waterImages', // waterImages/{water key}/{id}
        where: "the water's page",
        maxWidth: 1600,
        maxHeight: 1600,
        shownWidth: NARROW_PAGE_WIDTH,
        shownHeight: Math.round(NARROW_PAGE_WIDTH / 1.5),
      },
    },
  },
  // Club members (issue 33): membership types, the season, the register, payments received.
  manageMembers: { label: 'Manage Members', path: 'manage-members', historyName: 'Members' },
  // Bailiffs check permits on the bank (/check); they read only what a check shows.
  bailiff: { label: 'Bailiff', path: 'check' },
  superAdmin: { label: 'Super Admin', button: 'Manage Admins', path: 'manage-admins' },
} as const satisfies Record<string, AdminArea>;

type Areas = typeof AREAS;

/** A permission flag of userPermissions/{uid}: one per area. */
export type PermissionFlag = keyof Areas;

/** Every permission flag, in the table's order. */
export const PERMISSION_FLAGS = Object.keys(AREAS) as [PermissionFlag, ...PermissionFlag[]];

/** An area whose changes are recorded (it has a `historyName`). */
export type HistoryArea = {
  [F in PermissionFlag]: Areas[F] extends { historyName: string } ? F : never;
}[PermissionFlag];

/** The areas whose changes are recorded, in the table's order. */
export const HISTORY_AREAS = PERMISSION_FLAGS.filter(
  (flag): flag is HistoryArea => 'historyName' in AREAS[flag],
);

/** The area of a flag, with the table's optional parts typed (a literal omits what it lacks). */
export function areaOf(flag: PermissionFlag): AdminArea {
  return AREAS[flag];
}

/** Each area's `pictures`, as one union (areas without pictures left out). */
type AreaPictures = {
  [F in PermissionFlag]: Areas[F] extends { pictures: infer P } ? P : never;
}[PermissionFlag];

/** Every area's pictures by name (ImageField's `picture`: `PICTURE_USES.homeBanner`). */
export const PICTURE_USES = Object.assign(
  {},
  ...PERMISSION_FLAGS.map((flag) => areaOf(flag).pictures ?? {}),
) as UnionToIntersection<AreaPictures>;

/** A file's Storage path in a picture's folder: a new `id` per upload keeps the old for History. */
export function picturePath(picture: AreaPicture, id: string): string {
  return `${picture.folder}/${id}`;
}

type UnionToIntersection<U> = (U extends unknown ? (u: U) => void : never) extends (
  i: infer I,
) => void
  ? I
  : never;
