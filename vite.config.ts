/// <reference types="vitest/config" />
import { readdirSync, readFileSync } from 'node:fs';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { FAVICON_HREF, inlineFavicon } from './src/app/start/inline-favicon.ts';
import { startUp } from './src/app/start/vite-plugin.ts';
import {
  ON_DEMAND_CODE_CACHE,
  visitorPrecache,
  withoutOnDemandChunks,
} from './src/app/offline/visitor-precache.ts';
import { STORAGE_IMAGE_CACHE } from './src/config/constants.ts';
import { PRIVATE_PATH } from './src/lib/private-path.ts';

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

/** The favicon inline in index.html (src/app/start/inline-favicon.ts says why). */
function faviconInline(): Plugin {
  return {
    name: 'pac-favicon-inline',
    transformIndexHtml: (html) =>
      inlineFavicon(html, readFileSync(new URL(`public${FAVICON_HREF}`, import.meta.url))),
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
 * app shell and the code of the public pages a visitor reads, so a page visited before opens with
 * no signal. What is opened only on purpose (the back office, a member's pages, the catch form:
 * visitor-precache.ts) is kept as it is first used. A new deployment waits until the member
 * accepts the "new version" prompt (registerType 'prompt', src/app/offline/register-service-worker.ts
 * registers it after load): never a half-old page.
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
    // The page's own icons; the manifest's (192 and 512 px) are the browser's to fetch when the app
    // is installed, never shown by a page, so not precached for every visitor.
    includeAssets: ['icons/favicon-48.png', 'icons/apple-touch-icon-180.png'],
    includeManifestIcons: false,
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
      // Not the club's font files: server-rendered pages carry the font inline
      // (app/club-font-inline.ts); the bare app shell fetches the files, and the fonts rule below
      // keeps them from then on; with none, text shows in the size-matched fallback
      // (font-display: optional, app/club-font.ts).
      // Not the web app manifest either: the plugin adds it to the list itself.
      globPatterns: ['**/*.{js,css,html,svg}'],
      // The HEIC decoder (about 3 MB) is fetched only by members who choose such a photo; it is
      // kept by the runtime rule below once used, not pushed to every visitor's phone.
      // The same for the bailiff's QR decoder (jsQR, about 130 KB, 46 KB gzip), fetched by the check's page on
      // phones without BarcodeDetector while they have signal (src/features/bailiff/check).
      globIgnores: ['**/heic-*.js', '**/qr-decoder-*.js'],
      // The code of what is opened only on purpose (the back office, a member's pages, the catch
      // form: visitor-precache.ts) is not every visitor's: kept by the last runtime rule once used.
      manifestTransforms: [withoutOnDemandChunks],
      // Public pages arrive rendered by the server: their HTML is kept as a visitor opens them
      // (StaleWhileRevalidate, below), so each is readable offline as last seen. Only the back office
      // (/admin in any letter case), which is never rendered on the server and must keep nothing,
      // falls back to the precached app shell; the bare shell also stands in for a public page
      // never opened on this phone (the app then shows what TanStack Query kept).
      // The home page too is the server's: without this, precaching would answer `/` with the
      // precached shell (index.html, the directory index), never the rendered or kept page.
      directoryIndex: '',
      navigateFallback: '/index.html',
      // A member's own pages and a day ticket's too (src/lib/private-path.ts): never rendered on
      // the server nor kept, so the card (/account/card) opens with no signal from the shell and
      // its token kept on the phone for the signed-in member only (features/membership).
      navigateFallbackAllowlist: [PRIVATE_PATH],
      // The first visit's page is controlled at once (there is no older version to mix with),
      // so its images are cached too; updates still wait for the prompt.
      clientsClaim: true,
      cleanupOutdatedCaches: true,
      runtimeCaching: [
        {
          // Navigations, and the first visit's own page asking to be kept (app/offline/keep-copy.ts).
          urlPattern: ({ request, url }) =>
            (request.mode === 'navigate' || request.headers.has('X-PAC-Keep-Copy')) &&
            // This function is copied into the service worker as text, so the pattern is written
            // out: src/lib/private-path.ts's PRIVATE_PATH and the back office.
            !/^\/(admin|account)(\/|$)|^\/day-tickets\/[^/]+\/?$/i.test(url.pathname),
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
          // change for a given file, so the cached copy is good; bounded in count and age. And
          // the public variants the site serves itself (/media/: src/lib/photo/media-path.ts),
          // whose names are new for each upload.
          urlPattern: ({ url, request }) =>
            request.destination === 'image' &&
            ((url.pathname.startsWith('/v0/b/') && url.searchParams.get('alt') === 'media') ||
              (url.origin === self.location.origin &&
                url.pathname.startsWith('/media/') &&
                !url.pathname.startsWith('/media/catchPhotoVariants/'))),
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
          // An approved catch's photo variants on the site's origin (/media/catchPhotoVariants/:
          // src/lib/photo/media-path.ts): their names are reused when a photo is replaced, so the
          // kept copy shows at once (and offline) while the network's answer replaces it.
          urlPattern: ({ url, request }) =>
            request.destination === 'image' &&
            url.origin === self.location.origin &&
            url.pathname.startsWith('/media/catchPhotoVariants/'),
          handler: 'StaleWhileRevalidate',
          options: {
            cacheName: 'catch-photos',
            expiration: {
              maxEntries: 60,
              maxAgeSeconds: 30 * 24 * 60 * 60,
              purgeOnQuotaError: true,
            },
            cacheableResponse: { statuses: [200] },
          },
        },
        {
          // The club's font files (not precached: globPatterns above), kept from the first page;
          // that page's own through the request register-service-worker.ts makes (destination '').
          // Their names carry a hash of their content: a new version of the site keeps them.
          urlPattern: ({ url, request }) =>
            (request.destination === 'font' || request.destination === '') &&
            url.origin === self.location.origin &&
            /^\/assets\/[^/]+\.woff2$/.test(url.pathname),
          handler: 'CacheFirst',
          options: {
            cacheName: 'club-font',
            expiration: { maxEntries: 4, purgeOnQuotaError: true },
            cacheableResponse: { statuses: [200] },
          },
        },
        {
          urlPattern: ({ url }) => /\/assets\/heic-[^/]*\.js$/.test(url.pathname),
          handler: 'CacheFirst',
          options: { cacheName: 'heic-decoder', expiration: { maxEntries: 2 } },
        },
        {
          urlPattern: ({ url }) => /\/assets\/qr-decoder-[^/]*\.js$/.test(url.pathname),
          handler: 'CacheFirst',
          options: { cacheName: 'qr-decoder', expiration: { maxEntries: 2 } },
        },
        {
          // The code left out of the precache (visitor-precache.ts), kept as it is first used, so
          // a screen opened once (the card, the catch form, /admin) opens with no signal the next
          // time. Its scripts, and the page's own request (destination '') that keeps those it
          // loaded before the service worker controlled it (register-service-worker.ts). Hashed
          // names never change content; an old build's files age out.
          urlPattern: ({ url, request }) =>
            (request.destination === 'script' || request.destination === '') &&
            url.origin === self.location.origin &&
            /^\/assets\/[^/]+\.js$/.test(url.pathname),
          handler: 'CacheFirst',
          options: {
            cacheName: ON_DEMAND_CODE_CACHE,
            expiration: {
              maxEntries: 150,
              maxAgeSeconds: 60 * 24 * 60 * 60,
              purgeOnQuotaError: true,
            },
            cacheableResponse: { statuses: [200] },
          },
        },
      ],
    },
  });
}

/**
 * Where each test file runs (projects `unit` and `component` below): a `.test.tsx` renders
 * components, in jsdom; a `.test.ts` tries plain logic, in Node's environment, which starts in a
 * fraction of jsdom's time, unless its first line says `// @vitest-environment jsdom` (it needs a
 * window: DOMParser, localStorage, a rendered hook), when it runs with the components.
 */
const DOM_TESTS = readdirSync(new URL('./src', import.meta.url), {
  recursive: true,
  encoding: 'utf8',
})
  .filter((file) => file.endsWith('.test.ts') && !file.endsWith('.int.test.ts'))
  .map((file) => `src/${file}`)
  .filter((file) =>
    readFileSync(new URL(file, import.meta.url), 'utf8').startsWith('// @vitest-environment jsdom'),
  );

/**
 * Integration files at once. They mostly wait on the emulators (three more processes), so a 2-core
 * machine is fastest with a file more in flight than cores: the whole step took 3 min 3 s with 2,
 * 2 min 51 s with 3 and 2 min 54 s with 4 (7 min 4 s one file at a time). PAC_INTEGRATION_WORKERS
 * overrides it, to measure again.
 */
const INTEGRATION_WORKERS = Number(process.env.PAC_INTEGRATION_WORKERS ?? 3);

/**
 * Unit and component files at once (both projects: one run, one pool). Vitest's default is the
 * cores less one, so on a 2-core machine one file at a time: the step then spent 126 s on 53 s of
 * tests, the rest each file's start (jsdom, imports) one after another. PAC_UNIT_WORKERS overrides
 * it, to measure again.
 */
const UNIT_WORKERS = Number(process.env.PAC_UNIT_WORKERS ?? 2);

export default defineConfig({
  // The start-up that keeps a public page's first paint ahead of the app (docs/start-up.md): the
  // build's inputs and files, index.html's preload template and script tags, compile hints.
  plugins: [
    react(),
    faviconInline(),
    preconnectFirebase(),
    visitorPrecache(),
    installableApp(),
    startUp(),
  ],
  server: { port: 5173, strictPort: true },
  test: {
    // A test's console output is shown only when it fails; a green run stays quiet.
    silent: 'passed-only',
    projects: [
      {
        // Plain logic, in Node's environment: no jsdom to build for each file.
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          include: ['src/**/*.test.ts'],
          exclude: ['src/**/*.int.test.ts', ...DOM_TESTS],
          setupFiles: ['src/testing/setup-tests.ts'],
          maxWorkers: UNIT_WORKERS,
        },
      },
      {
        // What renders or needs a browser's window, in jsdom.
        extends: true,
        test: {
          name: 'component',
          environment: 'jsdom',
          include: ['src/**/*.test.tsx', ...DOM_TESTS],
          exclude: ['src/**/*.int.test.{ts,tsx}'],
          setupFiles: ['src/testing/setup-tests.ts', 'src/testing/setup-dom.ts'],
          maxWorkers: UNIT_WORKERS,
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
