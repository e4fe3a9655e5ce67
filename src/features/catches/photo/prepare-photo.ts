/**
 * The member's photo made ready for upload, in the browser: upright, at most 2000 px on its long
 * edge, re-encoded as JPEG, with a ~400 px thumbnail for the list. Re-encoding through a canvas
 * writes pixels only, so the camera's EXIF metadata (GPS position included) is dropped from both.
 * A phone photo of 4-12 MB becomes a few hundred KB: quicker to send on a weak signal, cheaper to
 * store, and it keeps the member's home location private.
 */
import { decodeHeif } from './decode-heif';
import { fitWithin } from './fit-within';
import { inspectPhoto, NOT_A_PHOTO, photoError } from './inspect-photo';

export const PHOTO_MAX_EDGE = 2000;
export const THUMB_MAX_EDGE = 400;
/** JPEG quality: visually clean for a photo, about a tenth of the camera's file. JPEG rather than
 * WebP because Safari's canvas cannot encode WebP (it would silently give a large PNG). */
const QUALITY = 0.8;
const TYPE = 'image/jpeg';

export interface PreparedPhoto {
  photo: Blob;
  thumb: Blob;
  /** Size of the prepared photo. */
  width: number;
  height: number;
}

function unreadable(cause: unknown): Error {
  return photoError('photo/not-a-photo', NOT_A_PHOTO, cause);
}

/** Decodes the file, turned the way the camera's orientation tag says. */
async function decode(file: Blob): Promise<ImageBitmap> {
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

type Canvas2D = OffscreenCanvas | HTMLCanvasElement;

function newCanvas(width: number, height: number): Canvas2D {
  if (typeof OffscreenCanvas !== 'undefined') return new OffscreenCanvas(width, height);
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  return canvas;
}

function draw(source: CanvasImageSource, width: number, height: number): Canvas2D {
  const canvas = newCanvas(width, height);
  const context = canvas.getContext('2d') as
    OffscreenCanvasRenderingContext2D | CanvasRenderingContext2D | null;
  if (!context) throw new Error('This browser cannot prepare photos.');
  context.imageSmoothingEnabled = true;
  context.imageSmoothingQuality = 'high';
  context.drawImage(source, 0, 0, width, height);
  return canvas;
}

async function encode(canvas: Canvas2D): Promise<Blob> {
  if ('convertToBlob' in canvas) return canvas.convertToBlob({ type: TYPE, quality: QUALITY });
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('The photo could not be encoded.'))),
      TYPE,
      QUALITY,
    ),
  );
}

/**
 * Any phone's photo, recognised by its content (inspect-photo.ts): HEIC/HEIF through libheif
 * (decode-heif.ts), anything else through the browser's own decoder; then the same steps for all.
 */
export async function preparePhoto(file: Blob): Promise<PreparedPhoto> {
  const format = await inspectPhoto(file);
  const bitmap =
    format === 'heif'
      ? await decodeHeif(file).catch((error: unknown) => {
          throw unreadable(error);
        })
      : await decode(file);
  try {
    const size = fitWithin(bitmap.width, bitmap.height, PHOTO_MAX_EDGE);
    const photoCanvas = draw(bitmap, size.width, size.height);
    const thumbSize = fitWithin(size.width, size.height, THUMB_MAX_EDGE);
    // The thumbnail is drawn from the resized photo: a 5:1 step keeps it sharp and cheap.
    const thumbCanvas = draw(photoCanvas, thumbSize.width, thumbSize.height);
    const [photo, thumb] = await Promise.all([encode(photoCanvas), encode(thumbCanvas)]);
    return { photo, thumb, width: size.width, height: size.height };
  } finally {
    bitmap.close();
  }
}
