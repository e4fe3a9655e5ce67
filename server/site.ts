/**
 * The site as one Express app: the built files, and every other address answered by the server
 * renderer (src/entry-server.tsx): a public page as HTML with its content, an admin page (any
 * letter case) as the bare app shell, marked not to be indexed, an unknown address as a not-found
 * page (404), a missing built file under /assets/ as a plain 404, sitemap.xml and robots.txt.
 * `npm run preview`, the end-to-end tests and the bench serve the build through it locally, and
 * `npm run dev` serves the source through it with Vite's middlewares (scripts/site-server.ts); in
 * production it is the `pages` function behind Hosting (function.ts).
 *
 * The site names itself: every absolute address it writes (canonical link, `og:url`, `og:image`,
 * sitemap.xml's `<loc>`, robots.txt's Sitemap line) is built on `origin`, the one configured
 * origin (SITE_ORIGIN in production, set by `npm run deploy`; the local origin by the scripts that
 * start the site). `Host` and `X-Forwarded-*` never shape an address, and a request path that a
 * URL parser could read as another host (`//host`, a backslash, an encoded slash or backslash) is
 * redirected to its plain form before anything else sees it (plainPath).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import compression from 'compression';
import express, { type Express, type Request, type RequestHandler, type Response } from 'express';

type RenderResult =
  { kind: 'shell' } | { kind: 'page'; status: number; head: string; html: string; data: string };

/** A file the renderer makes or reads for a path: its type and bytes; null when there is none. */
type MadeFile = { type: string; body: Uint8Array } | null;

/** What the SSR build of src/entry-server.tsx exports. */
export interface Renderer {
  render(url: URL): Promise<RenderResult>;
  sitemap(origin: string): Promise<string>;
  robots(origin: string): string;
  /** The back office's paths, in any letter case (src/lib/admin-path.ts). */
  isAdminPath(pathname: string): boolean;
  /** A page's link-preview card (/preview/<page path>.png) as a PNG; null: no such card. */
  previewImage(pathname: string): Promise<Uint8Array | null>;
  /** A public picture's variant (/media/<name>) read from Storage; null: no such public file. */
  mediaFile(pathname: string): Promise<MadeFile>;
  /** An approved catch's photo variant (/media/catchPhotoVariants/…); null: none anyone may read. */
  catchMediaFile(pathname: string): Promise<MadeFile>;
  /** What the bare app shell's head preloads (the club's font files, by URL). */
  shellPreloads: string;
}

export interface SiteOptions {
  /** The client build (index.html and assets/); not needed with `template` and `files`. */
  clientDir?: string;
  /**
   * The renderer, or (`npm run dev`) a function that loads it for each request, so that an edit
   * shows on the next load.
   */
  renderer: Renderer | (() => Promise<Renderer>);
  /**
   * index.html for a request, with its three placeholders (`npm run dev`: Vite's transform of the
   * source's, with its client script). Without it, the build's `clientDir/index.html`, read once.
   */
  template?: (url: string) => Promise<string>;
  /** What serves the site's files (`npm run dev`: Vite's middlewares), before any page. */
  files?: RequestHandler;
  /**
   * The site's public origin (`https://club.example`): every absolute address is built on it, never
   * on the request's `Host` or forwarded headers. Required; siteOrigin checks it.
   */
  origin: string;
  /**
   * Sets the response headers every answer carries (security headers): the one place for them,
   * run before any file or page is sent.
   */
  headers?: RequestHandler;
  /** Serve the built files too (locally); Hosting serves them in production. */
  serveFiles?: boolean;
}

/**
 * A page may be kept by Hosting's CDN for a minute (an admin's change shows within it); browsers
 * revalidate every time, and the service worker keeps its own copy for offline use.
 */
export const PAGE_CACHE_CONTROL = 'public, max-age=0, s-maxage=60';
const SHELL_CACHE_CONTROL = 'no-cache';
/**
 * sitemap.xml reads up to a thousand catches and every match (src/app/public-pages-server.ts):
 * kept by the CDN for an hour, so crawlers' visits do not each pay those reads.
 */
export const SITEMAP_CACHE_CONTROL = 'public, max-age=0, s-maxage=3600';
/**
 * A missing hashed file: after a deploy, a page kept from before names the previous build's
 * /assets/*.js. Hosting rewrites a missing file to this function; answering it with a rendered page
 * would cost a render and its reads, and hand the browser HTML for a script. A plain 404, briefly
 * cached (the name will not come back: the next build's files have other hashes).
 */
export const MISSING_ASSET_CACHE_CONTROL = 'public, max-age=60, s-maxage=60';

/**
 * A page's preview card (/preview/…png): drawn once per CDN edge for an hour (a share's crawler
 * fetches it once; results published later show within the hour), kept by browsers for ten
 * minutes.
 */
export const PREVIEW_CACHE_CONTROL = 'public, max-age=600, s-maxage=3600';

/**
 * A public picture's variant (/media/…, src/lib/photo/media-path.ts): its name is new for each
 * upload and its content never changes, so browsers keep it for good; the CDN for a day only, so a
 * picture an admin purged from the bin stops being served within it (no CDN purge per path).
 */
export const MEDIA_CACHE_CONTROL = 'public, max-age=31536000, immutable, s-maxage=86400';

/**
 * An approved catch's photo variant (/media/catchPhotoVariants/…): kept as briefly as a page, a
 * minute at the CDN and revalidated by browsers, since its name is reused when the photo is
 * replaced, and a catch withdrawn or binned must stop showing its photo as its page does. What is
 * kept is public: the server reads it with no credentials, so only a photo storage.rules give to
 * anyone (an approved catch's, already on /catches) is ever answered.
 */
export const CATCH_MEDIA_CACHE_CONTROL = 'public, max-age=0, s-maxage=60';

/**
 * The answer to a path that is not plain (plainPath): a redirect to its plain form, or a 404.
 * Never kept by a cache, as a page would be.
 */
export const NOT_PLAIN_CACHE_CONTROL = 'no-store';

/**
 * The configured origin, checked: an absolute http(s) URL naming only a scheme, host and port
 * (`https://club.example`, a trailing slash allowed), returned in its canonical spelling
 * (`url.origin`). Throws, in a sentence, otherwise.
 */
export function siteOrigin(value: string | undefined): string {
  const given = value?.trim();
  if (!given) {
    throw new Error(
      "The site's origin is not configured: set SITE_ORIGIN to the address the site is served at (such as https://club.example).",
    );
  }
  let url: URL;
  try {
    url = new URL(given);
  } catch {
    throw new Error(`SITE_ORIGIN "${given}" is not a URL: give one such as https://club.example.`);
  }
  const bare = url.pathname === '/' && !url.search && !url.hash && !url.username && !url.password;
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || !bare) {
    throw new Error(
      `SITE_ORIGIN "${given}" is not an origin: give the scheme and host alone, such as https://club.example.`,
    );
  }
  return url.origin;
}

/**
 * What a request target becomes before any route sees it. A browser and the WHATWG URL parser read
 * `//evil.example/x` and `/\evil.example/x` as another host, and a page's addresses are built from
 * its path: such a path must never reach a page. `ok`: a plain path (one leading "/", no "//", no
 * backslash, no encoded slash or backslash). `refuse` (404): one that, with backslashes and encoded
 * slashes read as "/", starts with "//" (names a host), and a target that is not a path at all
 * (`http://host/…`, `*`). `redirect`: any other, to its plain form (those as "/", repeated slashes
 * as one; the query kept).
 */
export function plainPath(
  target: string,
): { kind: 'ok' } | { kind: 'redirect'; to: string } | { kind: 'refuse' } {
  if (!target.startsWith('/')) return { kind: 'refuse' };
  const query = target.indexOf('?');
  const pathname = query < 0 ? target : target.slice(0, query);
  if (!/\\|\/\/|%2f|%5c/i.test(pathname)) return { kind: 'ok' };
  const slashes = pathname.replace(/%2f|%5c|\\/gi, '/');
  if (slashes.startsWith('//')) return { kind: 'refuse' };
  const search = query < 0 ? '' : target.slice(query);
  return { kind: 'redirect', to: slashes.replace(/\/{2,}/g, '/') + search };
}

const DEFAULT_HEAD =
  '<title>Priory Angling Club</title>\n    <meta name="description" content="Priory Angling Club: our waters, rules, matches, news and members\' catches." />';

/** index.html cut at its three placeholders (index.html says where they are). */
function cutTemplate(html: string) {
  const parts = html.split(/<!--app-head-->|<!--app-html-->|<!--app-data-->/);
  if (parts.length !== 4) throw new Error('index.html lacks the renderer placeholders');
  const [beforeHead, beforeHtml, beforeData, rest] = parts as [string, string, string, string];
  return (head: string, app = '', data = '') =>
    beforeHead + head + beforeHtml + app + beforeData + data + rest;
}

/** The answer while the renderer or what it reads is down: never kept by a cache. */
function tryAgainSoon(res: Response) {
  res.status(503).set('Cache-Control', 'no-store').type('text/plain').send('Try again soon.');
}

/**
 * A route answered by a file the renderer makes (a preview card) or reads (a picture's variant):
 * the bytes under `cacheControl`; a plain 404 kept briefly when there is none (as a missing built
 * file); 503 when it fails.
 */
function sendMade(
  renderer: () => Promise<Renderer>,
  label: string,
  cacheControl: string,
  get: (loaded: Renderer, pathname: string) => Promise<MadeFile>,
): RequestHandler {
  return (req, res) => {
    renderer()
      .then((loaded) => get(loaded, req.path))
      .then(
        (file) => {
          if (!file) {
            res.status(404).set('Cache-Control', MISSING_ASSET_CACHE_CONTROL).type('text/plain');
            return void res.send('Not found.');
          }
          res.set('Cache-Control', cacheControl).type(file.type).send(Buffer.from(file.body));
        },
        (error: unknown) => {
          console.error(`${label} ${req.path} failed`, error);
          tryAgainSoon(res);
        },
      );
  };
}

export function createSite(options: SiteOptions): Express {
  const { clientDir, template } = options;
  const origin = siteOrigin(options.origin);
  const given = options.renderer;
  const renderer = typeof given === 'function' ? given : () => Promise.resolve(given);
  let fillFor: (url: string) => Promise<ReturnType<typeof cutTemplate>>;
  if (template) {
    fillFor = async (url) => cutTemplate(await template(url));
  } else {
    if (!clientDir) throw new Error('createSite: a clientDir or a template');
    const fill = cutTemplate(readFileSync(path.join(clientDir, 'index.html'), 'utf8'));
    fillFor = () => Promise.resolve(fill);
  }
  const app = express();
  app.disable('x-powered-by');
  // No 'trust proxy': nothing here reads the request's protocol or host (the site names itself).
  if (options.headers) app.use(options.headers);
  // Before anything reads the path (files, pages): see plainPath.
  app.use((req, res, next) => {
    const plain = plainPath(req.originalUrl);
    if (plain.kind === 'ok') return next();
    res.set('Cache-Control', NOT_PLAIN_CACHE_CONTROL);
    // Nothing of the path in the answer.
    if (plain.kind === 'refuse') return void res.status(404).type('text/plain').send('Not found.');
    res.redirect(301, origin + plain.to);
  });
  // Compressed as Hosting compresses what it serves (gzip or Brotli, as the browser accepts): so the
  // local site, which the end-to-end tests and the bench measure, sends what a phone receives.
  app.use(compression());
  // robots.txt's paths are case-sensitive, and the back office answers in any letter case
  // (/Admin too): each of its answers says so itself.
  app.use((req, res, next) => {
    renderer().then((loaded) => {
      if (loaded.isAdminPath(req.path)) res.set('X-Robots-Tag', 'noindex, nofollow');
      next();
    }, next);
  });

  const sendShell = (req: Request, res: Response) =>
    void Promise.all([
      fillFor(req.originalUrl),
      // The shell works without them (the renderer failed to load): the font comes later or not.
      renderer().then(
        (loaded) => loaded.shellPreloads,
        () => '',
      ),
    ]).then(
      ([fill, preloads]) =>
        res
          .status(200)
          .set('Cache-Control', SHELL_CACHE_CONTROL)
          .type('html')
          .send(fill(DEFAULT_HEAD + preloads)),
      (error: unknown) => {
        console.error('index.html could not be read', error);
        res.status(500).type('text/plain').send('The site could not start.');
      },
    );

  if (options.files) app.use(options.files);
  if (options.serveFiles && clientDir) {
    // Not index.html for "/": the home page is rendered like every other.
    app.use(express.static(clientDir, { index: false }));
  }
  // The app shell itself (the service worker precaches it; in production it is not a Hosting file,
  // or Hosting would answer "/" with it instead of the rendered home page).
  // The bailiff's short address on the bank (issue 33): the check is a back-office screen.
  app.get('/check', (_req, res) => {
    res.set('Cache-Control', NOT_PLAIN_CACHE_CONTROL).redirect(302, `${origin}/admin/check`);
  });
  app.get('/index.html', (req, res) => sendShell(req, res));
  app.get('/robots.txt', (_req, res, next) => {
    renderer().then(
      (loaded) =>
        res.set('Cache-Control', PAGE_CACHE_CONTROL).type('text/plain').send(loaded.robots(origin)),
      next,
    );
  });
  app.get('/sitemap.xml', (_req, res) => {
    renderer()
      .then((loaded) => loaded.sitemap(origin))
      .then(
        (xml) => res.set('Cache-Control', SITEMAP_CACHE_CONTROL).type('application/xml').send(xml),
        (error: unknown) => {
          console.error('sitemap.xml failed', error);
          tryAgainSoon(res);
        },
      );
  });
  // A page's link-preview picture, drawn from the page's data (src/entry-server.tsx).
  app.get(
    '/preview/{*path}',
    sendMade(renderer, 'Preview', PREVIEW_CACHE_CONTROL, (loaded, pathname) =>
      loaded.previewImage(pathname).then((png) => png && { type: 'png', body: png }),
    ),
  );
  // An approved catch's photo variant (src/app/media-file.ts): before /media/, with its own cache.
  app.get(
    '/media/catchPhotoVariants/{*path}',
    sendMade(renderer, 'Media', CATCH_MEDIA_CACHE_CONTROL, (loaded, pathname) =>
      loaded.catchMediaFile(pathname),
    ),
  );
  // A public picture's variant, from the site's own origin (src/app/media-file.ts).
  app.get(
    '/media/{*path}',
    sendMade(renderer, 'Media', MEDIA_CACHE_CONTROL, (loaded, pathname) =>
      loaded.mediaFile(pathname),
    ),
  );
  // Built files Hosting (or express.static above) did not have: never a page (see
  // MISSING_ASSET_CACHE_CONTROL).
  app.get('/assets/{*path}', (_req, res) => {
    res
      .status(404)
      .set('Cache-Control', MISSING_ASSET_CACHE_CONTROL)
      .type('text/plain')
      .send('Not found.');
  });
  app.get('/{*path}', (req, res) => {
    // A plain path (checked above) stays on the configured origin; checked again all the same.
    const url = new URL(req.originalUrl, `${origin}/`);
    if (url.origin !== origin) {
      res
        .status(404)
        .set('Cache-Control', NOT_PLAIN_CACHE_CONTROL)
        .type('text/plain')
        .send('Not found.');
      return;
    }
    Promise.all([renderer().then((loaded) => loaded.render(url)), fillFor(req.originalUrl)]).then(
      ([result, fill]) => {
        if (result.kind === 'shell') return sendShell(req, res);
        res
          .status(result.status)
          .set('Cache-Control', PAGE_CACHE_CONTROL)
          .type('html')
          .send(fill(result.head, result.html, result.data));
      },
      // Never an error page: the browser reads the page's data itself, as it always could.
      (error: unknown) => {
        console.error(`Rendering ${url.pathname} failed`, error);
        sendShell(req, res);
      },
    );
  });
  return app;
}
