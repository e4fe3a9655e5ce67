/**
 * A camera that films a QR code, for the bailiff's scanner: Chromium plays a Y4M file as its
 * camera (`--use-file-for-fake-video-capture`), so the page's getUserMedia sees the code as a
 * phone held over a permit would. The film starts on a blank page and the code comes into view
 * after half a second (then loops), so the scanner must keep looking, as on the bank.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { qrPicture } from '../../src/testing/qr-picture';

const WIDTH = 640;
const HEIGHT = 480;
/** Frames a second, and how many of them show nothing before the code. */
const FPS = 10;
const BLANK_FRAMES = 5;
const CODE_FRAMES = 10;

/** A 4:2:0 Y4M film of `text` as a QR code: luma is the picture, both chroma planes neutral. */
function qrY4m(text: string): Buffer {
  const code = Buffer.from(qrPicture(text, WIDTH, HEIGHT, 4));
  const blank = Buffer.alloc(WIDTH * HEIGHT, 255);
  const chroma = Buffer.alloc((WIDTH / 2) * (HEIGHT / 2) * 2, 128);
  const lumas = [
    ...Array<Buffer>(BLANK_FRAMES).fill(blank),
    ...Array<Buffer>(CODE_FRAMES).fill(code),
  ];
  return Buffer.concat([
    Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F${FPS}:1 Ip A1:1 C420jpeg\n`),
    ...lumas.flatMap((luma) => [Buffer.from('FRAME\n'), luma, chroma]),
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
