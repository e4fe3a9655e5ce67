import { detectFormat, type PhotoFormat } from './detect-format';
import { HEADER_BYTES, PHOTO_MAX_BYTES, PHOTO_MAX_PIXELS } from './photo-limits';
import { readDimensions } from './read-dimensions';

export function photoError(code: string, message: string, cause?: unknown): Error {
  return Object.assign(new Error(message, { cause }), { code });
}

export const NOT_A_PHOTO =
  'That file is not a photo this site can read. Please choose a JPEG, HEIC, PNG or WebP picture.';

/**
 * What the chosen file is, from its content, and whether it may be decoded: a file that is no
 * picture, or one over 50 MB or 100 megapixels, is refused here with one sentence, before any
 * decoder runs.
 */
export async function inspectPhoto(file: Blob): Promise<PhotoFormat> {
  if (file.size > PHOTO_MAX_BYTES) {
    throw photoError('photo/too-large', 'That photo is over 50 MB. Please choose a smaller one.');
  }
  const head = new Uint8Array(await file.slice(0, HEADER_BYTES).arrayBuffer());
  const format = detectFormat(head);
  if (format === 'unknown') throw photoError('photo/not-a-photo', NOT_A_PHOTO);
  const size = readDimensions(head, format);
  if (size && size.width * size.height > PHOTO_MAX_PIXELS) {
    throw photoError(
      'photo/too-many-pixels',
      'That photo is over 100 megapixels. Please choose a smaller one.',
    );
  }
  return format;
}
