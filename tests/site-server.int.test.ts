/**
 * The site server (server/site.ts) with the server renderer (src/entry-server.tsx) against the
 * Firestore emulator, the real rules in force: sitemap.xml lists every public page within its
 * bounds, the back office is never indexed in any letter case, and a missing built file is a plain
 * 404, never a rendered page. The template is the repository's index.html, which holds the
 * renderer's placeholders as the built one does.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoCatches, demoMatches } from '../scripts/seed/data';
import { MISSING_ASSET_CACHE_CONTROL, SITEMAP_CACHE_CONTROL } from '../server/site';
import { CLUB_FONT_FILES } from '../src/app/club-font';
import { SITEMAP_MAX_ITEMS } from '../src/app/public-pages-server';
import { type SeededSite, startSeededSite } from './support/seeded-site';

// More approved catches than the sitemap lists (every fifth demo catch is unapproved).
const CATCHES = demoCatches(1300);
const approved = CATCHES.filter((fish) => fish.isPublic).sort((a, b) => b.orderRank - a.orderRank);
const pending = CATCHES.filter((fish) => !fish.isPublic);
const matches = demoMatches();

/** The site's configured origin: what every absolute address names (tests/site-origin checks). */
const ORIGIN = 'https://club.example';
let site: SeededSite | undefined;
let base: string;

beforeAll(async () => {
  site = await startSeededSite({ catches: CATCHES.length, matches, origin: ORIGIN });
  base = `http://127.0.0.1:${site.port}`;
}, 120_000);

afterAll(() => site?.close());

const get = (pathname: string) => fetch(`${base}${pathname}`);

describe('sitemap.xml', () => {
  it('lists every match and the newest thousand approved catches, cached by the CDN for an hour', async () => {
    expect(approved.length).toBeGreaterThan(SITEMAP_MAX_ITEMS);
    const response = await get('/sitemap.xml');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe(SITEMAP_CACHE_CONTROL);
    const xml = await response.text();
    const listed = new Set([...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((found) => found[1]));
    for (const match of matches)
      expect(listed, match.id).toContain(`${ORIGIN}/matches/${match.id}`);
    for (const fish of approved.slice(0, SITEMAP_MAX_ITEMS)) {
      expect(listed, fish.id).toContain(`${ORIGIN}/catches/${fish.id}`);
    }
    // Beyond the bound: the oldest approved catches; never a pending one.
    for (const fish of [...approved.slice(SITEMAP_MAX_ITEMS), ...pending]) {
      expect(listed, fish.id).not.toContain(`${ORIGIN}/catches/${fish.id}`);
    }
    expect(listed).toContain(`${ORIGIN}/league`);
    expect(xml).not.toMatch(/admin/i);
  });
});

describe('the back office', () => {
  it('is marked not to be indexed in any letter case, as robots.txt cannot say', async () => {
    for (const pathname of ['/admin', '/Admin', '/ADMIN/manage-catches', '/aDmIn/login']) {
      const response = await get(pathname);
      expect(response.status, pathname).toBe(200);
      expect(response.headers.get('x-robots-tag'), pathname).toMatch(/\bnoindex\b/);
    }
    for (const pathname of ['/matches', '/administrators-notes']) {
      expect((await get(pathname)).headers.get('x-robots-tag'), pathname).toBeNull();
    }
    const robots = await (await get('/robots.txt')).text();
    for (const spelling of ['/admin', '/Admin', '/ADMIN']) {
      expect(robots).toContain(`Disallow: ${spelling}\n`);
    }
  });
});

describe("the bare app shell's font", () => {
  const fontPreloads = (html: string) =>
    [
      ...html.matchAll(
        /<link rel="preload" as="font" type="font\/woff2" crossorigin href="([^"]+)">/g,
      ),
    ].map((found) => found[1]);

  it("is preloaded by URL from the shell's head; a rendered page carries its own inside", async () => {
    const shell = await (await get('/account/sign-in')).text();
    const head = shell.slice(0, shell.indexOf('</head>'));
    expect(fontPreloads(head)).toEqual([CLUB_FONT_FILES.regular, CLUB_FONT_FILES.bold]);
    expect(CLUB_FONT_FILES.regular).toMatch(/\.woff2$/);
    // The home page's two preloads are its inline files: nothing to fetch before its first paint.
    const home = await (await get('/')).text();
    expect(fontPreloads(home)).toHaveLength(2);
    for (const href of fontPreloads(home)) expect(href).toMatch(/^data:font\/woff2;base64,/);
  });
});

describe('a missing built file', () => {
  it('is a short plain 404, not a page (a page kept from before a deploy names old assets)', async () => {
    for (const pathname of ['/assets/index-D3adB33f.js', '/assets/sub/dir/style-0ld.css']) {
      const response = await get(pathname);
      expect(response.status, pathname).toBe(404);
      expect(response.headers.get('content-type'), pathname).toMatch(/^text\/plain/);
      expect(response.headers.get('cache-control'), pathname).toBe(MISSING_ASSET_CACHE_CONTROL);
      expect((await response.text()).length, pathname).toBeLessThan(40);
    }
    // Any other address is still the renderer's: a not-found page.
    const page = await get('/assetsy/nothing.js');
    expect(page.status).toBe(404);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
  });
});
