/**
 * The QR decoder for browsers without BarcodeDetector (Safari, Firefox): jsQR, in its own chunk,
 * named so the service worker leaves it out of every visitor's precache and keeps it once a
 * bailiff's phone has fetched it (vite.config.ts, `qr-decoder`). Chosen over ZXing's JavaScript
 * port, which missed about one permit code in five even in a sharp frame (qr-decoder.test.ts).
 */
import jsQR from 'jsqr';

/** A frame's pixels, as a canvas gives them (RGBA). */
export type Frame = Pick<ImageData, 'data' | 'width' | 'height'>;

/** The text of the QR code in the frame, if there is one. */
export function findQrCode({ data, width, height }: Frame): string | undefined {
  // Permits are dark on light, on paper or a screen: no need to try the inverted picture too.
  return jsQR(data, width, height, { inversionAttempts: 'dontInvert' })?.data || undefined;
}
