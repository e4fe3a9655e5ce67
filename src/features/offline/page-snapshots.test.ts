import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { paintBootPage, SNAPSHOT_INDEX_KEY, SNAPSHOT_KEY_PREFIX } from '../../lib/boot-page-script';
import { PAGE_SNAPSHOT_MAX_CHARS, PAGE_SNAPSHOT_MAX_PATHS } from './offline-limits';
import {
  cssFor,
  keepShownPage,
  keepSnapshot,
  mayKeepPath,
  readSnapshot,
  type PageSnapshot,
} from './page-snapshots';

const snapshot = (path: string, extra: Partial<PageSnapshot> = {}): PageSnapshot => ({
  path,
  html: `<main><h1>${path}</h1></main>`,
  css: '.css-a{color:red}',
  build: 'b1',
  at: 1000,
  ...extra,
});

afterEach(() => {
  localStorage.clear();
  document.body.innerHTML = '';
  document.head.innerHTML = '';
  window.history.replaceState({}, '', '/');
});

describe('keepSnapshot', () => {
  it('keeps a page by path, stamped with the build and the time', () => {
    expect(keepSnapshot(localStorage, snapshot('/waters'))).toBe(true);
    expect(readSnapshot(localStorage, '/waters')).toEqual({
      b: 'b1',
      t: 1000,
      h: '<main><h1>/waters</h1></main>',
      c: '.css-a{color:red}',
    });
  });

  it('never keeps an admin path', () => {
    for (const path of ['/admin', '/admin/login', '/admin/manage-catches']) {
      expect(mayKeepPath(path)).toBe(false);
      expect(keepSnapshot(localStorage, snapshot(path))).toBe(false);
    }
    expect(localStorage.length).toBe(0);
    expect(mayKeepPath('/administrators-of-angling')).toBe(true);
  });

  it('refuses a page over the size limit and forgets its older snapshot', () => {
    keepSnapshot(localStorage, snapshot('/'));
    const big = 'x'.repeat(PAGE_SNAPSHOT_MAX_CHARS);
    expect(keepSnapshot(localStorage, snapshot('/', { html: `<main>${big}</main>` }))).toBe(false);
    expect(readSnapshot(localStorage, '/')).toBeUndefined();
    expect(JSON.parse(localStorage.getItem(SNAPSHOT_INDEX_KEY)!)).toEqual([]);
  });

  it('keeps only the most recently kept paths', () => {
    const paths = ['/', '/waters', '/rules', '/newsletter', '/contact-us', '/catches'];
    for (const path of paths) keepSnapshot(localStorage, snapshot(path));
    // "/" kept again: it becomes the most recent, and the oldest others go.
    keepSnapshot(localStorage, snapshot('/'));
    const kept = JSON.parse(localStorage.getItem(SNAPSHOT_INDEX_KEY)!) as string[];
    expect(kept).toHaveLength(PAGE_SNAPSHOT_MAX_PATHS);
    expect(kept[0]).toBe('/');
    expect(kept).toEqual(['/', '/catches', '/contact-us', '/newsletter'].slice(0, kept.length));
    const stored = Object.keys(localStorage).filter((key) => key.startsWith(SNAPSHOT_KEY_PREFIX));
    expect(stored.sort()).toEqual(kept.map((path) => SNAPSHOT_KEY_PREFIX + path).sort());
  });
});

describe('keepShownPage', () => {
  function showPage(html: string) {
    document.body.innerHTML = `<nav>Admin link</nav><div id="root">${html}</div>`;
  }

  it("keeps the page's <main> only, never the navbar", () => {
    window.history.replaceState({}, '', '/rules');
    showPage('<main id="main-content"><h1>Rules</h1></main>');
    expect(keepShownPage(window, 'b1')).toBe(true);
    expect(readSnapshot(localStorage, '/rules')?.h).toBe(
      '<main id="main-content"><h1>Rules</h1></main>',
    );
  });

  it('keeps nothing while a spinner or an error shows, or on an admin screen', () => {
    window.history.replaceState({}, '', '/rules');
    showPage('<main><div role="progressbar"></div></main>');
    expect(keepShownPage(window, 'b1')).toBe(false);
    showPage('<main><div role="alert">Could not load</div></main>');
    expect(keepShownPage(window, 'b1')).toBe(false);
    window.history.replaceState({}, '', '/admin/manage-rules');
    showPage('<main><h1>Manage Rules</h1></main>');
    expect(keepShownPage(window, 'b1')).toBe(false);
    expect(localStorage.length).toBe(0);
  });
});

describe('cssFor', () => {
  it("keeps emotion's rules that the page uses, and global ones, read from cssRules", () => {
    const style = document.createElement('style');
    style.setAttribute('data-emotion', 'css');
    document.head.appendChild(style);
    const sheet = style.sheet!;
    sheet.insertRule('.css-used{color:red}', 0);
    sheet.insertRule('.css-navbar{color:blue}', 1);
    sheet.insertRule('body{margin:0}', 2);
    document.body.innerHTML = '<main class="css-used"><p>Hi</p></main>';
    const css = cssFor(document.querySelector('main')!);
    expect(css).toContain('.css-used');
    expect(css).toContain('body');
    expect(css).not.toContain('.css-navbar');
  });
});

describe('paintBootPage (the built index.html)', () => {
  // A returning visitor's page is served by the service worker (jsdom has none of its own).
  const servedBy = (controller: object | null) =>
    Object.defineProperty(window.navigator, 'serviceWorker', {
      value: { controller },
      configurable: true,
    });
  beforeEach(() => servedBy({}));
  afterEach(() => {
    Reflect.deleteProperty(window.navigator, 'serviceWorker');
  });

  const paint = (path: string, build = 'b1', now = Date.now()) => {
    window.history.replaceState({}, '', path);
    document.body.innerHTML = '<div id="root"><div class="boot-bar">PAC</div></div>';
    const realNow = Date.now;
    Date.now = () => now;
    try {
      paintBootPage(window, { '/': 'Heading' }, build, 60_000, SNAPSHOT_KEY_PREFIX, 'snap');
    } finally {
      Date.now = realNow;
    }
    return document.getElementById('root')!;
  };

  it('paints the kept page, inert, for the same build within the age limit', () => {
    keepSnapshot(localStorage, snapshot('/', { at: Date.now() }));
    const root = paint('/');
    const painted = root.querySelector('.snap')!;
    expect(painted.hasAttribute('inert')).toBe(true);
    expect(painted.getAttribute('aria-hidden')).toBe('true');
    expect(painted.innerHTML).toBe('<main><h1>/</h1></main>');
    expect(root.querySelector('style')!.textContent).toBe('.css-a{color:red}');
    expect(root.querySelector('.boot-heading')).toBeNull();
  });

  it('does not read what is kept on a page no service worker serves (a first visit)', () => {
    keepSnapshot(localStorage, snapshot('/', { at: Date.now() }));
    servedBy(null);
    const root = paint('/');
    expect(root.querySelector('.snap')).toBeNull();
    expect(root.querySelector('.boot-heading')!.textContent).toBe('Heading');
  });

  it("ignores another build's snapshot, or an old one, and paints the heading", () => {
    keepSnapshot(localStorage, snapshot('/', { at: Date.now() }));
    expect(paint('/', 'b2').querySelector('.snap')).toBeNull();
    expect(paint('/', 'b2').querySelector('.boot-heading')!.textContent).toBe('Heading');
    expect(paint('/', 'b1', Date.now() + 61_000).querySelector('.snap')).toBeNull();
  });

  it('never paints for an admin path, even with something stored under its key', () => {
    localStorage.setItem(
      `${SNAPSHOT_KEY_PREFIX}/admin`,
      JSON.stringify({ b: 'b1', t: Date.now(), h: '<main>secret</main>', c: '' }),
    );
    expect(paint('/admin').querySelector('.snap')).toBeNull();
  });
});
