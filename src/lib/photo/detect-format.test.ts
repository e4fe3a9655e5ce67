import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { detectFormat, ftypBrands } from './detect-format';
import { readDimensions } from './read-dimensions';

const heic = new Uint8Array(readFileSync(join(process.cwd(), 'e2e/fixtures/phone-portrait.heic')));

async function encoded(format: 'jpeg' | 'png' | 'webp' | 'gif' | 'avif', width = 64, height = 48) {
  const image = sharp({ create: { width, height, channels: 3, background: '#1b5e20' } });
  return new Uint8Array(await image.toFormat(format).toBuffer());
}

/** An ISO-BMFF ftyp box with these brands, as the start of a file. */
function ftyp(major: string, ...compatible: string[]): Uint8Array {
  const text = major + '\0\0\0\0' + compatible.join('');
  const bytes = new Uint8Array(8 + text.length);
  new DataView(bytes.buffer).setUint32(0, bytes.length);
  bytes.set(
    [...'ftyp'].map((c) => c.charCodeAt(0)),
    4,
  );
  bytes.set(
    [...text].map((c) => c.charCodeAt(0)),
    8,
  );
  return bytes;
}

describe('detectFormat', () => {
  it('recognises a real HEIC photo by its ftyp brands, and reads its size from ispe', () => {
    expect(ftypBrands(heic)).toEqual(['heic', 'mif1', 'heic', 'miaf']);
    expect(detectFormat(heic)).toBe('heif');
    expect(readDimensions(heic, 'heif')).toEqual({ width: 900, height: 1200 });
  });

  it.each(['heic', 'heix', 'hevc', 'heim', 'heis', 'hevm', 'hevs', 'mif1', 'msf1'])(
    'takes the %s brand, major or compatible, as HEIF',
    (brand) => {
      expect(detectFormat(ftyp(brand))).toBe('heif');
      expect(detectFormat(ftyp('isom', 'abcd', brand))).toBe('heif');
    },
  );

  it('tells AVIF (which also lists mif1) from HEIF, and other ISO files from both', () => {
    expect(detectFormat(ftyp('avif', 'mif1', 'miaf'))).toBe('avif');
    expect(detectFormat(ftyp('isom', 'iso2', 'mp41'))).toBe('unknown');
  });

  it.each(['jpeg', 'png', 'webp', 'gif', 'avif'] as const)(
    'recognises %s and reads its size without decoding',
    async (format) => {
      const bytes = await encoded(format, 64, 48);
      expect(detectFormat(bytes)).toBe(format);
      expect(readDimensions(bytes, format)).toEqual({ width: 64, height: 48 });
    },
  );

  it('finds no picture in a text file, whatever it is called', () => {
    const text = new TextEncoder().encode('These are my fishing notes, not a photo.\n'.repeat(20));
    expect(detectFormat(text)).toBe('unknown');
    expect(detectFormat(new Uint8Array())).toBe('unknown');
  });

  it('reads no size from a header cut short', () => {
    const jpeg = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0x00]);
    expect(detectFormat(jpeg)).toBe('jpeg');
    expect(readDimensions(jpeg, 'jpeg')).toBeUndefined();
  });
});
