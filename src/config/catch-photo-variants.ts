/**
 * A member's catch photo, smaller and in a modern format (issue 35, point 10): the catch page
 * draws the photo at most 720 CSS px wide, so a phone takes a variant of 480 or 960 px in WebP
 * instead of the stored 2000 px JPEG. Made in the member's browser when the catch is prepared
 * (src/features/catches/photo/prepare-photo.ts; sharp in the demo seed), uploaded with the photo
 * to catchPhotoVariants/{catch id}/{index} (storage.rules: like the photo, once, to the member's
 * own draft), and purged with the catch (admin-server: the bin's purge and the catch upkeep).
 *
 * A catch's photo is named by its catch (catches/{id}), so what exists cannot be written into
 * the name as for back-office pictures (picture-sizes.ts). It is written into the photo's URL
 * instead, which the catch already records (imgURL, accepted by firestore.rules with any query):
 * "…/o/catches%2F{id}?alt=media&token=…&variants=webp_480_960_1440". No new field, and a catch
 * stored before (no such parameter) is shown as it is. Variants are named by their index, not
 * their width, so a draft holds at most MAX_CATCH_VARIANTS of them whatever a member uploads.
 * Imported by the admin server: imports nothing but the areas and the picture sizes.
 */
import { AREAS } from './areas.ts';
import { variantWidths, type PictureVariants, type VariantFormat } from './picture-sizes.ts';

/** The catch page's photo box (CatchPage.tsx): 100% of the column, at most this many CSS px. */
export const CATCH_PHOTO_SHOWN_WIDTH = 720;

/** At most this many variants per catch (storage.rules: names 0 to 2). */
export const MAX_CATCH_VARIANTS = 3;

const FOLDER = AREAS.manageCatches.folders.catchPhotoVariants;

/**
 * The widths to make of a catch photo `photoWidth` px wide: 480, 960 and 1440 (the box's 720 CSS
 * px at 2x), never wider than the photo, whose own width ends the list when a step is missing.
 */
export function catchVariantWidths(photoWidth: number): number[] {
  return variantWidths({ shownWidth: CATCH_PHOTO_SHOWN_WIDTH }, photoWidth).slice(
    0,
    MAX_CATCH_VARIANTS,
  );
}

/** The path of the catch's variant number `index` (smallest first). */
export function catchVariantPath(catchId: string, index: number | string): string {
  return `${FOLDER}/${catchId}/${index}`;
}

/** Every path a catch's variants may take: what the purge and the upkeep remove with it. */
export function catchVariantPaths(catchId: string): string[] {
  return Array.from({ length: MAX_CATCH_VARIANTS }, (_, index) => catchVariantPath(catchId, index));
}

const PARAMETER = 'variants';
const VALUE = /^(avif|webp|jpeg)((?:_[1-9][0-9]{1,3}){1,3})$/;

/** The photo's download URL saying which variants were stored with it. */
export function withCatchVariants(url: string, variants: PictureVariants): string {
  const value = `${variants.format}${variants.widths.map((width) => `_${width}`).join('')}`;
  return `${url}${url.includes('?') ? '&' : '?'}${PARAMETER}=${value}`;
}

/**
 * The variants a catch photo's URL says it has: undefined for a URL without them, or with a
 * value no upload writes (the member wrote the URL: it is read with care).
 */
export function catchVariantsOfUrl(url: string): PictureVariants | undefined {
  const query = url.split('#')[0]!.split('?')[1];
  if (!query) return undefined;
  const match = VALUE.exec(new URLSearchParams(query).get(PARAMETER) ?? '');
  if (!match) return undefined;
  const widths = match[2]!.slice(1).split('_').map(Number);
  if (widths.some((width, index) => index > 0 && width <= widths[index - 1]!)) return undefined;
  return { format: match[1] as VariantFormat, widths };
}
