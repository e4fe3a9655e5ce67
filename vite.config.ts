/// <reference types="vitest/config" />
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { APP_FILES_ID } from './src/app/start/app-files.ts';
import { STORAGE_IMAGE_CACHE } from './src/config/constants.ts';

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
 * The installable app (issue 12): web app manifest and a Workbox service worker that precaches the
 * app shell and every route's chunks, so a page visited before opens with no signal. A new
 * deployment waits until the member accepts the "new version" prompt (registerType 'prompt',
 * src/app/offline/register-service-worker.ts registers it after load): never a half-old page.
 * Firestore answers are never cached here; public data is kept by TanStack Query's IndexedDB
 * persister instead (src/app/offline/query-persister.ts), admin data nowhere.
 */
function installableApp() {
  return VitePWA({
    registerType: 'prompt',
    // Registered by the app itself after load, with workbox-window loaded on demand.
    injectRegister: false,
    // `npm run dev` never runs a service worker: nothing stale between edits.
    devOptions: { enabled: false },
    includeAssets: ['icons/favicon-48.png', 'icons/apple-touch-icon-180.png'],
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
      // Public pages arrive rendered by the server: their HTML is kept as a visitor opens them
      // (StaleWhileRevalidate, below), so each is readable offline as last seen. Only the back office
      // (/admin in any letter case), which is never rendered on the server and must keep nothing,
      // falls back to the precached app shell; the bare shell also stands in for a public page
      // never opened on this phone (the app then shows what TanStack Query kept).
      // The home page too is the server's: without this, precaching would answer `/` with the
      // precached shell (index.html, the directory index), never the rendered or kept page.
      directoryIndex: '',
      navigateFallback: '/index.html',
      navigateFallbackAllowlist: [/^\/admin(\/|$)/i],
      // The first visit's page is controlled at once (there is no older version to mix with),
      // so its images are cached too; updates still wait for the prompt.
      clientsClaim: true,
      cleanupOutdatedCaches: true,
      runtimeCaching: [
        {
          // Navigations, and the first visit's own page asking to be kept (app/offline/keep-copy.ts).
          urlPattern: ({ request, url }) =>
            (request.mode === 'navigate' || request.headers.has('X-PAC-Keep-Copy')) &&
            !/^\/admin(\/|$)/i.test(url.pathname),
          // A return visit paints the kept copy at once, with no wait for the network, and the
          // fresh page is kept for the next visit. The copy's data is not left standing: the copy
          // is marked as kept (below), and the browser reads its data again once it has hydrated
          // (app/page-data.ts), so an admin's change shows on the next load.
          handler: 'StaleWhileRevalidate',
          options: {
            cacheName: 'public-pages',
            expiration: {
              maxEntries: 60,
              maxAgeSeconds: 30 * 24 * 60 * 60,
              purgeOnQuotaError: true,
            },
            cacheableResponse: { statuses: [200] },
            plugins: [
              {
                // The kept copy's page data is marked (PAGE_DATA_KEPT of src/app/page-data.ts: this
                // function is copied into the service worker, so it names the attribute itself).
                // The page the network gave is answered as it came; only the stored copy is marked.
                cacheWillUpdate: async ({ response }) => {
                  const headers = new Headers(response.headers);
                  // The text below is decoded, and of another length.
                  headers.delete('content-encoding');
                  headers.delete('content-length');
                  const html = await response.text();
                  return new Response(
                    html.replace('id="pac-page-data"', 'id="pac-page-data" data-kept'),
                    { status: response.status, statusText: response.statusText, headers },
                  );
                },
                // A page never opened here, with no signal: the app shell, which renders from kept
                // data.
                handlerDidError: async () =>
                  (await caches.match('/index.html', { ignoreSearch: true })) ?? undefined,
              },
            ],
          },
        },
        {
          // Photos from Cloud Storage (or its emulator): download URLs carry a token and never
          // change for a given file, so the cached copy is good; bounded in count and age.
          urlPattern: ({ url, request }) =>
            request.destination === 'image' &&
            url.pathname.startsWith('/v0/b/') &&
            url.searchParams.get('alt') === 'media',
          handler: 'CacheFirst',
          options: {
            // STORAGE_IMAGE_CACHE: public images only. The back office reads catch photos with
            // the Storage SDK (a fetch, not an image: features/catches/api/catch-photo.ts), so a
            // pending catch's photo never comes here; signOut (features/auth) drops it still.
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

/**
 * The app's code (src/main.tsx, a second entry, and the stages before it) runs only after the
 * page's first paint (src/start.ts), which then fetches all its files at once: index.html holds
 * their preload links, inert in a <template> until then.
 */
function preloadApp(): Plugin {
  return {
    name: 'pac-preload-app',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html;
        const chunks = Object.values(bundle).flatMap((item) =>
          item.type === 'chunk' ? [item] : [],
        );
        const main = chunks.find((chunk) => chunk.facadeModuleId === APP_ENTRY);
        if (!main) throw new Error('vite.config.ts: the build has no src/main.tsx entry');
        const files = new Set<string>();
        const add = (file: string) => {
          if (files.has(file)) return;
          files.add(file);
          chunks.find((chunk) => chunk.fileName === file)?.imports.forEach(add);
        };
        add(main.fileName);
        // And the stages src/start.ts takes before it (START_STAGES).
        chunks
          .find((chunk) => chunk.isEntry && chunk.name === 'index')
          ?.dynamicImports.forEach(add);
        const preloads = [...files]
          .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
          .filter((tag) => !html.includes(tag));
        // The page's content is in the HTML and its largest image is fetched first
        // (fetchpriority="high"). The app's files, which only make it interactive, are fetched
        // when it starts, after the first paint (src/start.ts puts these links into the page): the
        // paint and its picture do not share a phone's slow line with 190 KB of scripts.
        return html
          .replace(
            '</head>',
            `<template id="${APP_FILES_ID}">${preloads.join('')}</template>\n</head>`,
          )
          .replace(/<(script type="module"|link rel="modulepreload")/g, '<$1 fetchpriority="low"');
      },
    },
  };
}

/**
 * Marks every file a public page runs as it starts with V8's explicit compile hint
 * (`//# allFunctionsCalledOnLoad`, a comment that other browsers ignore): Chromium then compiles
 * its functions on the background thread that downloads it, instead of one at a time on the main
 * thread the first time each is called. Those first calls (React's and MUI's, hydrating the page)
 * made most of the long tasks between a page's first paint and its first tap on a phone
 * (BENCHMARKS.md, Total Blocking Time). "Every file a page starts with": the first script's, the
 * app's (src/main.tsx, and the stages before it) and each public page's (the public-pages table),
 * with the files they import; not the admin's, nor what loads once the page is interactive.
 * Added once the bundle is complete, the only time its graph of files is known: a file's hash
 * stands for its code, and whether it is marked follows from that graph.
 */
function compileHints(): Plugin {
  return {
    name: 'pac-compile-hints',
    apply: 'build',
    applyToEnvironment: (environment) => environment.config.consumer === 'client',
    // After Vite's own changes to the files (its list of a dynamic import's files goes first).
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const pages = (this.getModuleInfo(PAGE_TABLE)?.dynamicallyImportedIds ?? []).filter(
          (id) => id !== PAGE_TABLE_SERVER_HALF,
        );
        const chunks = Object.values(bundle).flatMap((item) =>
          item.type === 'chunk' ? [item] : [],
        );
        // The page's first script (index.html's) and what it loads before the app: the stages of
        // src/start.ts and the app (src/main.tsx); and each public page's own file.
        const first = chunks.find((chunk) => chunk.isEntry && chunk.name === 'index');
        const pageFiles = chunks.filter(({ facadeModuleId: id }) => id && pages.includes(id));
        if (!first || pageFiles.length !== pages.length) {
          throw new Error(
            'vite.config.ts: the first script or a public page has no file of its own',
          );
        }
        const starts = [
          first.fileName,
          ...first.dynamicImports,
          ...pageFiles.map((c) => c.fileName),
        ];
        const marked = new Set<string>();
        const mark = (file: string) => {
          if (marked.has(file)) return;
          marked.add(file);
          const chunk = bundle[file];
          if (chunk?.type !== 'chunk') return;
          chunk.code = `${COMPILE_HINT}\n${chunk.code}`;
          // The code moved a line down: so do its source map's lines (in the map's file too, which
          // a build with source maps already holds, as Vite does for its own line above).
          if (chunk.map) {
            chunk.map.mappings = `;${chunk.map.mappings}`;
            const file = bundle[`${chunk.fileName}.map`];
            if (file?.type === 'asset') file.source = chunk.map.toString();
          }
          chunk.imports.forEach(mark);
        };
        starts.forEach(mark);
      },
    },
  };
}
const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

const APP_ENTRY = new URL('./src/main.tsx', import.meta.url).pathname;
const PAGE_TABLE = new URL('./src/app/public-pages.tsx', import.meta.url).pathname;
/** The table's server half: the browser never loads it (src/app/public-pages.tsx). */
const PAGE_TABLE_SERVER_HALF = new URL('./src/app/public-pages-server.ts', import.meta.url)
  .pathname;
/**
 * The packages of each stage of src/start.ts (its STAGES, in the same order), each one file, so
 * that each is evaluated in a task of its own: the app's start as several short tasks, not one
 * long one that a tap would wait behind. MUI's theme is a stage of its own: its default theme is
 * built as it loads. Firebase is none: the app loads it when it first reads or signs in
 * (src/main.tsx), after the page is hydrated.
 */
const START_STAGES = [
  { name: 'react', packages: ['react', 'react-dom', 'scheduler'] },
  {
    name: 'styles',
    packages: [
      '@emotion',
      '@mui/system',
      '@mui/utils',
      '@mui/styled-engine',
      '@mui/private-theming',
      'stylis',
      'react-is',
      'hoist-non-react-statics',
      '@babel/runtime',
      'clsx',
      'prop-types',
    ],
  },
  { name: 'theme', packages: ['@mui/material/styles', '@mui/material/colors'] },
  { name: 'ui', packages: ['@mui', 'react-transition-group', '@popperjs'] },
  { name: 'data', packages: ['react-router', 'react-router-dom', '@tanstack', 'history'] },
];
/** index.html and its script (with the one constant it shares with this file): not in the app's
 * file (a captured module brings its imports). */
const FIRST_SCRIPT = ['./index.html', './src/start.ts', './src/app/start/app-files.ts'].map(
  (file) => new URL(file, import.meta.url).pathname,
);

/**
 * Integration files at once. They mostly wait on the emulators (three more processes), so a 2-core
 * machine is fastest with a file more in flight than cores: the whole step took 3 min 3 s with 2,
 * 2 min 51 s with 3 and 2 min 54 s with 4 (7 min 4 s one file at a time). PAC_INTEGRATION_WORKERS
 * overrides it, to measure again.
 */
const INTEGRATION_WORKERS = Number(process.env.PAC_INTEGRATION_WORKERS ?? 3);

export default defineConfig({
  plugins: [react(), preconnectFirebase(), installableApp(), preloadApp(), compileHints()],
  server: { port: 5173, strictPort: true },
  build: {
    rolldownOptions: {
      // index.html (src/start.ts) and the app it starts after the first paint, whose code the
      // group below keeps in one file.
      input: { index: new URL('./index.html', import.meta.url).pathname, main: APP_ENTRY },
      output: {
        codeSplitting: {
          // What the app (main.tsx) needs at start, in one file per stage of src/start.ts, which
          // evaluates them one task at a time; the first script (src/start.ts) stays a file of
          // its own, or the page would evaluate the app before painting.
          groups: [
            // Vite's own helpers (the preloader of a dynamic import, which src/start.ts uses), in a
            // tiny file of their own, taken first: the app's modules import them too.
            { name: 'vite-helpers', test: (id) => id.startsWith('\0vite/'), priority: 10 },
            // An earlier stage first where two overlap (@mui/system is styles', not ui's).
            ...START_STAGES.map(({ name, packages }, index) => ({
              name,
              tags: ['$initial' as const],
              test: new RegExp(`/node_modules/(${packages.join('|')})/`),
              priority: 2 + START_STAGES.length - index,
            })),
            {
              name: 'boot',
              tags: ['$initial'],
              test: (id: string) => !FIRST_SCRIPT.includes(id),
              priority: 1,
            },
          ],
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
        // Against the emulators that scripts/test.ts starts: files side by side, each on a
        // project of its own (tests/setup/project-per-file.ts).
        extends: true,
        test: {
          name: 'integration',
          environment: 'node',
          include: [
            'src/**/*.int.test.{ts,tsx}',
            'tests/**/*.int.test.ts',
            'admin-server/test/**/*.test.ts',
          ],
          setupFiles: ['tests/setup/project-per-file.ts', 'tests/setup/quiet-firebase.ts'],
          maxWorkers: INTEGRATION_WORKERS,
          // Files side by side on a busy 2-core machine: a test waits for its share of the CPU, and
          // some (backup, last-super-admin's contended rounds) take tens of seconds on their own.
          // Slowness, not failure: no test checks speed.
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
