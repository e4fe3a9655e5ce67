/**
 * The one picture pipeline of the site, in the browser, for members' catch photos and the back
 * office's pictures alike: the file is recognised by its content (inspect-photo.ts), decoded upright
 * (HEIC/HEIF through libheif, decode-heif.ts, loaded only then; anything else through the browser's
 * own decoder, turned as the camera's orientation tag says), scaled down to where it is shown, and
 * re-encoded as JPEG. Re-encoding through a canvas writes pixels only, so the camera's EXIF metadata
 * (GPS position included) is dropped.
 */
import { decodeHeif } from './decode-heif';
import { fitInBox } from './fit-within';
import { inspectPhoto, NOT_A_PHOTO, photoError } from './inspect-photo';

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

/** The canvas's pixels as a JPEG, with no metadata. */
export async function encodeJpeg(canvas: Canvas2D): Promise<Blob> {
  if ('convertToBlob' in canvas) {
    return canvas.convertToBlob({ type: PICTURE_TYPE, quality: QUALITY });
  }
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('The photo could not be encoded.'))),
      PICTURE_TYPE,
      QUALITY,
    ),
  );
}

export interface PreparedPicture {
  /** The picture as stored: JPEG, upright, no EXIF, within the box. */
  picture: Blob;
  width: number;
  height: number;
  /** The size of the picture as chosen (upright), before scaling. */
  original: { width: number; height: number };
}

/** The chosen file, upright, scaled down (never up) into maxWidth x maxHeight, as a JPEG. */
export async function preparePicture(
  file: Blob,
  box: { maxWidth: number; maxHeight: number },
): Promise<PreparedPicture> {
  const bitmap = await decodePicture(file);
  try {
    const size = fitInBox(bitmap.width, bitmap.height, box.maxWidth, box.maxHeight);
    const picture = await encodeJpeg(drawScaled(bitmap, size.width, size.height));
    return { picture, ...size, original: { width: bitmap.width, height: bitmap.height } };
  } finally {
    bitmap.close();
  }
}
