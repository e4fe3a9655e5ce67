/** Photos past these are refused before decoding: a phone could not decode them without stalling. */
export const PHOTO_MAX_BYTES = 50 * 1024 * 1024;
export const PHOTO_MAX_PIXELS = 100_000_000;
/** How much of the file's start is read to find its format and size (HEIF keeps them up front). */
export const HEADER_BYTES = 512 * 1024;
