/**
 * Loads one public route in a fresh phone-sized Chromium context (empty cache) and records what it
 * costs: the HTML, the JavaScript loaded before its content showed and was live (hydrated), the
 * chunks loaded at all (admin code? Firebase Auth before the content?), the Firestore documents
 * read (by the browser, and by the server renderer for this page) and the image bytes downloaded,
 * and whether its images carry width/height and load lazily below the fold.
 */
import type { Browser } from 'playwright-core';
import type { BuildInfo, ChunkInfo } from './build-site.ts';
import { gzip } from './build-site.ts';
import { FirestoreMeter, minus, type FirestoreReads } from './firestore-meter.ts';
import type { BenchRoute } from './routes.ts';
import type { ServerMeter } from './server-meter.ts';

export const PHONE = { width: 375, height: 812 };
const CONTENT_TIMEOUT_MS = 20_000;

export interface ImageCheck {
  src: string;
  hasSize: boolean;
  belowFold: boolean;
  lazy: boolean;
}

export interface RouteMeasure {
  path: string;
  /** False when the content selectors never showed (the page is not built yet, or broke). */
  shown: boolean;
  /** When the content was visible and hydrated (React's own nodes): the page works from then. */
  contentAtMs: number;
  /** When the content was first visible (with server-rendered HTML, before any JavaScript ran). */
  visibleAtMs: number;
  /** The page's HTML as sent, and gzipped. */
  html: { bytes: number; gzipBytes: number };
  firstLoadFiles: ChunkInfo[];
  firstLoadJsGzip: number;
  loadedFiles: string[];
  adminFilesLoaded: string[];
  auth: { loaded: boolean; startMs?: number; beforeContent: boolean };
  /** Documents the browser read. */
  reads: FirestoreReads;
  /** Documents the server renderer read to answer this page. */
  serverReads: FirestoreReads;
  imageBytes: number;
  imageCount: number;
  /** Bytes of every <img> of the page had all been downloaded at once (no lazy loading). */
  allImagesBytes: number;
  images: ImageCheck[];
  pageErrors: string[];
  /** Layout shifts seen in Chromium (value, then the elements that moved): where CLS comes from. */
  shifts: string[];
}

declare global {
  interface Window {
    __benchContentAt?: number;
    __benchVisibleAt?: number;
    __benchShifts?: string[];
  }
}

/**
 * An init script that records, in the page, the first frame at which every content selector is
 * visible, and the first at which they are also React's (hydrated: React keeps its fiber on each
 * node it owns, "__reactFiber$…"; a page built in the browser has them from its first paint; stored
 * rich text inside such a node counts once that node is React's).
 * A string, not a function: tsx's compiled functions call helpers the page does not have.
 */
function watchContent(selectors: string[]): string {
  return `(() => {
    const selectors = ${JSON.stringify(selectors)};
    const visible = (selector) => {
      const element = document.querySelector(selector);
      if (!element) return false;
      const box = element.getBoundingClientRect();
      return box.width > 0 && box.height > 0;
    };
    // Stored rich text (SafeHtml) is set as HTML, not React's nodes: it is live once the node
    // React set it into is.
    const own = (node, prefix) => Object.keys(node).find((key) => key.startsWith(prefix));
    const live = (selector) => {
      const element = document.querySelector(selector);
      if (own(element, '__reactFiber$')) return true;
      for (let node = element.parentElement; node; node = node.parentElement) {
        const props = own(node, '__reactProps$');
        if (props) return !!node[props].dangerouslySetInnerHTML;
      }
      return false;
    };
    const check = () => {
      const shown = selectors.every(visible);
      if (shown && window.__benchVisibleAt === undefined) window.__benchVisibleAt = performance.now();
      if (shown && selectors.every(live)) window.__benchContentAt = performance.now();
      else requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
    // Layout shifts and what moved, to say where a route's CLS comes from.
    window.__benchShifts = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        if (entry.hadRecentInput) continue;
        const moved = (entry.sources || []).map((source) => {
          const node = source.node;
          if (!node || !node.tagName) return '?';
          return node.tagName.toLowerCase() + (node.id ? '#' + node.id : '') +
            ' "' + (node.textContent || '').trim().slice(0, 30) + '"';
        });
        window.__benchShifts.push(entry.value.toFixed(3) + ' ' + moved.join(', '));
      }
    }).observe({ type: 'layout-shift', buffered: true });
  })();`;
}

export async function measureRoute(
  browser: Browser,
  baseUrl: string,
  route: BenchRoute,
  build: BuildInfo,
  firestorePort: number,
  server: ServerMeter,
): Promise<RouteMeasure> {
  const serverBefore = await server.snapshot();
  const context = await browser.newContext({ viewport: PHONE, baseURL: baseUrl });
  const page = await context.newPage();
  const meter = new FirestoreMeter(page, firestorePort);
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  const images = new Map<string, Promise<number>>();
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'image') return;
    images.set(
      response.url(),
      response.body().then(
        (body) => body.length,
        () => 0,
      ),
    );
  });
  await page.addInitScript(watchContent(route.content));
  const answer = await page.goto(route.path);
  const htmlBody = (await answer?.body().catch(() => undefined)) ?? Buffer.alloc(0);
  const shown = await page
    .waitForFunction(() => window.__benchContentAt !== undefined, null, {
      timeout: CONTENT_TIMEOUT_MS,
    })
    .then(() => true)
    .catch(() => false);
  // Let deferred work (Auth, below-the-fold reads) finish, so it is counted and ordered.
  await page.waitForLoadState('networkidle').catch(() => undefined);
  await page.waitForTimeout(1500);

  const contentAtMs = await page.evaluate(() => window.__benchContentAt ?? Infinity);
  const visibleAtMs = await page.evaluate(() => window.__benchVisibleAt ?? Infinity);
  const scripts = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => entry as PerformanceResourceTiming)
      .filter((entry) => new URL(entry.name).origin === location.origin)
      .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
      .map((entry) => ({
        file: new URL(entry.name).pathname.slice(1),
        startTime: entry.startTime,
        responseEnd: entry.responseEnd,
      })),
  );
  const imageChecks = await page.evaluate(() =>
    [...document.images].map((img) => ({
      src: img.currentSrc || img.src,
      hasSize: !!img.getAttribute('width') && !!img.getAttribute('height'),
      belowFold: img.getBoundingClientRect().top >= innerHeight,
      lazy: img.loading === 'lazy',
    })),
  );
  const shifts = await page.evaluate(() => window.__benchShifts ?? []);
  const reads = await meter.snapshot();
  const serverReads = minus(await server.snapshot(), serverBefore);
  const imageSizes = await Promise.all(images.values());
  await context.close();

  const chunk = (file: string) => build.chunks.get(file);
  const firstLoadFiles = scripts
    .filter((script) => script.responseEnd <= contentAtMs)
    .map((script) => chunk(script.file))
    .filter((info): info is ChunkInfo => !!info);
  const loaded = scripts.map((script) => chunk(script.file)).filter((c): c is ChunkInfo => !!c);
  const authScripts = scripts.filter((script) => chunk(script.file)?.hasAuth);
  const authStart = authScripts.length
    ? Math.min(...authScripts.map((script) => script.startTime))
    : undefined;

  return {
    path: route.path,
    shown,
    contentAtMs,
    visibleAtMs,
    html: { bytes: htmlBody.length, gzipBytes: gzip(htmlBody) },
    firstLoadFiles,
    firstLoadJsGzip: firstLoadFiles.reduce((sum, file) => sum + file.gzipBytes, 0),
    loadedFiles: loaded.map((file) => file.file),
    adminFilesLoaded: loaded
      .filter((file) => file.adminModules.length || file.adminOnlyModules.length)
      .map((file) => file.file),
    auth: {
      loaded: authStart !== undefined,
      startMs: authStart,
      beforeContent: authStart !== undefined && authStart < contentAtMs,
    },
    reads,
    serverReads,
    imageBytes: imageSizes.reduce((sum, size) => sum + size, 0),
    imageCount: imageSizes.length,
    allImagesBytes: await bytesOf(new Set(imageChecks.map((image) => image.src))),
    images: imageChecks,
    pageErrors,
    shifts,
  };
}

/** Total size of the given URLs, fetched here (for baselines). */
export async function bytesOf(urls: Iterable<string>): Promise<number> {
  let total = 0;
  for (const url of urls) {
    if (!url || url.startsWith('data:')) continue;
    const response = await fetch(url);
    if (response.ok) total += (await response.arrayBuffer()).byteLength;
  }
  return total;
}
