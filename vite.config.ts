/// <reference types="vitest/config" />
import react from '@vitejs/plugin-react';
import type { OutputBundle, OutputChunk } from 'rolldown';
import { defineConfig, minifySync, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { PUBLIC_PAGES } from './src/app/public-pages.ts';
import { STORAGE_IMAGE_CACHE } from './src/config/constants.ts';
import { OFFLINE_DATA_MAX_AGE_MS } from './src/features/offline/offline-limits.ts';
import {
  BUILD_META_NAME,
  paintBootPage,
  SNAPSHOT_CLASS,
  SNAPSHOT_KEY_PREFIX,
} from './src/lib/boot-page-script.ts';
import { startEarlyReads } from './src/lib/early-read-script.ts';
import { EARLY_ANSWER_MAX_AGE_MS, earlyRequests } from './src/lib/early-reads.ts';

/** Where the built site reaches Firestore and Storage: the same settings as src/config/env.ts. */
function firebaseTarget(env: Record<string, string | undefined>) {
  const projectId = env.VITE_FIREBASE_PROJECT_ID ?? 'demo-pac';
  const emulated = (env.VITE_USE_EMULATORS ?? String(projectId.startsWith('demo-'))) === 'true';
  const host = env.VITE_EMULATOR_HOST ?? '127.0.0.1';
  return {
    projectId,
    apiKey: env.VITE_FIREBASE_API_KEY ?? 'demo-api-key',
    firestore: emulated
      ? `http://${host}:${env.VITE_FIRESTORE_EMULATOR_PORT ?? 8080}`
      : 'https://firestore.googleapis.com',
    storage: emulated
      ? `http://${host}:${env.VITE_STORAGE_EMULATOR_PORT ?? 9199}`
      : 'https://firebasestorage.googleapis.com',
  };
}

/**
 * Preconnect hints for Firestore and Storage, so the browser opens those connections while the
 * app's JavaScript downloads instead of after it: every public page reads Firestore first thing,
 * and its largest image comes from Storage.
 */
function preconnectFirebase(): Plugin {
  let origins: { href: string; cors: boolean }[] = [];
  return {
    name: 'pac-preconnect-firebase',
    configResolved({ env }) {
      const { firestore, storage } = firebaseTarget(env);
      // Firestore is fetched with CORS; images are plain (no-CORS) requests.
      origins = [
        { href: firestore, cors: true },
        { href: storage, cors: false },
      ];
    },
    transformIndexHtml: () =>
      origins.map(({ href, cors }) => ({
        tag: 'link',
        attrs: { rel: 'preconnect', href, ...(cors ? { crossorigin: '' } : {}) },
        injectTo: 'head-prepend' as const,
      })),
  };
}

/**
 * Three small scripts for the built index.html, chosen by the opened path (PUBLIC_PAGES):
 * - first in the head, the page's first Firestore reads and its largest image, sent before any of
 *   the app's JavaScript has arrived; the Firestore SDK is handed those answers when it asks
 *   (src/lib/early-read-script.ts, src/lib/early-reads.ts).
 * - in the head, modulepreload links for that page's chunks. Every public page is a lazy chunk,
 *   which alone would make the browser wait for the whole entry to download and run before it
 *   even asked for the page; preloaded, it downloads alongside the entry.
 * - after the root element, under the boot navbar, the page as this browser last saw it (a snapshot
 *   kept by features/offline/page-snapshots.ts, only if this very build kept it and it is not older
 *   than the offline data's limit), else the page's heading: a phone on a slow network shows what
 *   page it is getting from the HTML alone (src/lib/boot-page-script.ts). Either is a picture
 *   (inert, aria-hidden, like the boot bar); React replaces it when it renders.
 * The build's stamp (a hash of every output file's name, which carry content hashes) is written in
 * a <meta>, so the app stamps its snapshots with it and a new deployment never paints an old one.
 */
/** A short stamp of a build: FNV-1a of its output files' names (content-hashed). */
function buildStamp(files: string[]): string {
  let hash = 0x811c9dc5;
  for (const char of [...files].sort().join('\n')) {
    hash ^= char.charCodeAt(0);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(36);
}

function pageShell(): Plugin {
  let earlyReads = '';
  return {
    name: 'pac-page-shell',
    apply: 'build',
    configResolved({ env }) {
      const { firestore, projectId, apiKey } = firebaseTarget(env);
      const table = earlyRequests({ origin: firestore, projectId, apiKey });
      earlyReads = `(${startEarlyReads.toString()})(window,${JSON.stringify(table)},${EARLY_ANSWER_MAX_AGE_MS})`;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        if (!bundle) return;
        const chunks = Object.values(bundle as OutputBundle).filter(
          (item): item is OutputChunk => item.type === 'chunk',
        );
        const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        const withImports = (chunk: OutputChunk, into = new Set<string>()) => {
          if (into.has(chunk.fileName)) return into;
          into.add(chunk.fileName);
          for (const file of chunk.imports) {
            const imported = byFile.get(file);
            if (imported) withImports(imported, into);
          }
          return into;
        };
        const entry = chunks.find((chunk) => chunk.isEntry);
        if (!entry) return;
        const loadedByEntry = withImports(entry);
        const files: Record<string, string[]> = {};
        const headings: Record<string, string> = {};
        for (const [path, { module, heading }] of Object.entries(PUBLIC_PAGES)) {
          const page = chunks.find((chunk) => chunk.facadeModuleId?.endsWith(`/${module}`));
          if (!page) throw new Error(`pageShell: no chunk renders ${module} (${path})`);
          files[path] = [...withImports(page)]
            .filter((file) => !loadedByEntry.has(file))
            .map((file) => `/${file}`);
          headings[path] = heading;
        }
        // The opened path without a trailing slash ("/catches/" is "/catches").
        const path = `location.pathname.replace(/(.)\\/+$/,'$1')`;
        const preload = `(function(){var f=${JSON.stringify(files)}[${path}];if(f)f.forEach(function(h){var l=document.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=h;document.head.appendChild(l)})})()`;
        const build = buildStamp(Object.keys(bundle));
        const args = [
          headings,
          build,
          OFFLINE_DATA_MAX_AGE_MS,
          SNAPSHOT_KEY_PREFIX,
          SNAPSHOT_CLASS,
        ];
        // Minified: it is in every first load.
        const page = minifySync(
          'boot-page.js',
          `(${paintBootPage.toString()})(window,${args.map((a) => JSON.stringify(a)).join(',')})`,
        ).code;
        return [
          { tag: 'meta', attrs: { name: BUILD_META_NAME, content: build }, injectTo: 'head' },
          { tag: 'script', children: earlyReads, injectTo: 'head' },
          { tag: 'script', children: preload, injectTo: 'head' },
          { tag: 'script', children: page, injectTo: 'body' },
        ];
      },
    },
  };
}

/**
 * The installable app (issue 12): web app manifest and a Workbox service worker that precaches the
 * app shell and every route's chunks, so a page visited before opens with no signal. A new
 * deployment waits until the member accepts the "new version" prompt (registerType 'prompt',
 * src/features/offline/register-service-worker.ts registers it after load): never a half-old page.
 * Firestore answers are never cached here; public data is kept by TanStack Query's IndexedDB
 * persister instead (src/features/offline/query-persister.ts), admin data nowhere.
 */
function installableApp() {
  return VitePWA({
    registerType: 'prompt',
    // Registered by the app itself after load, with workbox-window loaded on demand.
    injectRegister: false,
    // `npm run dev` never runs a service worker: nothing stale between edits.
    devOptions: { enabled: false },
    includeAssets: ['favicon.svg', 'icons/apple-touch-icon-180.png'],
    manifest: {
      name: 'Priory Angling Club',
      short_name: 'PAC',
      description: "Priory Angling Club: our waters, rules, matches, news and members' catches.",
      theme_color: '#1b5e20',
      background_color: '#f6f8f4',
      display: 'standalone',
      start_url: '/',
      scope: '/',
      icons: [
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        {
          src: '/icons/maskable-512.png',
          sizes: '512x512',
          type: 'image/png',
          purpose: 'maskable',
        },
      ],
    },
    workbox: {
      globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
      // The HEIC decoder (about 3 MB) is fetched only by members who choose such a photo; it is
      // kept by the runtime rule below once used, not pushed to every visitor's phone.
      globIgnores: ['**/heic-*.js'],
      navigateFallback: '/index.html',
      // The first visit's page is controlled at once (there is no older version to mix with),
      // so its images are cached too; updates still wait for the prompt.
      clientsClaim: true,
      cleanupOutdatedCaches: true,
      runtimeCaching: [
        {
          // Photos from Cloud Storage (or its emulator): download URLs carry a token and never
          // change for a given file, so the cached copy is good; bounded in count and age.
          urlPattern: ({ url, request }) =>
            request.destination === 'image' &&
            url.pathname.startsWith('/v0/b/') &&
            url.searchParams.get('alt') === 'media',
          handler: 'CacheFirst',
          options: {
            // STORAGE_IMAGE_CACHE: signOut (features/auth) drops it, with any pending catch's
            // photo an admin saw (issue 21).
            cacheName: STORAGE_IMAGE_CACHE,
            expiration: {
              maxEntries: 120,
              maxAgeSeconds: 30 * 24 * 60 * 60,
              purgeOnQuotaError: true,
            },
            // Images are plain (no-cors) requests: their answers are opaque, status 0.
            cacheableResponse: { statuses: [0, 200] },
          },
        },
        {
          urlPattern: ({ url }) => /\/assets\/heic-[^/]*\.js$/.test(url.pathname),
          handler: 'CacheFirst',
          options: { cacheName: 'heic-decoder', expiration: { maxEntries: 2 } },
        },
      ],
    },
  });
}

export default defineConfig({
  plugins: [react(), preconnectFirebase(), pageShell(), installableApp()],
  server: { port: 5173, strictPort: true },
  build: {
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [{ name: 'boot', tags: ['$initial'] }],
        },
      },
    },
  },
  test: {
    // A test's console output is shown only when it fails; a green run stays quiet.
    silent: 'passed-only',
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}'],
          exclude: ['src/**/*.int.test.{ts,tsx}'],
          setupFiles: ['src/testing/setup-tests.ts'],
          // mui-tiptap's CommonJS build would load a second Tiptap/ProseMirror beside the ESM one.
          alias: [
            {
              find: /^mui-tiptap$/,
              replacement: new URL('node_modules/mui-tiptap/dist/esm/index.js', import.meta.url)
                .pathname,
            },
          ],
          server: { deps: { inline: ['mui-tiptap'] } },
          // Form tests type into MUI fields; on a busy 2-core machine they can take several
          // seconds, which is slowness, not failure. (Not a timing assertion: no test checks speed.)
          testTimeout: 20_000,
        },
      },
      {
        // Against the emulators that scripts/test.ts starts; one file at a time, since
        // files clear and seed the same emulator.
        extends: true,
        test: {
          name: 'integration',
          environment: 'node',
          include: [
            'src/**/*.int.test.{ts,tsx}',
            'tests/**/*.int.test.ts',
            'admin-server/test/**/*.test.ts',
          ],
          setupFiles: ['tests/setup/quiet-firebase.ts'],
          fileParallelism: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['e2e/**/*.e2e.test.ts'],
          setupFiles: ['tests/setup/quiet-firebase.ts'],
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
