/**
 * What a restore accepts from an archive, written once. An archive is a file someone hands over:
 * its manifest says which project it came from, and its contents become the club's data, so each
 * thing that would let it do more than put back a club's own data is refused unless named:
 * - an archive the club's key did not sign, or altered since: refused, or with --unsigned restored
 *   without the history, quota, rank and permission documents (SIGNED_ONLY_COLLECTIONS);
 * - another project's archive (--from-project <id>);
 * - permission documents, userPermissions/*, which decide who is an admin (--with-permissions, or
 *   --without-permissions to leave them out);
 * - Storage objects outside the folders the site writes (STORAGE_PATHS), or named with `..`, an
 *   absolute path or control characters, and objects that are not raster images (the site shows
 *   every stored file as an image; HTML or SVG served from the bucket could carry script);
 * - more unpacked bytes than a bound, read from the tar headers before anything is unpacked.
 */
import { STORAGE_PATHS } from '../../src/config/constants.ts';
import type { SigningKey } from './signing.ts';

/** No entry of a backup is bigger: photos are under 10 MB (storage.rules), documents a few MB. */
export const MAX_ENTRY_BYTES = 64 * 1024 * 1024;
/** Everything unpacked together, whatever the archive. */
export const MAX_TOTAL_BYTES = 4 * 1024 * 1024 * 1024;
/**
 * Unpacked bytes per archive byte: photos do not compress (about 1:1) and JSON lines about 10:1,
 * so a backup stays far below this; a compression bomb is far above it.
 */
export const MAX_EXPANSION = 50;
/** An archive this small may unpack to this much whatever its ratio (a nearly empty club). */
export const MIN_EXPANSION_ALLOWANCE = 64 * 1024 * 1024;
/** The manifest is read in memory while the archive is scanned. */
export const MAX_MANIFEST_BYTES = 16 * 1024 * 1024;

export const PERMISSIONS_COLLECTION = 'userPermissions';

/**
 * What an archive the club did not sign (or whose signature does not check) may never put back,
 * even with --unsigned: the admin history (a forged past), the catch quota and ranks (the hour's
 * cap and the order of review), and the permission documents (who is an admin).
 */
export const SIGNED_ONLY_COLLECTIONS = [
  'history',
  'catchQuota',
  'catchRanks',
  PERMISSIONS_COLLECTION,
] as const;

/** What the person restoring has said they trust. */
export interface RestoreTrust {
  /** --from-project: the other project whose archive may go into this one. */
  fromProject?: string;
  /** --with-permissions: restore userPermissions; --without-permissions: leave them out. */
  permissions?: 'with' | 'without';
  /** The club's signing key (signing.ts); without it only --unsigned restores anything. */
  key?: SigningKey;
  /** Where the key was looked for, to name it when there is none. */
  keyFile?: string;
  /** --unsigned: restore an archive the key does not vouch for, without SIGNED_ONLY_COLLECTIONS. */
  unsigned?: boolean;
}

/** One path segment as the site names objects: no separator, no `.`/`..`, no control characters. */
const SEGMENT = String.raw`(?!\.\.?(?:/|$))[^/\\\u0000-\u001f\u007f]{1,200}`;
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The object names the site writes, from STORAGE_PATHS: each argument is one plain segment. */
const OBJECT_NAME = (() => {
  const marker = '\u0001';
  const patterns = Object.values(STORAGE_PATHS).map((name) => {
    const sample = (name as (...ids: string[]) => string)(marker, marker);
    return escapeRegExp(sample).split(marker).join(SEGMENT);
  });
  return new RegExp(`^(?:${patterns.join('|')})$`, 'u');
})();

export const EXPECTED_FOLDERS = [
  ...new Set(Object.values(STORAGE_PATHS).map((name) => (name as () => string)().split('/')[0])),
];

export function isExpectedObjectName(name: string): boolean {
  return OBJECT_NAME.test(name);
}

/** Raster images: what the site stores and shows. SVG is an image that can carry script. */
export function isRasterImage(contentType: string | undefined): boolean {
  return /^image\/(?!svg\+xml)[a-z0-9.+-]+(\s*;.*)?$/i.test(contentType ?? '');
}
