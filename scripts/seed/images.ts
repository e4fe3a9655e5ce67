/**
 * Demo pictures, drawn here from SVG with sharp, so the project downloads nothing. Each is a small
 * JPEG: water, a fish or a portrait, and a caption. Each is drawn once per machine (kept in
 * .cache/seed-images/ under a hash of what it is drawn from): the end-to-end tests put the demo
 * club back after every file that changes it, and drawing its 90 pictures took most of that.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const CACHE_DIR = fileURLToPath(new URL('../../.cache/seed-images/', import.meta.url));

/** The picture `draw` makes from `source`, drawn only if no earlier seed kept it. */
async function drawnOnce(source: string | Buffer, draw: () => Promise<Buffer>): Promise<Buffer> {
  const file = path.join(CACHE_DIR, `${createHash('sha256').update(source).digest('hex')}.jpg`);
  try {
    return readFileSync(file);
  } catch {
    const image = await draw();
    mkdirSync(CACHE_DIR, { recursive: true });
    // Written whole under another name first: a seed running beside this one never reads half.
    const partial = `${file}.${process.pid}`;
    writeFileSync(partial, image);
    renameSync(partial, file);
    return image;
  }
}

function escape(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function hue(seed: string): number {
  let h = 0;
  for (const c of seed) h = (h * 31 + c.charCodeAt(0)) % 360;
  return h;
}

function render(svg: string, width: number, height: number, quality = 78): Promise<Buffer> {
  return drawnOnce(`${width}x${height}q${quality}\n${svg}`, () =>
    sharp(Buffer.from(svg)).resize(width, height).jpeg({ quality, mozjpeg: true }).toBuffer(),
  );
}

/** A landscape of water and reeds with a caption. */
export function sceneImage(caption: string, width = 1200, height = 675): Promise<Buffer> {
  const h = hue(caption);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="hsl(${(h + 180) % 360},60%,80%)"/><stop offset="1" stop-color="#e8f1e4"/></linearGradient>
  <linearGradient id="water" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="hsl(${(h % 60) + 170},45%,42%)"/><stop offset="1" stop-color="#0b3d3a"/></linearGradient></defs>
  <rect width="100%" height="45%" fill="url(#sky)"/>
  <rect y="45%" width="100%" height="55%" fill="url(#water)"/>
  <ellipse cx="20%" cy="45%" rx="30%" ry="7%" fill="#2e5d2c"/>
  <ellipse cx="85%" cy="46%" rx="25%" ry="6%" fill="#3f7a35"/>
  ${Array.from({ length: 14 }, (_, i) => `<rect x="${4 + i * 2.2}%" y="${33 + (i % 3) * 2}%" width="0.5%" height="${16 - (i % 4)}%" fill="#55421f"/>`).join('')}
  <text x="50%" y="82%" font-family="DejaVu Sans, Arial, sans-serif" font-size="${Math.round(height / 12)}" fill="#ffffff" text-anchor="middle" opacity="0.9">${escape(caption)}</text>
</svg>`;
  return render(svg, width, height);
}

/** A fish on a keep-net background, as a catch photo. */
export function catchImage(
  fish: string,
  member: string,
  width = 1200,
  height = 900,
): Promise<Buffer> {
  const h = hue(fish);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <rect width="100%" height="100%" fill="hsl(${(h + 90) % 360},30%,35%)"/>
  <rect y="70%" width="100%" height="30%" fill="hsl(${(h + 90) % 360},35%,25%)"/>
  <ellipse cx="48%" cy="45%" rx="30%" ry="15%" fill="hsl(${h},45%,55%)" stroke="#222" stroke-width="4"/>
  <polygon points="${0.76 * width},${0.45 * height} ${0.92 * width},${0.3 * height} ${0.92 * width},${0.6 * height}" fill="hsl(${h},45%,45%)" stroke="#222" stroke-width="4"/>
  <circle cx="${0.26 * width}" cy="${0.42 * height}" r="${width / 60}" fill="#111"/>
  <text x="50%" y="86%" font-family="DejaVu Sans, Arial, sans-serif" font-size="${Math.round(height / 14)}" fill="#fff" text-anchor="middle">${escape(`${fish} - ${member}`)}</text>
</svg>`;
  return render(svg, width, height);
}

/** A plain portrait with initials, as a committee member's photo. */
export function portraitImage(name: string, size = 400): Promise<Buffer> {
  const h = hue(name);
  const initials = name
    .split(/\s+/)
    .map((part) => part[0] ?? '')
    .join('')
    .slice(0, 2);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}">
  <rect width="100%" height="100%" fill="hsl(${h},35%,75%)"/>
  <circle cx="50%" cy="38%" r="22%" fill="hsl(${h},25%,45%)"/>
  <ellipse cx="50%" cy="95%" rx="38%" ry="30%" fill="hsl(${h},25%,45%)"/>
  <text x="50%" y="44%" font-family="DejaVu Sans, Arial, sans-serif" font-size="${size / 6}" fill="#fff" text-anchor="middle">${escape(initials)}</text>
</svg>`;
  return render(svg, size, size);
}

/**
 * The thumbnail the catches list shows: about 400 px wide, WebP as a member's browser makes it
 * (src/features/catches/photo/prepare-photo.ts).
 */
export function thumbnail(image: Buffer, width = 400): Promise<Buffer> {
  return drawnOnce(Buffer.concat([Buffer.from(`webp thumbnail ${width}\n`), image]), () =>
    sharp(image).resize({ width }).webp({ quality: 70 }).toBuffer(),
  );
}

/**
 * A demo picture's variants as the site's upload makes them (src/config/picture-sizes.ts): WebP
 * at each width, here with sharp, so dev and the tests show the public pages as members see them.
 */
export function webpVariants(
  image: Buffer,
  widths: number[],
): Promise<{ width: number; data: Buffer }[]> {
  return Promise.all(
    widths.map(async (width) => ({
      width,
      data: await drawnOnce(Buffer.concat([Buffer.from(`webp ${width}\n`), image]), () =>
        sharp(image).resize({ width }).webp({ quality: 70 }).toBuffer(),
      ),
    })),
  );
}
