import { Blob as StandardBlob, File as StandardFile } from 'node:buffer';
import { describe, expect, it } from 'vitest';
import { inspectPhoto, NOT_A_PHOTO } from './inspect-photo';
import { PHOTO_MAX_BYTES } from './photo-limits';

/** A PNG header claiming the given size: enough for the checks made before any decoding. */
function pngHeader(width: number, height: number): Uint8Array {
  const bytes = new Uint8Array(33);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  const view = new DataView(bytes.buffer);
  view.setUint32(16, width);
  view.setUint32(20, height);
  return bytes;
}

// Node's File and Blob, as browsers have them (jsdom's have no arrayBuffer()).
const file = (parts: (string | Uint8Array)[], name: string, type = '') =>
  new StandardFile(parts, name, { type }) as unknown as File;

describe('inspectPhoto', () => {
  it('refuses a text file named like a photo with one sentence', async () => {
    const text = file(['not a photo at all'], 'IMG_0001.heic', 'image/heic');
    await expect(inspectPhoto(text)).rejects.toThrow(NOT_A_PHOTO);
  });

  it('refuses a photo over 100 megapixels from its header', async () => {
    await expect(inspectPhoto(file([pngHeader(12_000, 9_000)], 'huge.png'))).rejects.toThrow(
      'That photo is over 100 megapixels. Please choose a smaller one.',
    );
    await expect(inspectPhoto(file([pngHeader(4000, 3000)], 'ok.png'))).resolves.toBe('png');
  });

  it('refuses a file over 50 MB before reading it', async () => {
    const big = new StandardBlob([new Uint8Array(PHOTO_MAX_BYTES + 1)]) as unknown as Blob;
    await expect(inspectPhoto(big)).rejects.toThrow(
      'That photo is over 50 MB. Please choose a smaller one.',
    );
  });
});
