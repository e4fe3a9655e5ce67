/**
 * Builds the site for the bench (its own outDir, the bench emulators' VITE_* settings, a manifest)
 * and records, from the bundler's module graph, what each chunk holds: so a route's loaded files can
 * be checked for admin code, admin-only dependencies and Firebase Auth.
 */
import { gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';
import { buildSite as buildSiteWithRenderer, sitePaths } from '../site-server.ts';
import { ADMIN_MODULE } from './routes.ts';

export interface ChunkInfo {
  file: string;
  gzipBytes: number;
  rawBytes: number;
  isEntry: boolean;
  facade: string | null;
  /** Modules of this chunk that are admin code (ADMIN_MODULE). */
  adminModules: string[];
  /** Modules of this chunk that no public page can reach (only admin pages import them). */
  adminOnlyModules: string[];
  hasAuth: boolean;
  /** Estimated gzip bytes per package (or src folder): its share of the chunk's code. */
  parts: Record<string, number>;
}

export interface BuildInfo {
  outDir: string;
  chunks: Map<string, ChunkInfo>;
  /** Every JS chunk together, gzip: what a build without code splitting would load up front. */
  allJsGzip: number;
  cssGzip: number;
}

const isAdmin = (id: string) => ADMIN_MODULE.some((pattern) => pattern.test(id));

export const gzip = (data: Buffer | string) => gzipSync(data, { level: 9 }).length;

function short(id: string): string {
  const nodeModules = id.lastIndexOf('/node_modules/');
  if (nodeModules >= 0) return id.slice(nodeModules + 1);
  const src = id.indexOf('/src/');
  return src >= 0 ? id.slice(src + 1) : id;
}

/** "react-dom", "@mui/material", or "src/features/x" for the site's own code. */
function partOf(id: string): string {
  const nodeModules = id.lastIndexOf('/node_modules/');
  if (nodeModules >= 0) {
    const parts = id.slice(nodeModules + '/node_modules/'.length).split('/');
    return parts[0]!.startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0]!;
  }
  const src = id.indexOf('/src/');
  return src >= 0
    ? id
        .slice(src + 1)
        .split('/')
        // The catch outbox is told apart from the rest of its feature (first-load-split.ts).
        .slice(0, id.includes('/src/features/catches/outbox/') ? 4 : 3)
        .join('/')
    : 'other';
}

function moduleGraphPlugin(onInfo: (chunks: Map<string, ChunkInfo>, css: number) => void): Plugin {
  return {
    name: 'pac-bench-module-graph',
    apply: 'build',
    generateBundle(_options, bundle) {
      // What a visitor can reach: from the entry, through static and dynamic imports, never
      // entering admin modules (the admin routes' lazy imports lead there).
      const entries = [...this.getModuleIds()].filter((id) => this.getModuleInfo(id)?.isEntry);
      const reachable = new Set<string>();
      const queue = [...entries];
      while (queue.length) {
        const id = queue.pop()!;
        if (reachable.has(id) || isAdmin(id)) continue;
        reachable.add(id);
        const info = this.getModuleInfo(id);
        if (info) queue.push(...info.importedIds, ...info.dynamicallyImportedIds);
      }
      const chunks = new Map<string, ChunkInfo>();
      let css = 0;
      for (const [file, output] of Object.entries(bundle)) {
        if (output.type === 'asset') {
          if (file.endsWith('.css')) css += gzip(Buffer.from(output.source));
          continue;
        }
        const gzipBytes = gzip(output.code);
        const rendered: Record<string, number> = {};
        let renderedTotal = 0;
        for (const [id, module] of Object.entries(output.modules)) {
          rendered[partOf(id)] = (rendered[partOf(id)] ?? 0) + module.renderedLength;
          renderedTotal += module.renderedLength;
        }
        const parts: Record<string, number> = {};
        for (const [part, length] of Object.entries(rendered)) {
          parts[part] = renderedTotal ? (gzipBytes * length) / renderedTotal : 0;
        }
        chunks.set(file, {
          file,
          parts,
          gzipBytes,
          rawBytes: Buffer.byteLength(output.code),
          isEntry: output.isEntry,
          facade: output.facadeModuleId ? short(output.facadeModuleId) : null,
          adminModules: output.moduleIds.filter(isAdmin).map(short),
          // Virtual modules (the bundler's runtime, "\0"-prefixed) sit outside the import graph.
          adminOnlyModules: output.moduleIds
            .filter((id) => !id.startsWith('\0') && !reachable.has(id))
            .map(short),
          hasAuth: output.moduleIds.some((id) => id.includes('/node_modules/@firebase/auth/')),
        });
      }
      onInfo(chunks, css);
    },
  };
}

export async function buildSite(outDir: string): Promise<BuildInfo> {
  let chunks = new Map<string, ChunkInfo>();
  let cssGzip = 0;
  // The browser's files and the server renderer, as `npm run preview` and production serve them.
  await buildSiteWithRenderer(outDir, {
    logLevel: 'warn',
    build: { manifest: true },
    plugins: [
      moduleGraphPlugin((found, css) => {
        chunks = found;
        cssGzip = css;
      }),
    ],
  });
  let allJsGzip = 0;
  for (const chunk of chunks.values()) allJsGzip += chunk.gzipBytes;
  return { outDir: sitePaths(outDir).client, chunks, allJsGzip, cssGzip };
}
