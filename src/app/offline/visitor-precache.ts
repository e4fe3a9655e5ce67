/**
 * What the service worker precaches (issue 35, point 9): a visitor's phone receives the public
 * pages' code, the member's own pages and the catch outbox, never the back office's (its editors,
 * the rich-text one alone about 140 KB gzip). Admin code is fetched when an admin opens /admin and
 * kept then by the service worker's runtime rule (vite.config.ts, cache ADMIN_CODE_CACHE).
 * Runs in Node at build time: `visitorPrecache()` is a Vite plugin that finds, from the bundle's
 * chunks, those only the admin routes reach; `withoutAdminChunks` is the Workbox
 * manifest transform that leaves them out of the precache list.
 */
import type { Plugin } from 'vite';

/**
 * Admin code: the admin route table and dashboard, admin folders of features, admin-user
 * management and the admin sign-in screens. The bench (scripts/bench/routes.ts) counts the same.
 */
export const ADMIN_MODULE: readonly RegExp[] = [
  /\/src\/app\/admin-routes\.tsx$/,
  /\/src\/app\/admin\//,
  /\/src\/features\/[^/]+\/admin\//,
  /\/src\/features\/admin-users\//,
  /\/src\/features\/auth\/components\/Admin[^/]*$/,
];

/** The runtime cache that keeps admin code once an admin has opened it. */
export const ADMIN_CODE_CACHE = 'admin-code';

const isAdmin = (id: string) => ADMIN_MODULE.some((pattern) => pattern.test(id));

/** What the bundler tells about an output chunk: enough to walk what loads what. */
export interface ChunkLinks {
  fileName: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  imports: readonly string[];
  dynamicImports: readonly string[];
}

/**
 * The chunks only the back office loads: those a visitor's page never reaches from the entries,
 * through the chunks' static and dynamic imports, without entering a chunk made for admin code
 * (the admin routes' lazy imports lead there). Walked on chunks, not modules: a module the bundler
 * tree-shook out of a visitor's chunk still counts as imported in the module graph.
 */
export function adminOnlyChunks(chunks: readonly ChunkLinks[]): string[] {
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const queue = chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName);
  const visitor = new Set<string>();
  while (queue.length) {
    const chunk = byName.get(queue.pop()!);
    if (!chunk || visitor.has(chunk.fileName)) continue;
    if (chunk.facadeModuleId && isAdmin(chunk.facadeModuleId)) continue;
    visitor.add(chunk.fileName);
    queue.push(...chunk.imports, ...chunk.dynamicImports);
  }
  return chunks.map((chunk) => chunk.fileName).filter((file) => !visitor.has(file));
}

const adminChunks = new Set<string>();

/** Records, as the client bundle is made, which of its chunks are admin code only. */
export function visitorPrecache(): Plugin {
  return {
    name: 'pac-visitor-precache',
    apply: 'build',
    generateBundle(_options, bundle) {
      if (this.environment.config.build.ssr) return;
      adminChunks.clear();
      const chunks = Object.values(bundle).flatMap((output) =>
        output.type === 'chunk' ? [output] : [],
      );
      for (const file of adminOnlyChunks(chunks)) adminChunks.add(file);
      if (adminChunks.size === 0) this.error('No admin-only chunk found: is the admin code lazy?');
    },
  };
}

/** Workbox's manifestTransforms entry: the precache list without the admin-only chunks. */
export function withoutAdminChunks<T extends { url: string }>(entries: T[]) {
  return {
    manifest: entries.filter((entry) => !adminChunks.has(entry.url.replace(/^\//, ''))),
    warnings: [],
  };
}
