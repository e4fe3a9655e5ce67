import { CompactSign, generateKeyPair } from 'jose';
import { describe, expect, it } from 'vitest';
import { PERMIT_CLAIMS } from '../../../../admin-server/test/support/permits';
import { qrPicture } from '../../../testing/qr-picture';
import { findQrCode, type Frame } from './qr-decoder';

// Six pixels a module, as the camera sees a card held close: ZXing-js missed more at this size.
const SIZE = 440;

/** The picture as a canvas's RGBA pixels. */
function frame(grey: Uint8Array): Frame {
  const data = new Uint8ClampedArray(grey.length * 4);
  grey.forEach((value, index) => {
    data.set([value, value, value, 255], index * 4);
  });
  return { data, width: SIZE, height: SIZE };
}

describe("the scanner's decoder (phones without BarcodeDetector)", () => {
  it('reads every permit code, as the card draws it', async () => {
    // ES256 signatures differ at each signing, so each code is a new pattern: ZXing's JavaScript
    // port missed about one in five of them, in frames as sharp as these.
    const { privateKey } = await generateKeyPair('ES256');
    const tokens = await Promise.all(
      Array.from({ length: 30 }, (_, index) =>
        new CompactSign(
          new TextEncoder().encode(JSON.stringify({ ...PERMIT_CLAIMS, jti: `permit-${index}` })),
        )
          .setProtectedHeader({ alg: 'ES256', kid: 'k1', typ: 'pac-permit' })
          .sign(privateKey),
      ),
    );
    const read = tokens.map((token) => findQrCode(frame(qrPicture(token, SIZE, SIZE, 2))));
    expect(read).toEqual(tokens);
  });

  it('finds nothing in a frame with no code', () => {
    expect(findQrCode(frame(new Uint8Array(SIZE * SIZE).fill(255)))).toBeUndefined();
  });
});
