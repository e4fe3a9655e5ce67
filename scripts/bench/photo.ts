/**
 * The photo pipeline in Chromium: a 12-megapixel JPEG of about 5 MB (generated here: a scene with
 * camera-like noise) goes through the site's own preparePhoto(file) in a bench-only page, built only
 * by the bench. Reports the bytes it would upload against uploading the photo as taken, and the time
 * the resize takes against the time Chromium needs merely to decode the same photo.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import sharp from 'sharp';
import { build, preview } from 'vite';
import { HOST } from '../emulators/config.ts';
import { sceneImage } from '../seed/images.ts';
import { BENCH_DIR, PHOTO_DIST, PHOTO_PAGE_PORT } from './config.ts';
import { median } from './lighthouse.ts';

const PIPELINE = path.resolve('src/features/catches/photo/prepare-photo.ts');
const WIDTH = 4000;
const HEIGHT = 3000;

export interface PhotoMeasure {
  available: boolean;
  note?: string;
  inputBytes: number;
  /** Blob outputs of preparePhoto by name, in bytes, with their pixel sizes. */
  outputs: Record<string, { bytes: number; width: number; height: number }>;
  resizeMs: number;
  decodeMs: number;
  runs: number;
  /** The same photo as HEIC (heif-enc from the JPEG) through the same preparePhoto, same run. */
  heic?: {
    available: boolean;
    note?: string;
    inputBytes: number;
    resizeMs: number;
    firstMs: number;
  };
}

/** A 4000x3000 scene with gaussian noise, as a phone camera's ~5 MB JPEG. */
export async function twelveMegapixelJpeg(): Promise<Buffer> {
  const base = await sharp(await sceneImage('A big carp at Weston', WIDTH, HEIGHT))
    .raw()
    .toBuffer();
  const noise = await sharp({
    create: {
      width: WIDTH,
      height: HEIGHT,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 18 },
    },
  })
    .raw()
    .toBuffer();
  for (let i = 0; i < base.length; i++)
    base[i] = Math.max(0, Math.min(255, base[i]! + noise[i]! - 128));
  return sharp(base, { raw: { width: WIDTH, height: HEIGHT, channels: 3 } })
    .jpeg({ quality: 90 })
    .toBuffer();
}

const PAGE_HTML = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>photo bench</title></head>
<body><label>Photo <input type="file" id="file" accept="image/*"></label>
<label>HEIC <input type="file" id="heic"></label>
<script type="module" src="./main.ts"></script></body></html>`;

const PAGE_SCRIPT = `import { preparePhoto } from ${JSON.stringify(PIPELINE)};
async function sizeOf(blob) {
  const bitmap = await createImageBitmap(blob);
  const size = { bytes: blob.size, width: bitmap.width, height: bitmap.height };
  bitmap.close();
  return size;
}
window.benchPhoto = async () => {
  const file = document.getElementById('file').files[0];
  const started = performance.now();
  const prepared = await preparePhoto(file);
  const resizeMs = performance.now() - started;
  const outputs = {};
  if (prepared instanceof Blob) outputs.photo = await sizeOf(prepared);
  else for (const [name, value] of Object.entries(prepared ?? {}))
    if (value instanceof Blob) outputs[name] = await sizeOf(value);
  const decodeStarted = performance.now();
  const bitmap = await createImageBitmap(file);
  const decodeMs = performance.now() - decodeStarted;
  bitmap.close();
  return { resizeMs, decodeMs, outputs };
};
window.benchHeic = async () => {
  const started = performance.now();
  await preparePhoto(document.getElementById('heic').files[0]);
  return performance.now() - started;
};
window.benchReady = true;
`;

/** The JPEG as a HEIC, with libheif's encoder (Debian's libheif-examples), or why it cannot be. */
async function asHeic(jpeg: Buffer): Promise<Buffer | string> {
  const input = path.join(BENCH_DIR, 'photo-12mp.jpg');
  const output = path.join(BENCH_DIR, 'photo-12mp.heic');
  await writeFile(input, jpeg);
  try {
    execFileSync('heif-enc', ['-q', '80', '-o', output, input], { stdio: 'ignore' });
  } catch {
    return 'heif-enc (Debian package libheif-examples) is not installed';
  }
  return readFile(output);
}

export async function measurePhotoPipeline(browser: Browser, runs: number): Promise<PhotoMeasure> {
  const empty: PhotoMeasure = {
    available: false,
    inputBytes: 0,
    outputs: {},
    resizeMs: NaN,
    decodeMs: NaN,
    runs: 0,
  };
  if (!existsSync(PIPELINE)) {
    return { ...empty, note: 'src/features/catches/photo/prepare-photo.ts does not exist yet' };
  }
  const root = path.join(BENCH_DIR, 'photo-page');
  await mkdir(root, { recursive: true });
  await writeFile(path.join(root, 'index.html'), PAGE_HTML);
  await writeFile(path.join(root, 'main.ts'), PAGE_SCRIPT);
  await build({
    root,
    configFile: false,
    logLevel: 'warn',
    build: { outDir: path.resolve(PHOTO_DIST), emptyOutDir: true },
  });
  const server = await preview({
    root,
    configFile: false,
    logLevel: 'warn',
    build: { outDir: path.resolve(PHOTO_DIST) },
    preview: { port: PHOTO_PAGE_PORT, strictPort: true, host: HOST },
  });
  const photo = await twelveMegapixelJpeg();
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto(`http://${HOST}:${PHOTO_PAGE_PORT}/`);
    await page.waitForFunction(() => (window as { benchReady?: boolean }).benchReady === true);
    await page.locator('#file').setInputFiles({
      name: 'IMG_0001.jpg',
      mimeType: 'image/jpeg',
      buffer: photo,
    });
    const results: { resizeMs: number; decodeMs: number; outputs: PhotoMeasure['outputs'] }[] = [];
    for (let run = 0; run < runs; run++) {
      results.push(
        await page.evaluate(() =>
          (
            window as unknown as {
              benchPhoto: () => Promise<{
                resizeMs: number;
                decodeMs: number;
                outputs: PhotoMeasure['outputs'];
              }>;
            }
          ).benchPhoto(),
        ),
      );
    }
    const heicFile = await asHeic(photo);
    let heic: PhotoMeasure['heic'];
    if (typeof heicFile === 'string') {
      heic = { available: false, note: heicFile, inputBytes: 0, resizeMs: NaN, firstMs: NaN };
    } else {
      await page.locator('#heic').setInputFiles({
        name: 'IMG_0001.HEIC',
        mimeType: '',
        buffer: heicFile,
      });
      const times: number[] = [];
      for (let run = 0; run < runs; run++) {
        times.push(
          await page.evaluate(() =>
            (window as unknown as { benchHeic: () => Promise<number> }).benchHeic(),
          ),
        );
      }
      heic = {
        available: true,
        inputBytes: heicFile.length,
        // The first run also downloads and compiles the decoder (heic-to, about 3 MB).
        firstMs: times[0]!,
        resizeMs: median(times.slice(1).length ? times.slice(1) : times),
      };
    }
    return {
      heic,
      available: true,
      inputBytes: photo.length,
      outputs: results.at(-1)!.outputs,
      resizeMs: median(results.map((r) => r.resizeMs)),
      decodeMs: median(results.map((r) => r.decodeMs)),
      runs,
    };
  } catch (error) {
    return { ...empty, note: `the pipeline failed in Chromium: ${(error as Error).message}` };
  } finally {
    await context.close();
    (server.httpServer as Server).closeAllConnections();
    (server.httpServer as Server).close();
  }
}
