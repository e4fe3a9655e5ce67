/**
 * Page snapshots: "a returning visitor sees the last known page at once, then fresh data" (issue 12).
 * When a public page has settled, its <main> (not the navbar, which differs for a signed-in admin)
 * and the CSS rules it uses are kept in localStorage, keyed by path and stamped with the build and
 * the time; the built index.html paints it on the next visit before the app's JavaScript has run
 * (src/lib/boot-page-script.ts), and the app's first render replaces it. Loaded on demand, once a
 * page has settled: nothing of it is in the first download.
 */
import {
  SNAPSHOT_INDEX_KEY,
  SNAPSHOT_KEY_PREFIX,
  type StoredSnapshot,
} from '../../lib/boot-page-script';
import { hasConnection } from '../../lib/connection';
import { PAGE_SNAPSHOT_MAX_CHARS, PAGE_SNAPSHOT_MAX_PATHS } from './offline-limits';

export interface PageSnapshot {
  path: string;
  html: string;
  css: string;
  build: string;
  at: number;
}

/** Admin screens are never kept on the device, nor anything under them. */
export function mayKeepPath(path: string): boolean {
  return path !== '/admin' && !path.startsWith('/admin/');
}

function keptPaths(storage: Storage): string[] {
  try {
    const paths = JSON.parse(storage.getItem(SNAPSHOT_INDEX_KEY) ?? '[]') as unknown;
    return Array.isArray(paths) ? paths.filter((p): p is string => typeof p === 'string') : [];
  } catch {
    return [];
  }
}

/**
 * Keeps one page's snapshot: refused (false) for an admin path or one over the size limit; the
 * least recently kept paths beyond the limit are dropped. A full storage only means the page is not
 * kept.
 */
export function keepSnapshot(storage: Storage, snapshot: PageSnapshot): boolean {
  const { path } = snapshot;
  if (!mayKeepPath(path) || !snapshot.html) return false;
  if (snapshot.html.length + snapshot.css.length > PAGE_SNAPSHOT_MAX_CHARS) {
    forgetSnapshot(storage, path);
    return false;
  }
  const stored: StoredSnapshot = {
    b: snapshot.build,
    t: snapshot.at,
    h: snapshot.html,
    c: snapshot.css,
  };
  const paths = [path, ...keptPaths(storage).filter((p) => p !== path)];
  for (const old of paths.slice(PAGE_SNAPSHOT_MAX_PATHS))
    storage.removeItem(SNAPSHOT_KEY_PREFIX + old);
  try {
    storage.setItem(SNAPSHOT_KEY_PREFIX + path, JSON.stringify(stored));
    storage.setItem(SNAPSHOT_INDEX_KEY, JSON.stringify(paths.slice(0, PAGE_SNAPSHOT_MAX_PATHS)));
    return true;
  } catch {
    forgetSnapshot(storage, path);
    return false;
  }
}

export function forgetSnapshot(storage: Storage, path: string): void {
  storage.removeItem(SNAPSHOT_KEY_PREFIX + path);
  try {
    storage.setItem(
      SNAPSHOT_INDEX_KEY,
      JSON.stringify(keptPaths(storage).filter((p) => p !== path)),
    );
  } catch {
    // Nothing more to forget.
  }
}

/** The kept snapshot of a path, as the boot script would read it (for tests and checks). */
export function readSnapshot(storage: Storage, path: string): StoredSnapshot | undefined {
  try {
    return (JSON.parse(storage.getItem(SNAPSHOT_KEY_PREFIX + path) ?? 'null') ?? undefined) as
      StoredSnapshot | undefined;
  } catch {
    return undefined;
  }
}

const CLASS_IN_SELECTOR = /\.(css-[\w-]+)/g;

/**
 * The CSS rules a piece of the page needs, from emotion's sheets: emotion inserts its rules with
 * insertRule in production, so they are read from `cssRules`, not the style elements' text. A rule
 * naming emotion classes is kept when one of them is used in `root`; a rule naming none (global
 * styles such as CssBaseline's, keyframes) is kept as is.
 */
export function cssFor(root: Element, doc: Document = root.ownerDocument): string {
  const used = new Set<string>();
  for (const element of [root, ...root.querySelectorAll('[class]')]) {
    element.classList.forEach((name) => used.add(name));
  }
  const rules: string[] = [];
  for (const style of doc.querySelectorAll<HTMLStyleElement>('style[data-emotion]')) {
    let list: CSSRuleList | undefined;
    try {
      list = style.sheet?.cssRules;
    } catch {
      list = undefined;
    }
    for (const rule of list ?? []) {
      const text = rule.cssText;
      const classes = [...text.matchAll(CLASS_IN_SELECTOR)].map((m) => m[1]!);
      if (!classes.length || classes.some((name) => used.has(name))) rules.push(text);
    }
  }
  return rules.join('\n');
}

/**
 * Whether the page is worth keeping as shown: a settled page with content, no spinner, no error
 * and no offline notice (the next visit would show a stale "You are offline" line).
 */
export function showsContent(main: Element, online: boolean): boolean {
  if (!online) return false;
  if (main.querySelector('[role="progressbar"], [role="alert"], .MuiAlert-standardError')) {
    return false;
  }
  return (main.textContent ?? '').trim().length > 0;
}

/** Keeps the page now shown, if it is one to keep; the build stamp comes from index.html. */
export function keepShownPage(win: Window, build: string): boolean {
  const path = win.location.pathname.replace(/(.)\/+$/, '$1');
  const main = win.document.querySelector('main');
  if (!main || !mayKeepPath(path)) return false;
  let storage: Storage;
  try {
    storage = win.localStorage;
  } catch {
    return false;
  }
  if (!showsContent(main, win.navigator.onLine && hasConnection())) return false;
  return keepSnapshot(storage, {
    path,
    html: main.outerHTML,
    css: cssFor(main, win.document),
    build,
    at: Date.now(),
  });
}
