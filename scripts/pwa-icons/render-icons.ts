/**
 * Renders the favicon and the installable app's icons (public/icons/*.png, committed) from one SVG
 * of the club's "PAC" mark: `npx tsx scripts/pwa-icons/render-icons.ts`.
 * - the favicon and "any" icons: the rounded green tile. The favicon is a PNG, not an SVG: Chromium
 *   lays out an SVG favicon's text in a document of its own on the page's main thread, which on a
 *   phone took 13-59 ms (4× CPU slowdown) around the first paint.
 * - "maskable": full-bleed green with the text inside the central 80 % safe zone, since Android
 *   crops maskable icons to a circle or squircle of its own choosing.
 */
import { mkdirSync } from 'node:fs';
import sharp from 'sharp';

const GREEN = '#1b5e20';

function svg(size: number, maskable: boolean): string {
  const radius = maskable ? 0 : size * 0.19;
  const fontSize = size * (maskable ? 0.26 : 0.34);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">
  <rect width="${size}" height="${size}" rx="${radius}" fill="${GREEN}"/>
  <text x="50%" y="50%" dy="0.35em" font-family="DejaVu Sans, Arial, sans-serif" font-size="${fontSize}"
    font-weight="700" fill="#fff" text-anchor="middle" letter-spacing="${size * 0.01}">PAC</text>
</svg>`;
}

const out = new URL('../../public/icons/', import.meta.url);
mkdirSync(out, { recursive: true });
const icons = [
  { file: 'favicon-48.png', size: 48, maskable: false },
  { file: 'icon-192.png', size: 192, maskable: false },
  { file: 'icon-512.png', size: 512, maskable: false },
  { file: 'maskable-512.png', size: 512, maskable: true },
  { file: 'apple-touch-icon-180.png', size: 180, maskable: true },
];
for (const { file, size, maskable } of icons) {
  await sharp(Buffer.from(svg(size, maskable)))
    .png({ compressionLevel: 9 })
    .toFile(new URL(file, out).pathname);
  console.info(`public/icons/${file}`);
}
