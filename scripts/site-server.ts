/**
 * The built site served through the server renderer, as production serves it: what
 * `npm run preview`, the end-to-end tests (scripts/test-run/e2e-site.ts) and `npm run bench` run.
 */
import type { Server } from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type InlineConfig } from 'vite';
import { createSite, type Renderer } from '../server/site.ts';
import { HOST, type StackPorts } from './emulators/config.ts';
import { assertPortFree } from './emulators/launcher.ts';
import { localHostingHeaders, localOrigins } from './hosting/hosting-headers.ts';

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
    // jsdom loads files of its own at run time: the function installs it (server/package.json).
    ssr: bundleDependencies ? { noExternal: true, external: ['jsdom'] } : undefined,
  });
}

/**
 * Serves the build in `outDir` on `port`, through the renderer. With `stack` (the ports of the
 * emulators and admin server it talks to), every response carries firebase.json's headers as
 * Hosting sends them, with those local origins added to the Content-Security-Policy.
 */
export async function startSite(outDir: string, port: number, stack?: StackPorts): Promise<Server> {
  await assertPortFree(port, 'site');
  const { client, server } = sitePaths(outDir);
  const renderer = (await import(
    pathToFileURL(path.resolve(server, 'entry-server.js')).href
  )) as Renderer;
  const headers = stack ? localHostingHeaders(client, localOrigins(stack)) : undefined;
  const app = createSite({ clientDir: client, renderer, serveFiles: true, headers });
  return new Promise((resolve, reject) => {
    const listening = app.listen(port, HOST, () => resolve(listening));
    listening.once('error', reject);
  });
}
