/**
 * What the service worker precaches for every visitor (issue 35, point 9): the entries of the
 * built sw.js's precache list, their size as stored, gzip (-9) and Brotli, as a phone receives
 * them from Hosting (fonts and pictures are already compressed: counted as they are).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

export interface PrecacheSize {
  entries: number;
  bytes: number;
  gzipBytes: number;
  brotliBytes: number;
}

export function measurePrecache(clientDir: string): PrecacheSize {
  const sw = readFileSync(path.join(clientDir, 'sw.js'), 'utf8');
  const urls = [...sw.matchAll(/url:"([^"]+)"/g)].map((found) => found[1]!);
  const size = { entries: urls.length, bytes: 0, gzipBytes: 0, brotliBytes: 0 };
  for (const url of urls) {
    const data = readFileSync(path.join(clientDir, url));
    const packed = /\.(png|jpe?g|webp|avif|woff2?)$/.test(url);
    size.bytes += data.length;
    size.gzipBytes += packed ? data.length : gzipSync(data, { level: 9 }).length;
    size.brotliBytes += packed ? data.length : brotliCompressSync(data).length;
  }
  return size;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(measurePrecache(process.argv[2] ?? 'dist/client'));
}
