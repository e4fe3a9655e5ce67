/**
 * The site served through the server renderer (server/site.ts), as production serves it: the
 * build, for `npm run preview`, the end-to-end tests (scripts/test-run/e2e-site.ts) and
 * `npm run bench`; the source, for `npm run dev` (startDevSite), so that what a developer sees is
 * what a visitor gets.
 */
import { readFile } from 'node:fs/promises';
import { createServer as createHttpServer, type Server } from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, createServer as createViteServer, type InlineConfig } from 'vite';
import { createSite, type Renderer } from '../server/site.ts';
import { HOST, type StackPorts } from './emulators/config.ts';
import { assertPortFree } from './emulators/launcher.ts';
import { localHostingHeaders, localOrigins } from './hosting/hosting-headers.ts';

/**
 * The origin a local site names itself by (server/site.ts: canonical, link-preview and sitemap
 * addresses): where it listens, as its caller opens it. The end-to-end tests' baseURL and the
 * bench open `http://127.0.0.1:<port>`; `npm run dev` prints `http://localhost:<port>`.
 */
export const localSiteOrigin = (port: number, host: string = HOST) => `http://${host}:${port}`;

/** Where a build's parts go: the browser's files, and the renderer's bundle. */
export function sitePaths(outDir: string) {
  return { client: path.join(outDir, 'client'), server: path.join(outDir, 'server') };
}

/**
 * Builds the browser's files and the renderer (src/entry-server.tsx) with the current VITE_*
 * settings, so both talk to the same Firestore. `config` is merged into the browser's build.
 */
export async function buildSite(
  outDir: string,
  config: InlineConfig = {},
  /** Bundle the renderer's dependencies into it (production: the function ships no node_modules). */
  bundleDependencies = false,
): Promise<void> {
  const { client, server } = sitePaths(outDir);
  await build({
    ...config,
    build: { ...config.build, outDir: client, emptyOutDir: true },
  });
  await build({
    logLevel: config.logLevel,
    customLogger: config.customLogger,
    publicDir: false,
    build: { ssr: 'src/entry-server.tsx', outDir: server, emptyOutDir: true },
    // jsdom loads files of its own at run time, resvg is a native binary and satori loads its
    // WebAssembly: the function installs them (server/package.json).
    ssr: bundleDependencies
      ? { noExternal: true, external: ['jsdom', '@resvg/resvg-js', 'satori'] }
      : undefined,
  });
}

/**
 * Serves the build in `outDir` on `port`, through the renderer, naming itself `origin` (every
 * caller says which: localSiteOrigin(port) for the address it opens). With `stack` (the ports of
 * the emulators and admin server it talks to), every response carries firebase.json's headers as
 * Hosting sends them, with those local origins added to the Content-Security-Policy.
 */
export async function startSite(
  outDir: string,
  port: number,
  origin: string,
  stack?: StackPorts,
): Promise<Server> {
  await assertPortFree(port, 'site');
  const { client, server } = sitePaths(outDir);
  const renderer = (await import(
    pathToFileURL(path.resolve(server, 'entry-server.js')).href
  )) as Renderer;
  const headers = stack ? localHostingHeaders(client, localOrigins(stack)) : undefined;
  const app = createSite({ clientDir: client, renderer, serveFiles: true, headers, origin });
  return new Promise((resolve, reject) => {
    const listening = app.listen(port, HOST, () => resolve(listening));
    listening.once('error', reject);
  });
}

/**
 * `npm run dev`'s site on `port`: every page through the same renderer and Express app as
 * production, run from the source by Vite in middleware mode. Each request loads the renderer with
 * `ssrLoadModule` (an edit shows on the next load; React components also update in place) and
 * index.html through Vite's transform (its client and React's refresh); Vite's middlewares serve
 * the source files and public/. No build: the start-up's build-time half (the preload template,
 * compile hints, one file per stage) is not there, its browser half is (docs/start-up.md).
 * It names itself `origin` (`npm run dev` passes the address it prints).
 */
export async function startDevSite(
  port: number,
  origin: string,
  host = 'localhost',
): Promise<Server> {
  await assertPortFree(port, 'site');
  const server = createHttpServer();
  const vite = await createViteServer({
    appType: 'custom',
    // Vite's live updates on the site's own port.
    server: { middlewareMode: true, ws: { server } },
  });
  const renderer = async () => {
    const loaded = (await vite.ssrLoadModule('/src/entry-server.tsx')) as Renderer;
    return {
      ...loaded,
      render: (url: URL) =>
        loaded.render(url).catch((error: unknown) => {
          // Stack traces that name the source's lines, not the transformed module's.
          if (error instanceof Error) vite.ssrFixStacktrace(error);
          throw error;
        }),
    };
  };
  const template = async (url: string) =>
    vite.transformIndexHtml(url, await readFile(path.resolve('index.html'), 'utf8'));
  server.on('request', createSite({ renderer, template, files: vite.middlewares, origin }));
  server.on('close', () => void vite.close());
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}
