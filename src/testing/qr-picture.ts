/**
 * A permit's QR code as a grey picture, black on white and centred, drawn with `qrcode` at the
 * level the member's card uses (src/features/membership/components/PermitQr.tsx): the frames the
 * decoder's test reads, and the film of the e2e tests' fake camera (e2e/support/fake-camera.ts).
 */
import QRCode from 'qrcode';

/** One byte per pixel, row by row: 0 black, 255 white. */
export function qrPicture(text: string, width: number, height: number, margin: number): Uint8Array {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'L' });
  const scale = Math.floor(Math.min(width, height) / (modules.size + 2 * margin));
  if (scale < 2) throw new Error(`A QR code of ${modules.size} modules does not fit the picture.`);
  const left = Math.floor((width - modules.size * scale) / 2);
  const top = Math.floor((height - modules.size * scale) / 2);
  const grey = new Uint8Array(width * height).fill(255);
  for (let row = 0; row < modules.size; row++) {
    for (let col = 0; col < modules.size; col++) {
      if (!modules.get(row, col)) continue;
      for (let y = 0; y < scale; y++) {
        const start = (top + row * scale + y) * width + left + col * scale;
        grey.fill(0, start, start + scale);
      }
    }
  }
  return grey;
}
