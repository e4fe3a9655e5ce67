/**
 * A public picture's variants served from the site's own origin, at /media/<object name>: the
 * home page's picture is its largest content, and fetched from Storage it waited for a second
 * connection (another origin) once the HTML was in; from the site's origin it comes over the
 * connection the page came by (issue 35, point 10). The site server answers the path from Storage
 * (src/app/media-file.ts), Hosting's CDN keeps the answer. Only variants of pictures in folders
 * anyone may read (storage.rules' `allow get: if true`) have such a path: never a catch's photo, a
 * member's file or a picture's token.
 *
 * And an approved catch's photo variants (catchPhotoVariants/{catch id}/{0-2}, the catch page's
 * largest element), at a path of their own under MEDIA_PREFIX (catchMediaPath): storage.rules'
 * catchReadable decides each read (the server asks with no credentials, as a visitor would), and
 * their names are reused (a replaced photo's variants take the same index), so the site answers
 * them as briefly cached as a page (server/site.ts, CATCH_MEDIA_CACHE_CONTROL), never for good.
 */
import { variantsOfName } from '../../config/picture-sizes';

export const MEDIA_PREFIX = '/media/';

/** The public picture folders (storage.rules): one level, or a water's folder of its own. */
const PUBLIC_PICTURE =
  /^(?:(?:contentImage|contactImage|memberDisplayPhotos|clubCrest)\/[^/]+|waterImages\/[^/]+\/[^/]+)$/;

/** Whether `name` is a variant ("…__webp_480_960_w480") of a picture in a public folder. */
export function isPublicVariant(name: string): boolean {
  const match = /^(.+)_w([0-9]{1,5})$/.exec(name);
  if (!match || !PUBLIC_PICTURE.test(match[1]!)) return false;
  return variantsOfName(match[1]!)?.widths.includes(Number(match[2])) ?? false;
}

/** The site's path of the variant `name`, or undefined when it may not have one. */
export function mediaPath(name: string): string | undefined {
  if (!isPublicVariant(name)) return undefined;
  return MEDIA_PREFIX + name.split('/').map(encodeURIComponent).join('/');
}

/** The object name a /media/ path asks for, or undefined when it names no public variant. */
export function mediaObjectName(pathname: string): string | undefined {
  if (!pathname.startsWith(MEDIA_PREFIX)) return undefined;
  let name: string;
  try {
    name = pathname.slice(MEDIA_PREFIX.length).split('/').map(decodeURIComponent).join('/');
  } catch {
    return undefined;
  }
  return isPublicVariant(name) && mediaPath(name) === pathname ? name : undefined;
}

/** catchPhotoVariants/{catch id}/{index}: config/catch-photo-variants.ts names them so. */
const CATCH_VARIANT = /^catchPhotoVariants\/[A-Za-z0-9_-]{1,128}\/[0-2]$/;

/** The site's path of the catch variant `name` (catchPhotoVariants/{id}/{n}), or undefined. */
export function catchMediaPath(name: string): string | undefined {
  return CATCH_VARIANT.test(name) ? MEDIA_PREFIX + name : undefined;
}

/** The catch variant a /media/catchPhotoVariants/ path asks for, or undefined. */
export function catchMediaObjectName(pathname: string): string | undefined {
  if (!pathname.startsWith(MEDIA_PREFIX)) return undefined;
  const name = pathname.slice(MEDIA_PREFIX.length);
  return catchMediaPath(name) === pathname ? name : undefined;
}
