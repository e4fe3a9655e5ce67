/**
 * The public pages in production: the Cloud Functions (2nd gen) HTTPS function `pages`, behind
 * Hosting's rewrite of every address that is not a file (firebase.json). The same Express app as
 * `npm run preview` (site.ts), with the build that scripts/build.ts copies beside this file.
 * Hosting's CDN keeps each answer for s-maxage (site.ts, PAGE_CACHE_CONTROL).
 */
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Express } from 'express';
import { onRequest } from 'firebase-functions/v2/https';
import { createSite, type Renderer } from './site.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
let site: Promise<Express> | undefined;

/** Made on the first request, not at load: `firebase deploy` loads this file to read its options. */
function loadSite(): Promise<Express> {
  site ??= import(pathToFileURL(path.join(here, 'site', 'server', 'entry-server.js')).href).then(
    (renderer: Renderer) =>
      createSite({
        clientDir: path.join(here, 'site', 'client'),
        renderer,
        origin: process.env.SITE_ORIGIN,
      }),
  );
  return site;
}

export const pages = onRequest(
  {
    region: 'europe-west2',
    invoker: 'public',
    memory: '512MiB',
    timeoutSeconds: 30,
    maxInstances: 5,
  },
  (req, res) => void loadSite().then((app) => app(req, res)),
);
