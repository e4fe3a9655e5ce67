/**
 * What the service worker precaches (issue 35, point 9): a visitor's phone receives the code of the
 * public pages a visitor reads, and not the code of what is opened only on purpose: the back office
 * (its editors, the rich-text one alone about 140 KB gzip), a member's own pages, joining, day
 * tickets, the catch form, and what only those load (Firebase Auth and Storage, the QR code). That
 * code is fetched when it is first used and kept then by the service worker's runtime rule
 * (vite.config.ts, cache ON_DEMAND_CODE_CACHE), so it works with no signal from then on; the app
 * fetches ahead what a phone will need at the water (features/membership/keep-card-code.ts: the
 * card, with Auth; /catches: the catch form, with the Auth and Storage its sending loads,
 * features/catches/outbox/sending-code.ts).
 * Runs in Node at build time: `visitorPrecache()` is a Vite plugin that finds, from the bundle's
 * chunks, those only that code reaches; `withoutOnDemandChunks` is the Workbox manifest transform
 * that leaves them out of the precache list.
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

/**
 * What a visitor reading the public pages never loads, but opens on purpose: a member's own pages
 * and sign-in, joining, day tickets (buying one, and a ticket's own page), the catch form and the
 * list of catches waiting on this phone with the outbox that sends them; a member's own reads; and
 * the libraries only those load: Firebase Auth (a member's session, a catch's anonymous
 * identity), Cloud Storage (a catch's photo upload), the QR code drawn on a card or ticket. A catch
 * saved with no signal is sent with Auth and Storage once the signal returns: /catches fetches
 * them ahead with the form, and the sending loads them only as it sends, again at the next chance
 * if that failed (lib/load-once.ts, features/catches/outbox).
 */
export const ON_PURPOSE_MODULE: readonly RegExp[] = [
  /\/src\/features\/membership\/components\/(Account|Card|SignIn|DayTicket|DayTickets|Join)Page\.tsx$/,
  /\/src\/features\/membership\/api\/read-my-account\.ts$/,
  /\/src\/features\/catches\/components\/(SubmitCatchDialog|QueuedCatches)\.tsx$/,
  /\/src\/features\/catches\/outbox\/catch-outbox\.ts$/,
  /\/node_modules\/@?firebase\/(auth|storage)\//,
  /\/node_modules\/qrcode\//,
  // The wide navbar's dropdown of the waters: never a phone's (app/layout/WatersMenu.tsx).
  /\/src\/app\/layout\/WatersDropdown\.tsx$/,
  // The public pages' server half: the renderer's, never the browser's (app/public-pages.tsx).
  /\/src\/app\/public-pages-server\.ts$/,
];

/** The runtime cache that keeps code left out of the precache once it has been used. */
export const ON_DEMAND_CODE_CACHE = 'on-demand-code';

const isAdmin = (id: string) => ADMIN_MODULE.some((pattern) => pattern.test(id));
const isOnDemand = (id: string) =>
  isAdmin(id) || ON_PURPOSE_MODULE.some((pattern) => pattern.test(id));

/** What the bundler tells about an output chunk: enough to walk what loads what. */
export interface ChunkLinks {
  fileName: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  /** The modules in it (a chunk of a library's code has no facade when others share it). */
  moduleIds: readonly string[];
  imports: readonly string[];
  dynamicImports: readonly string[];
}

/** A chunk made for such code: by what it is made for, or all it holds. */
function madeOnDemand(chunk: ChunkLinks): boolean {
  if (chunk.facadeModuleId) return isOnDemand(chunk.facadeModuleId);
  return chunk.moduleIds.length > 0 && chunk.moduleIds.every(isOnDemand);
}

/**
 * The chunks only code opened on purpose loads: those a visitor's page never reaches from the
 * entries, through the chunks' static and dynamic imports, without a dynamic import of a chunk made
 * for such code (the lazy imports of the admin routes, a member's pages, the catch form lead there;
 * what a visitor's chunk imports statically it needs, whatever it is). Walked on chunks, not
 * modules: a module the bundler tree-shook out of a visitor's chunk still counts as imported in the
 * module graph.
 */
export function onDemandChunks(chunks: readonly ChunkLinks[]): string[] {
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const queue = chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName);
  const visitor = new Set<string>();
  while (queue.length) {
    const chunk = byName.get(queue.pop()!);
    if (!chunk || visitor.has(chunk.fileName)) continue;
    visitor.add(chunk.fileName);
    queue.push(
      ...chunk.imports,
      ...chunk.dynamicImports.filter((file) => {
        const target = byName.get(file);
        return !target || !madeOnDemand(target);
      }),
    );
  }
  return chunks.map((chunk) => chunk.fileName).filter((file) => !visitor.has(file));
}

const onDemand = new Set<string>();

/** Records, as the client bundle is made, which of its chunks are code opened on purpose only. */
export function visitorPrecache(): Plugin {
  return {
    name: 'pac-visitor-precache',
    apply: 'build',
    generateBundle(_options, bundle) {
      if (this.environment.config.build.ssr) return;
      onDemand.clear();
      const chunks = Object.values(bundle).flatMap((output) =>
        output.type === 'chunk' ? [output] : [],
      );
      for (const file of onDemandChunks(chunks)) onDemand.add(file);
      const admin = chunks.some(
        (chunk) => onDemand.has(chunk.fileName) && isAdmin(chunk.facadeModuleId ?? ''),
      );
      if (!admin) this.error('No admin-only chunk found: is the admin code lazy?');
    },
  };
}

/** Workbox's manifestTransforms entry: the precache list without the chunks opened on purpose. */
export function withoutOnDemandChunks<T extends { url: string }>(entries: T[]) {
  return {
    manifest: entries.filter((entry) => !onDemand.has(entry.url.replace(/^\//, ''))),
    warnings: [],
  };
}
