/**
 * A camera that films a QR code, for the bailiff's scanner: Chromium plays a Y4M file as its
 * camera (`--use-file-for-fake-video-capture`), so the page's getUserMedia sees the code as a
 * phone held over a permit would. The code is drawn with `qrcode`, the library the member's card
 * uses (src/features/members/components/PermitQr.tsx), at its error correction level.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import QRCode from 'qrcode';

const WIDTH = 640;
const HEIGHT = 480;
/** Light margin around the code, in modules (the standard asks for four). */
const QUIET = 4;

/**
 * One 4:2:0 Y4M frame of `text` as a QR code, black on white, centred: luma is the code, and both
 * chroma planes are neutral grey, so the picture has no colour.
 */
export function qrY4m(text: string): Buffer {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'L' });
  const scale = Math.floor(Math.min(WIDTH, HEIGHT) / (modules.size + 2 * QUIET));
  if (scale < 2) throw new Error(`A QR code of ${modules.size} modules does not fit the frame.`);
  const left = Math.floor((WIDTH - modules.size * scale) / 2);
  const top = Math.floor((HEIGHT - modules.size * scale) / 2);
  const luma = Buffer.alloc(WIDTH * HEIGHT, 255);
  for (let row = 0; row < modules.size; row++) {
    for (let col = 0; col < modules.size; col++) {
      if (!modules.get(row, col)) continue;
      for (let y = 0; y < scale; y++) {
        const start = (top + row * scale + y) * WIDTH + left + col * scale;
        luma.fill(0, start, start + scale);
      }
    }
  }
  const chroma = Buffer.alloc((WIDTH / 2) * (HEIGHT / 2) * 2, 128);
  return Buffer.concat([
    Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F10:1 Ip A1:1 C420jpeg\n`),
    Buffer.from('FRAME\n'),
    luma,
    chroma,
  ]);
}

/** Chromium's arguments for a camera filming `text` as a QR code (the file goes in a temp dir). */
export function fakeCameraArgs(text: string): string[] {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'pac-camera-')), 'permit.y4m');
  writeFileSync(file, qrY4m(text));
  return [
    '--use-fake-ui-for-media-stream',
    '--use-fake-device-for-media-stream',
    `--use-file-for-fake-video-capture=${file}`,
  ];
}
