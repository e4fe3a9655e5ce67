/**
 * Where page snapshots are kept in localStorage (features/offline/page-snapshots.ts writes them,
 * paintBootPage reads them): one key per path, and one list of the kept paths, most recent first.
 */
export const SNAPSHOT_KEY_PREFIX = 'pac-page:';
export const SNAPSHOT_INDEX_KEY = 'pac-pages';
/** The built index.html's <meta name> that carries the build's stamp (vite.config.ts, pageShell). */
export const BUILD_META_NAME = 'pac-build';
/** The class of the painted snapshot's wrapper under #root (main.tsx looks for it). */
export const SNAPSHOT_CLASS = 'boot-snapshot';

/** A kept page, as stored (short field names: it is parsed on every first load). */
export interface StoredSnapshot {
  /** The build that rendered it. */
  b: string;
  /** When it was kept (ms since the epoch). */
  t: number;
  /** The page's <main>, outerHTML. */
  h: string;
  /** The CSS rules it needs. */
  c: string;
}

/**
 * Runs in the built index.html just after #root, before any of the app's JavaScript (vite.config.ts
 * inlines its source, so it must stay self-contained: no imports, no outer names). Under the boot
 * bar it paints the opened page as last seen (a snapshot kept by this same build, not older than
 * `maxAgeMs`), inert and hidden from assistive technology, a picture the app's first render
 * replaces; failing that, the page's heading (`headings`, by path), or nothing. The snapshot's
 * pictures come from the service worker's image cache.
 */
export function paintBootPage(
  win: Window,
  headings: Record<string, string>,
  build: string,
  maxAgeMs: number,
  keyPrefix: string,
  snapshotClass: string,
): void {
  const doc = win.document;
  const root = doc.getElementById('root');
  const path = win.location.pathname.replace(/(.)\/+$/, '$1');
  if (!root) return;
  let kept: StoredSnapshot | null = null;
  try {
    // Only a page the service worker serves can have been kept (it keeps the snapshot's code and
    // pictures): a first visit skips localStorage, whose first read can block for a long while.
    if (path.indexOf('/admin') !== 0 && win.navigator.serviceWorker?.controller) {
      kept = JSON.parse(win.localStorage.getItem(keyPrefix + path) ?? 'null') as StoredSnapshot;
    }
  } catch {
    kept = null;
  }
  if (kept && kept.b === build && Date.now() - kept.t < maxAgeMs && kept.h) {
    const style = doc.createElement('style');
    style.textContent = kept.c;
    const page = doc.createElement('div');
    page.className = snapshotClass;
    page.setAttribute('inert', '');
    page.setAttribute('aria-hidden', 'true');
    page.innerHTML = kept.h;
    // The page's eager pictures (above the fold; one is often its largest element) are asked for at
    // once, not queued behind the app's scripts, which the service worker serves at the same time.
    page.querySelectorAll('img:not([loading="lazy"])').forEach((img) => {
      img.setAttribute('fetchpriority', 'high');
    });
    root.appendChild(style);
    root.appendChild(page);
    return;
  }
  const heading = headings[path];
  if (!heading) return;
  const main = doc.createElement('div');
  const text = doc.createElement('div');
  main.className = 'boot-main';
  main.setAttribute('aria-hidden', 'true');
  text.className = 'boot-heading';
  text.textContent = heading;
  main.appendChild(text);
  root.appendChild(main);
}
