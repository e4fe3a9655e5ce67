/**
 * The public pages in production: the Cloud Functions (2nd gen) HTTPS function `pages`, behind
 * Hosting's rewrite of every address that is not a file (firebase.json). The same Express app as
 * `npm run preview` (site.ts), with the build that scripts/build.ts copies beside this file.
 * Hosting's CDN keeps each answer for s-maxage (site.ts, PAGE_CACHE_CONTROL).
 *
 * The site's origin is SITE_ORIGIN, which `npm run deploy` writes for the function
 * (server/.env.<project>, read by firebase-tools at deploy): without a valid one the function
 * serves nothing, rather than pages whose canonical and preview addresses name another host.
 */
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Express, Request, Response } from 'express';
import { onRequest } from 'firebase-functions/v2/https';
import { createSite, siteOrigin, type Renderer } from './site.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
let site: Promise<Express> | undefined;

/**
 * The site, made on the first request, not at load: `firebase deploy` loads this file to read its
 * options. Rejects, naming the setting, when SITE_ORIGIN is missing or not an origin.
 */
export function loadSite(env: NodeJS.ProcessEnv = process.env): Promise<Express> {
  site ??= Promise.resolve()
    .then(() => siteOrigin(env.SITE_ORIGIN))
    .then((origin) =>
      import(pathToFileURL(path.join(here, 'site', 'server', 'entry-server.js')).href).then(
        (renderer: Renderer) =>
          createSite({ clientDir: path.join(here, 'site', 'client'), renderer, origin }),
      ),
    );
  return site;
}

/** Serves a request, or refuses it (500, never cached) while the site cannot start. */
export function servePage(req: Request, res: Response, env: NodeJS.ProcessEnv = process.env): void {
  loadSite(env).then(
    (app) => app(req, res),
    (error: unknown) => {
      console.error('The pages function cannot start', error);
      res
        .status(500)
        .set('Cache-Control', 'no-store')
        .type('text/plain')
        .send('The site is not configured.');
    },
  );
}

export const pages = onRequest(
  {
    region: 'europe-west2',
    invoker: 'public',
    memory: '512MiB',
    timeoutSeconds: 30,
    maxInstances: 5,
  },
  (req, res) => servePage(req, res),
);
