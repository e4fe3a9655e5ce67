/**
 * The member's photo made ready for upload, through the site's one picture pipeline
 * (src/lib/photo/prepare-picture.ts): upright, at most 2000 px on its long edge, JPEG with no EXIF,
 * with a ~400 px thumbnail for the lists, WebP where the browser encodes it (lists are where a
 * visitor sees most catches; the photo stays JPEG for link previews). A phone photo of 4-12 MB
 * becomes a few hundred KB: quicker to send on a weak signal, cheaper to store, and it keeps the
 * member's home location private. The catch page draws the photo from its variants, the widths
 * it is shown at in WebP (src/config/catch-photo-variants.ts), so no phone downloads 2000 px.
 */
import { catchVariantWidths } from '../../../config/catch-photo-variants';
import { fitWithin } from '../../../lib/photo/fit-within';
import {
  decodePicture,
  drawScaled,
  encodeJpeg,
  encodeVariants,
  encodeWebpOrJpeg,
} from '../../../lib/photo/prepare-picture';

export const PHOTO_MAX_EDGE = 2000;
export const THUMB_MAX_EDGE = 400;

export interface PreparedPhoto {
  photo: Blob;
  thumb: Blob;
  /** Size of the prepared photo. */
  width: number;
  height: number;
  /** The photo at the widths the catch page draws it at: WebP, or JPEG where the browser
   * cannot encode WebP (Safari). */
  variants: Awaited<ReturnType<typeof encodeVariants>>;
}

/** Any phone's photo (HEIC/HEIF included), as the photo and thumbnail to upload. */
export async function preparePhoto(file: Blob): Promise<PreparedPhoto> {
  const bitmap = await decodePicture(file);
  try {
    const size = fitWithin(bitmap.width, bitmap.height, PHOTO_MAX_EDGE);
    const photoCanvas = drawScaled(bitmap, size.width, size.height);
    const thumbSize = fitWithin(size.width, size.height, THUMB_MAX_EDGE);
    // The thumbnail is drawn from the resized photo: a 5:1 step keeps it sharp and cheap.
    const thumbCanvas = drawScaled(photoCanvas, thumbSize.width, thumbSize.height);
    const [photo, thumb, variants] = await Promise.all([
      encodeJpeg(photoCanvas),
      encodeWebpOrJpeg(thumbCanvas),
      encodeVariants(photoCanvas, catchVariantWidths(size.width)),
    ]);
    return { photo, thumb, width: size.width, height: size.height, variants };
  } finally {
    bitmap.close();
  }
}
