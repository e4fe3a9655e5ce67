/**
 * The one picture pipeline of the site, in the browser, for members' catch photos and the back
 * office's pictures alike: the file is recognised by its content (inspect-photo.ts), decoded upright
 * (HEIC/HEIF through libheif, decode-heif.ts, loaded only then; anything else through the browser's
 * own decoder, turned as the camera's orientation tag says), scaled down to where it is shown, and
 * re-encoded as JPEG. Re-encoding through a canvas writes pixels only, so the camera's EXIF metadata
 * (GPS position included) is dropped. A back-office picture also gets its variants, the widths a
 * phone draws it at in WebP where this browser encodes it (JPEG where not: Safari), for the
 * public pages' srcset (src/config/picture-sizes.ts, variantWidths).
 */
import { variantWidths, type PictureUse, type VariantFormat } from '../../config/picture-sizes';
import { decodeHeif } from './decode-heif';
import { fitInBox } from './fit-within';
import { inspectPhoto, NOT_A_PHOTO, photoError } from './inspect-photo';
import type { VariantBlob } from './picture-file';

/** JPEG quality: visually clean for a photo, about a tenth of the camera's file. JPEG rather than
 * WebP because Safari's canvas cannot encode WebP (it would silently give a large PNG). */
const QUALITY = 0.8;
export const PICTURE_TYPE = 'image/jpeg';

function unreadable(cause: unknown): Error {
  return photoError('photo/not-a-photo', NOT_A_PHOTO, cause);
}

/** Decodes the file, turned the way the camera's orientation tag says. */
async function decodeUpright(file: Blob): Promise<ImageBitmap> {
  try {
    return await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch (error) {
    // Older Safari knows no 'from-image' (a TypeError); it applies the orientation by default.
    if (error instanceof TypeError) {
      return createImageBitmap(file).catch((retryError: unknown) => {
        throw unreadable(retryError);
      });
    }
    throw unreadable(error);
  }
}

/**
 * Any phone's or camera's picture, recognised by its content, decoded upright; a file that is no
 * picture, or too large to decode, is refused with one sentence (an Error with a `photo/` code).
 * The caller closes the bitmap.
 */
export async function decodePicture(file: Blob): Promise<ImageBitmap> {
  const format = await inspectPhoto(file);
  if (format !== 'heif') return decodeUpright(file);
  return decodeHeif(file).catch((error: unknown) => {
    throw unreadable(error);
  });
}

export type Canvas2D = OffscreenCanvas | HTMLCanvasElement;

function newCanvas(width: number, height: number): Canvas2D {
  if (typeof OffscreenCanvas !== 'undefined') return new OffscreenCanvas(width, height);
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  return canvas;
}

/** The source drawn at width x height, smoothed. */
export function drawScaled(source: CanvasImageSource, width: number, height: number): Canvas2D {
  const canvas = newCanvas(width, height);
  const context = canvas.getContext('2d') as
    OffscreenCanvasRenderingContext2D | CanvasRenderingContext2D | null;
  if (!context) throw new Error('This browser cannot prepare photos.');
  context.imageSmoothingEnabled = true;
  context.imageSmoothingQuality = 'high';
  context.drawImage(source, 0, 0, width, height);
  return canvas;
}

/** The canvas's pixels in `type` (a browser that cannot encode it gives PNG), no metadata. */
function encode(canvas: Canvas2D, type: string, quality: number): Promise<Blob> {
  if ('convertToBlob' in canvas) return canvas.convertToBlob({ type, quality });
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('The photo could not be encoded.'))),
      type,
      quality,
    ),
  );
}

/** The canvas's pixels as a JPEG, with no metadata. */
export function encodeJpeg(canvas: Canvas2D): Promise<Blob> {
  return encode(canvas, PICTURE_TYPE, QUALITY);
}

/** WebP quality: as clean as the JPEG at 0.8 for about two thirds of its bytes. */
const WEBP_QUALITY = 0.75;

/** The canvas's pixels as WebP where this browser encodes it (one that cannot gives PNG), else JPEG. */
export async function encodeWebpOrJpeg(canvas: Canvas2D): Promise<Blob> {
  const webp = await encode(canvas, 'image/webp', WEBP_QUALITY);
  return webp.type === 'image/webp' ? webp : encodeJpeg(canvas);
}

/**
 * The picture drawn at each width, as WebP when this browser encodes it (detected from the first:
 * one that cannot returns a PNG), else as JPEG.
 */
export async function encodeVariants(
  source: Canvas2D,
  widths: number[],
): Promise<{ format: VariantFormat; blobs: VariantBlob[] }> {
  let format: VariantFormat = 'webp';
  const blobs: VariantBlob[] = [];
  for (const width of widths) {
    const height = Math.max(1, Math.round((source.height * width) / source.width));
    const canvas = drawScaled(source, width, height);
    let blob = format === 'webp' ? await encode(canvas, 'image/webp', WEBP_QUALITY) : undefined;
    if (blob?.type !== 'image/webp') {
      format = 'jpeg';
      blob = await encodeJpeg(canvas);
    }
    blobs.push({ width, blob });
  }
  // A browser that cannot encode WebP says so at the first width: all are then JPEG.
  return { format, blobs };
}

export interface PreparedPicture {
  /** The picture as stored: JPEG, upright, no EXIF, within the box. */
  picture: Blob;
  width: number;
  height: number;
  /** The size of the picture as chosen (upright), before scaling. */
  original: { width: number; height: number };
  /** The same picture at the widths `use` is drawn at on a phone (encodeVariants). */
  variants: Awaited<ReturnType<typeof encodeVariants>>;
}

/**
 * The chosen file, upright, scaled down (never up) into the use's maxWidth x maxHeight, as a
 * JPEG, with its variants.
 */
export async function preparePicture(file: Blob, use: PictureUse): Promise<PreparedPicture> {
  const bitmap = await decodePicture(file);
  try {
    const size = fitInBox(bitmap.width, bitmap.height, use.maxWidth, use.maxHeight);
    const canvas = drawScaled(bitmap, size.width, size.height);
    const picture = await encodeJpeg(canvas);
    const variants = await encodeVariants(canvas, variantWidths(use, size.width));
    return {
      picture,
      ...size,
      original: { width: bitmap.width, height: bitmap.height },
      variants,
    };
  } finally {
    bitmap.close();
  }
}
