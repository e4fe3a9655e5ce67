/**
 * First-load JavaScript per public route of a plain `vite build`, from the built index.html alone:
 * the entry script, the chunks it modulepreloads, and the route's own chunks from the page shell's
 * preload table (vite.config.ts, pageShell). Gzip -9 sizes, as the bench reports them.
 *
 *   npx vite build --outDir /tmp/x && npx tsx scripts/bench/first-load-js.ts /tmp/x
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export interface FirstLoad {
  path: string;
  files: number;
  gzipBytes: number;
}

export function firstLoadJs(dist: string): { entryGzip: number; routes: FirstLoad[] } {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const size = (file: string) =>
    gzipSync(readFileSync(join(dist, file.replace(/^\//, ''))), { level: 9 }).length;
  const entry = [...html.matchAll(/<script type="module"[^>]*src="([^"]+)"/g)].map((m) => m[1]!);
  const preloaded = [...html.matchAll(/<link rel="modulepreload"[^>]*href="([^"]+)"/g)].map(
    (m) => m[1]!,
  );
  const table = /var f=(\{.*?\})\[location/.exec(html)?.[1];
  const routes: Record<string, string[]> = table
    ? (JSON.parse(table) as Record<string, string[]>)
    : {};
  const shared = new Set([...entry, ...preloaded]);
  const entryGzip = [...shared].reduce((sum, file) => sum + size(file), 0);
  return {
    entryGzip,
    routes: Object.entries(routes).map(([path, files]) => {
      const all = new Set([...shared, ...files]);
      return {
        path,
        files: all.size,
        gzipBytes: [...all].reduce((sum, file) => sum + size(file), 0),
      };
    }),
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dist = process.argv[2] ?? 'dist';
  const { entryGzip, routes } = firstLoadJs(dist);
  console.log(`entry + its preloads: ${(entryGzip / 1024).toFixed(1)} KB gzip`);
  for (const route of routes) {
    console.log(
      `${route.path.padEnd(28)} ${(route.gzipBytes / 1024).toFixed(1)} KB gzip (${route.files} files)`,
    );
  }
}
