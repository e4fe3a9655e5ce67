/**
 * What a <picture> offers for a catch's photo: its variants (src/config/catch-photo-variants.ts)
 * as a `srcset`, their URLs made from the photo's own download URL, which says what exists. A
 * variant's URL carries no download token: an approved catch's files are public to get by path
 * (storage.rules, catchReadable), and only approved catches are drawn this way. On a public page
 * a variant in the club's own bucket is named by its path on the site's origin
 * (lib/photo/media-path.ts, catchMediaPath): the catch page's largest element then comes over the
 * page's own connection, not a second one to Storage (issue 35, point 10). The back office's
 * copies (catchVariantUrls) stay Storage's: a pending catch's are not anyone's to read.
 */
import {
  catchVariantPath,
  catchVariantsOfUrl,
  CATCH_PHOTO_SHOWN_WIDTH,
} from '../../../config/catch-photo-variants';
import { firebaseConfig } from '../../../config/env';
import { VARIANT_TYPES } from '../../../config/picture-sizes';
import { catchMediaPath } from '../../../lib/photo/media-path';
import type { PictureSources } from '../../../lib/photo/picture-sources';

/** "…/o/catches%2F{id}": the photo's folder and its catch's id (the seed's photos are shared). */
const CATCH_PHOTO_URL = /^(.*\/v0\/b\/([^/]+)\/o\/)catches%2F([A-Za-z0-9_-]+)(?:[?#]|$)/;

/**
 * The variants of the catch photo at `url`, each with its URL; none for a photo without. `site`:
 * a variant in the club's own bucket by its path on the site's origin (an approved catch's only).
 */
export function catchVariantUrls(
  url: string,
  site = false,
): { width: number; url: string; type: string }[] {
  const match = CATCH_PHOTO_URL.exec(url);
  const variants = match ? catchVariantsOfUrl(url) : undefined;
  if (!match || !variants) return [];
  const [, objects, bucket, catchId] = match as unknown as [string, string, string, string];
  const ours = site && bucket === firebaseConfig.storageBucket;
  return variants.widths.map((width, index) => {
    const name = catchVariantPath(catchId, index);
    const own = ours ? catchMediaPath(name) : undefined;
    return {
      width,
      url: own ?? `${objects}${encodeURIComponent(name)}?alt=media`,
      type: VARIANT_TYPES[variants.format],
    };
  });
}

/**
 * What a <picture> offers for the approved catch photo at `url` on a public page, or undefined
 * (stored without variants).
 */
export function catchPhotoSources(url: string): PictureSources | undefined {
  const variants = catchVariantUrls(url, true);
  if (variants.length === 0) return undefined;
  const type = variants[0]!.type;
  const srcSet = variants.map((variant) => `${variant.url} ${variant.width}w`).join(', ');
  return { type, srcSet, jpeg: type === VARIANT_TYPES.jpeg };
}

/**
 * How wide the catch page draws the photo, for `sizes`: the column less MUI Container's gutters
 * (16 px a side on a phone, 24 px from 600 px), at most CATCH_PHOTO_SHOWN_WIDTH.
 */
export const CATCH_PHOTO_SIZES = [
  `(min-width: ${CATCH_PHOTO_SHOWN_WIDTH + 48}px) ${CATCH_PHOTO_SHOWN_WIDTH}px`,
  '(min-width: 600px) calc(100vw - 48px)',
  'calc(100vw - 32px)',
].join(', ');
