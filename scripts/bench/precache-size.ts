/**
 * What the service worker precaches for every visitor (issue 35, point 9): the entries of the
 * built sw.js's precache list, their size as stored, gzip (-9) and Brotli, as a phone receives
 * them from Hosting (fonts and pictures are already compressed: counted as they are). The bench
 * reads a build's files; e2e/offline.spec.ts the same list from the served site.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

/**
 * What a visitor's phone precaches at most, Brotli (issue 35, point 9). Firebase Auth and Cloud
 * Storage are not in it (src/app/offline/visitor-precache.ts): /catches fetches them ahead for a
 * catch saved with no signal, and a member's card for its session, so they are kept as used.
 */
export const PRECACHE_LIMIT = 300 * 1024;

export interface PrecacheSize {
  entries: number;
  bytes: number;
  gzipBytes: number;
  brotliBytes: number;
}

/** The URLs of a built sw.js's precache list, as written there (relative to the site's root). */
export function precacheUrls(sw: string): string[] {
  return [...sw.matchAll(/url:"([^"]+)"/g)].map((found) => found[1]!);
}

/** Adds one precached file to `size`. */
export function addPrecached(size: PrecacheSize, url: string, data: Buffer): void {
  const packed = /\.(png|jpe?g|webp|avif|woff2?)$/.test(url);
  size.entries += 1;
  size.bytes += data.length;
  size.gzipBytes += packed ? data.length : gzipSync(data, { level: 9 }).length;
  size.brotliBytes += packed ? data.length : brotliCompressSync(data).length;
}

export function measurePrecache(clientDir: string): PrecacheSize {
  const sw = readFileSync(path.join(clientDir, 'sw.js'), 'utf8');
  const size = { entries: 0, bytes: 0, gzipBytes: 0, brotliBytes: 0 };
  for (const url of precacheUrls(sw))
    addPrecached(size, url, readFileSync(path.join(clientDir, url)));
  return size;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(measurePrecache(process.argv[2] ?? 'dist/client'));
}
