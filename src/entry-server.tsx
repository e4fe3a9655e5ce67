/**
 * The server's half of the public pages (built by `vite build --ssr`, or loaded from the source by
 * `npm run dev`; server/site.ts calls it): a public page rendered to HTML by the same components
 * and data functions as the browser, with its head (title, description, canonical address,
 * link-preview tags), its critical CSS and the data it was rendered with. Admin pages are never
 * rendered here: they get the app shell.
 */
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { QueryClient } from '@tanstack/react-query';
import { JSDOM } from 'jsdom';
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { matchRoutes, StaticRouter } from 'react-router-dom';
import { App, AppRoutes } from './app/App';
import { CLUB_FONT_STYLE } from './app/club-font-inline';
import { createEmotionCache } from './app/emotion-cache';
import { PAGE_DATA_ID, pageDataJson } from './app/page-data';
import { PREVIEW_SIZE, type PageHead } from './app/page-server';
import { PUBLIC_PAGES } from './app/public-pages';
import { CLUB_NAME, publicTitle } from './config/constants';
import { navbarSocialsQuery } from './features/socials/api/get-social-links-for-navbar';
import { isPrivatePath } from './lib/private-path';
import { silenceFirestoreLogs } from './lib/firebase';
import { setSanitizerWindow } from './lib/sanitize-html';
import { SiteOriginContext } from './lib/site-origin';

// The SDK would log every refusal, a pending catch's expected one included: failures that matter
// are logged below, once, with the page's address.
silenceFirestoreLogs();
// Stored rich text is sanitised while rendering (components/SafeHtml), which needs a DOM.
setSanitizerWindow(new JSDOM('').window);

/** The club's own picture, for pages without one of their own. */
const CLUB_IMAGE = '/icons/icon-512.png';
const CLUB_IMAGE_SIZE = { width: 512, height: 512 };

/**
 * The address of a page's own preview picture (PageServer.preview), drawn by previewImage below:
 * the page's path under /preview, as a PNG.
 */
export const PREVIEW_PREFIX = '/preview';
const previewPath = (pathname: string) => `${PREVIEW_PREFIX}${pathname}.png`;

/** A page's link-preview picture: its own card, a stored picture of unknown size, or the club's. */
type HeadImage = { href: string; width?: number; height?: number };

// Paths that are only ever the app shell: the back office and a member's own pages, in any letter
// case (lib/private-path.ts). Exported for server/site.ts (its X-Robots-Tag: none is indexed),
// which has no import of the site's source of its own.
export { isPrivatePath as isAdminPath };
export { catchMediaFile, mediaFile } from './app/media-file';
export { SHELL_FONT_PRELOADS as shellPreloads } from './app/club-font-inline';

export type RenderResult =
  | { kind: 'shell' }
  | {
      kind: 'page';
      status: 200 | 404;
      /** Tags for <head>: title, description, canonical, Open Graph, Twitter, critical CSS. */
      head: string;
      /** The app, for inside #root. */
      html: string;
      /** The page's data, a <script type="application/json"> for the end of <body>. */
      data: string;
    };

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!,
  );

function headTags(head: PageHead, url: URL, card: boolean): string {
  const image: HeadImage = card
    ? { href: new URL(previewPath(url.pathname), url.origin).href, ...PREVIEW_SIZE }
    : head.image
      ? { href: new URL(head.image, url.origin).href }
      : { href: new URL(CLUB_IMAGE, url.origin).href, ...CLUB_IMAGE_SIZE };
  const large = card || !!head.image;
  const canonical = `${url.origin}${url.pathname}${url.search}`;
  const meta = (attribute: 'name' | 'property', key: string, content: string) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />`;
  return [
    `<title>${escapeHtml(head.title)}</title>`,
    meta('name', 'description', head.description),
    `<link rel="canonical" href="${escapeHtml(canonical)}" />`,
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', CLUB_NAME),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', canonical),
    meta('property', 'og:image', image.href),
    ...(image.width && image.height
      ? [
          meta('property', 'og:image:width', String(image.width)),
          meta('property', 'og:image:height', String(image.height)),
        ]
      : []),
    meta('name', 'twitter:card', large ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
    meta('name', 'twitter:image', image.href),
    // The club's font, inside the page (club-font.ts): after the link-preview tags, which crawlers
    // read from the page's first kilobytes.
    CLUB_FONT_STYLE,
  ].join('\n    ');
}

/**
 * How long rendering waits for Firestore's answers. One that never comes (an overloaded or
 * unreachable backend: the SDK sets no time limit) would hold the visitor until the function's own
 * limit (server/function.ts, 30 s), which answers with an error page; after this, the page is the
 * app shell instead, and the browser reads for itself.
 */
export const FIRESTORE_WAIT_MS = 5_000;
/**
 * sitemap.xml reads up to a thousand catches and matches (public-pages-server.ts), for crawlers,
 * who can wait: longer, still within the function's limit.
 */
export const SITEMAP_WAIT_MS = 20_000;

/** `work`, or a rejection once `ms` have passed without it settling. */
function inTime<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`Firestore did not answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

const NOT_FOUND_HEAD: PageHead = {
  title: publicTitle('Page not found'),
  description: `That page is not on the ${CLUB_NAME} site.`,
};

/**
 * Renders the public page at `url` (absolute: its origin is the site's configured one, for the
 * head's addresses and the calendar links; server/site.ts never passes a request's host).
 * The app shell for an admin path, and when Firestore failed or did not answer within `waitMs`:
 * the browser then reads the page's data itself, as it does for any page, rather than a visitor
 * seeing an error page from us. (A test passes a short wait.)
 */
export async function render(url: URL, waitMs = FIRESTORE_WAIT_MS): Promise<RenderResult> {
  if (isPrivatePath(url.pathname)) return { kind: 'shell' };
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: 60_000 } },
  });
  const match = matchRoutes(
    PUBLIC_PAGES.map((page) => ({ path: page.path, page })),
    url.pathname,
  )?.[0];
  const server = await match?.route.page.server();
  const answered = await inTime(
    Promise.all([
      client.prefetchQuery(navbarSocialsQuery),
      ...(server?.load?.(client, match!.params, url.searchParams) ?? []),
    ]),
    waitMs,
  ).then(
    () => true,
    (error: unknown) => {
      console.error(`Rendering ${url.pathname}: answering the app shell`, error);
      return false;
    },
  );
  if (!answered) return { kind: 'shell' };
  const failed = client
    .getQueryCache()
    .getAll()
    .filter((query) => query.state.status === 'error');
  if (failed.length) {
    console.error(
      `Rendering ${url.pathname}: Firestore failed, answering the app shell`,
      failed.map((query) => query.state.error),
    );
    return { kind: 'shell' };
  }
  const head = match && server ? server.head(client, match.params, url.searchParams) : null;
  const card = !!head && !!server?.preview?.(client, match!.params);

  const cache = createEmotionCache();
  const { extractCriticalToChunks, constructStyleTagsFromChunks } = createEmotionServer(cache);
  // prerender waits for every lazy page and Suspense boundary, so the HTML is the whole page.
  const { prelude } = await prerender(
    <StrictMode>
      <CacheProvider value={cache}>
        <SiteOriginContext value={url.origin}>
          <App queryClient={client}>
            <StaticRouter location={`${url.pathname}${url.search}`}>
              <AppRoutes />
            </StaticRouter>
          </App>
        </SiteOriginContext>
      </CacheProvider>
    </StrictMode>,
    // Every boundary in place: React would otherwise send a large one after the rest, moved into
    // place by an inline script (which the site's CSP does not allow, and a crawler does not run).
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const html = await new Response(prelude).text();
  const styles = constructStyleTagsFromChunks(everyStyle(cache, extractCriticalToChunks(html)));
  return {
    kind: 'page',
    status: head ? 200 : 404,
    head: `${headTags(head ?? NOT_FOUND_HEAD, url, card)}\n    ${styles}`,
    html,
    data: `<script type="application/json" id="${PAGE_DATA_ID}">${pageDataJson(client)}</script>`,
  };
}

/**
 * The page's critical CSS (emotion's chunks, for the classes its HTML holds) and, in a chunk of
 * their own, the other styles its render made: those of a MUI component composed over another
 * (an AppBar's over its Paper's), whose class no element keeps. Without them the browser made each
 * again while hydrating, and inserting them restyled much of the page (about 40 rules and 160
 * elements on Member Catches, in one long task after hydration). e2e server-rendering checks that
 * hydrating adds no rule.
 */
function everyStyle(
  cache: ReturnType<typeof createEmotionCache>,
  critical: EmotionCritical,
): EmotionCritical {
  const listed = new Set(critical.styles.flatMap((chunk) => chunk.ids));
  const rest = Object.keys(cache.inserted).filter(
    (id) =>
      !listed.has(id) &&
      typeof cache.inserted[id] === 'string' &&
      cache.registered[`${cache.key}-${id}`] !== undefined,
  );
  if (rest.length === 0) return critical;
  const css = rest.map((id) => cache.inserted[id]).join('');
  return { ...critical, styles: [...critical.styles, { key: cache.key, ids: rest, css }] };
}
type EmotionCritical = ReturnType<
  ReturnType<typeof createEmotionServer>['extractCriticalToChunks']
>;

/**
 * The PNG of the preview card of the page at `pathname` (a path under PREVIEW_PREFIX, ending in
 * .png), drawn from the same reads as the page; null when no page of the table at that path has a
 * card (PageServer.preview), or its item does not exist. Rejects when Firestore fails or is late.
 */
export async function previewImage(pathname: string, waitMs = FIRESTORE_WAIT_MS) {
  const pagePath = /^\/preview(\/.+)\.png$/.exec(pathname)?.[1];
  if (!pagePath || isPrivatePath(pagePath)) return null;
  const match = matchRoutes(
    PUBLIC_PAGES.map((page) => ({ path: page.path, page })),
    pagePath,
  )?.[0];
  const server = await match?.route.page.server();
  if (!match || !server?.preview) return null;
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  await inTime(
    Promise.all(server.load?.(client, match.params, new URLSearchParams()) ?? []),
    waitMs,
  );
  const failed = client.getQueryCache().findAll({ predicate: (q) => q.state.status === 'error' });
  if (failed.length) throw failed[0]!.state.error;
  const card = server.preview(client, match.params);
  if (!card) return null;
  // The drawing libraries load here only: a page's render never needs them.
  const { renderPreview } = await import('./app/preview/render-preview');
  return renderPreview(card);
}

/** sitemap.xml: every public page of the table (admin pages are not in it), read within `waitMs`. */
export async function sitemap(origin: string, waitMs = SITEMAP_WAIT_MS): Promise<string> {
  const lists = await inTime(
    Promise.all(
      PUBLIC_PAGES.map(async (page) =>
        page.path.includes(':') ? ((await page.server()).sitemap?.() ?? []) : [page.path],
      ),
    ),
    waitMs,
  );
  const paths = lists.flat();
  const urls = paths.map((path) => `  <url><loc>${escapeHtml(origin + path)}</loc></url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

/**
 * robots.txt: everything but the back office, and where the sitemap is. Its paths are
 * case-sensitive and the back office answers in any case: the common spellings are listed, and
 * every admin answer also carries `X-Robots-Tag: noindex` (server/site.ts).
 */
export function robots(origin: string): string {
  const disallow = ['/admin', '/Admin', '/ADMIN'].map((path) => `Disallow: ${path}\n`).join('');
  return `User-agent: *\n${disallow}\nSitemap: ${origin}/sitemap.xml\n`;
}
