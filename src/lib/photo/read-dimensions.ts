import type { PhotoFormat } from './detect-format';

export interface Dimensions {
  width: number;
  height: number;
}

function jpegSize(view: DataView): Dimensions | undefined {
  let at = 2;
  while (at + 9 < view.byteLength) {
    if (view.getUint8(at) !== 0xff) return undefined;
    const marker = view.getUint8(at + 1);
    // Start-of-frame markers (not DHT C4, JPG C8, DAC CC) carry the frame's size.
    if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker)) {
      return { height: view.getUint16(at + 5), width: view.getUint16(at + 7) };
    }
    at += 2 + view.getUint16(at + 2);
  }
  return undefined;
}

function webpSize(view: DataView, bytes: Uint8Array): Dimensions | undefined {
  const chunk = String.fromCharCode(...bytes.subarray(12, 16));
  const u24 = (at: number) =>
    view.getUint8(at) | (view.getUint8(at + 1) << 8) | (view.getUint8(at + 2) << 16);
  if (chunk === 'VP8X') return { width: u24(24) + 1, height: u24(27) + 1 };
  if (chunk === 'VP8 ')
    return { width: view.getUint16(26, true) & 0x3fff, height: view.getUint16(28, true) & 0x3fff };
  if (chunk === 'VP8L') {
    const bits = view.getUint32(21, true);
    return { width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 };
  }
  return undefined;
}

/**
 * HEIF/AVIF: the image spatial extent ('ispe') properties in the meta box. A gridded photo (as
 * iPhones store them) lists its tiles' sizes and the whole image's: the largest is the photo.
 */
function ispeSize(view: DataView, bytes: Uint8Array): Dimensions | undefined {
  let best: Dimensions | undefined;
  for (let at = 4; at + 16 <= bytes.length; at++) {
    if (
      bytes[at] !== 0x69 ||
      bytes[at + 1] !== 0x73 ||
      bytes[at + 2] !== 0x70 ||
      bytes[at + 3] !== 0x65
    )
      continue;
    if (view.getUint32(at - 4) !== 20) continue;
    const size = { width: view.getUint32(at + 8), height: view.getUint32(at + 12) };
    if (!best || size.width * size.height > best.width * best.height) best = size;
  }
  return best;
}

/** The picture's size from its header, without decoding it; undefined when it cannot be read. */
export function readDimensions(bytes: Uint8Array, format: PhotoFormat): Dimensions | undefined {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  try {
    switch (format) {
      case 'jpeg':
        return jpegSize(view);
      case 'png':
        return { width: view.getUint32(16), height: view.getUint32(20) };
      case 'gif':
        return { width: view.getUint16(6, true), height: view.getUint16(8, true) };
      case 'webp':
        return webpSize(view, bytes);
      case 'bmp':
        return {
          width: Math.abs(view.getInt32(18, true)),
          height: Math.abs(view.getInt32(22, true)),
        };
      case 'heif':
      case 'avif':
        return ispeSize(view, bytes);
      default:
        return undefined;
    }
  } catch {
    // A header cut short (RangeError): its size is unknown, and decoding will say if it is a photo.
    return undefined;
  }
}
