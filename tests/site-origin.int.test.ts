/**
 * The site names itself (issue 32, findings 4 and 5), tried the way the review attacked it: raw
 * HTTP requests to the real site server (server/site.ts) with the server renderer
 * (src/entry-server.tsx) against the Firestore emulator, configured with one origin. A path that a
 * URL parser reads as another host (`//evil.example/…`, a backslash, an encoded slash or
 * backslash) never reaches a page; `Host`, `X-Forwarded-*` and `Forwarded` never shape an address
 * in a page's head, sitemap.xml or robots.txt; and production cannot run without the origin.
 */
import { request, type IncomingHttpHeaders } from 'node:http';
import path from 'node:path';
import type { Request, Response } from 'express';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { demoMatches } from '../scripts/seed/data';
import { loadSite, servePage } from '../server/function';
import {
  createSite,
  NOT_PLAIN_CACHE_CONTROL,
  PAGE_CACHE_CONTROL,
  plainPath,
  siteOrigin,
} from '../server/site';
import * as renderer from '../src/entry-server';
import { type SeededSite, startSeededSite } from './support/seeded-site';

const ORIGIN = 'https://club.example';
const EVIL = /evil\.example|ftp:/i;
const matches = demoMatches().slice(0, 3);

let site: SeededSite | undefined;
let port: number;

beforeAll(async () => {
  site = await startSeededSite({ catches: 10, matches, origin: ORIGIN });
  port = site.port;
}, 120_000);

afterAll(() => site?.close());

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

/** `target` sent exactly as written (no URL parser in between), with `headers` as given. */
function raw(target: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const sent = request(
      {
        host: '127.0.0.1',
        port,
        path: target,
        headers: { 'accept-encoding': 'identity', ...headers },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode!,
            headers: response.headers,
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        );
        response.on('error', reject);
      },
    );
    sent.on('error', reject);
    sent.end();
  });
}

/** Everything an answer says, headers and body, to look for a foreign host in. */
const everything = (answer: Answer) => `${JSON.stringify(answer.headers)}\n${answer.body}`;

const attr = (html: string, pattern: RegExp) => html.match(pattern)?.[1];
const canonicalOf = (html: string) => attr(html, /<link rel="canonical" href="([^"]*)"/);
const metaOf = (html: string, property: string) =>
  attr(html, new RegExp(`<meta property="${property}" content="([^"]*)"`));

describe('a path that names another host', () => {
  it('gets a 404 that is never cached and names nothing of it, whatever the spelling', async () => {
    const targets = [
      '//evil.example/catches',
      '//evil.example',
      '///evil.example/catches',
      '/\\evil.example/catches',
      '/\\\\evil.example/catches',
      '/%2Fevil.example/catches',
      '/%2fevil.example/catches?page=2',
      '/%5Cevil.example/catches',
      '/%5c%5cevil.example/catches',
      '//evil.example/assets/x.js',
      '//evil.example/sitemap.xml',
      // A request target in absolute form, as a proxy is sent.
      'http://evil.example/catches',
    ];
    for (const target of targets) {
      const answer = await raw(target);
      expect(answer.status, target).toBe(404);
      expect(answer.headers['cache-control'], target).toBe(NOT_PLAIN_CACHE_CONTROL);
      expect(everything(answer), target).not.toMatch(EVIL);
    }
  });

  it('gets a redirect to its plain form on the configured origin when the slashes are inside it', async () => {
    const cases: Array<[string, string]> = [
      ['/catches//', '/catches/'],
      ['/catches\\', '/catches/'],
      ['/matches//m1?x=1', '/matches/m1?x=1'],
      ['/news%2Fsome-article', '/news/some-article'],
      ['/news%5csome-article', '/news/some-article'],
    ];
    for (const [target, plain] of cases) {
      const answer = await raw(target, {
        host: 'evil.example',
        'x-forwarded-host': 'evil.example',
      });
      expect(answer.status, target).toBe(301);
      expect(answer.headers.location, target).toBe(`${ORIGIN}${plain}`);
      expect(answer.headers['cache-control'], target).toBe(NOT_PLAIN_CACHE_CONTROL);
      expect(everything(answer), target).not.toMatch(EVIL);
    }
  });

  it('is told apart from a plain path by plainPath', () => {
    expect(plainPath('/catches?next=//evil.example')).toEqual({ kind: 'ok' });
    expect(plainPath('/catches/abc')).toEqual({ kind: 'ok' });
    expect(plainPath('/a/%2F/b')).toEqual({ kind: 'redirect', to: '/a/b' });
    expect(plainPath('/%2F%2Fevil.example')).toEqual({ kind: 'refuse' });
    expect(plainPath('*')).toEqual({ kind: 'refuse' });
  });
});

/** What a proxy, or anyone, can send: none of it may reach an address. */
const FORGED = {
  host: 'evil.example',
  'x-forwarded-host': 'evil.example',
  'x-forwarded-proto': 'ftp',
  'x-forwarded-port': '8443',
  forwarded: 'for=1.2.3.4;host=evil.example;proto=ftp',
};

describe('forged Host and forwarded headers', () => {
  it("leave a page's canonical link, og:url and og:image on the configured origin", async () => {
    const pages = ['/catches', '/matches', `/matches/${matches[0]!.id}`, '/', '/no-such-page'];
    for (const pathname of pages) {
      const answer = await raw(pathname, FORGED);
      expect([200, 404], pathname).toContain(answer.status);
      expect(answer.headers['content-type'], pathname).toMatch(/^text\/html/);
      expect(canonicalOf(answer.body), pathname).toBe(`${ORIGIN}${pathname}`);
      expect(metaOf(answer.body, 'og:url'), pathname).toBe(`${ORIGIN}${pathname}`);
      expect(metaOf(answer.body, 'og:image'), pathname).toMatch(/^https:\/\/club\.example\//);
      expect(everything(answer), pathname).not.toMatch(EVIL);
    }
  });

  it('leave the calendar links off the forged host', async () => {
    const list = await raw('/matches', FORGED);
    const subscribe = attr(list.body, /href="([^"]*)"[^>]*>Subscribe to the match calendar/);
    expect(subscribe).toMatch(/\/calendar\/matches\.ics$/);
    expect(subscribe).not.toMatch(EVIL);
    const one = await raw(`/matches/${matches[0]!.id}`, FORGED);
    const add = attr(one.body, /href="([^"]*)"[^>]*>Add to calendar/);
    expect(add).toMatch(/\.ics$/);
    expect(add).not.toMatch(EVIL);
  });

  it("leave sitemap.xml's <loc> and robots.txt's Sitemap line on the configured origin", async () => {
    const sitemap = await raw('/sitemap.xml', FORGED);
    expect(sitemap.status).toBe(200);
    const locs = [...sitemap.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((found) => found[1]!);
    expect(locs.length).toBeGreaterThan(3);
    for (const loc of locs) expect(loc.startsWith(`${ORIGIN}/`), loc).toBe(true);
    expect(everything(sitemap)).not.toMatch(EVIL);

    const robots = await raw('/robots.txt', FORGED);
    expect(robots.status).toBe(200);
    expect(robots.body).toContain(`\nSitemap: ${ORIGIN}/sitemap.xml\n`);
    expect(everything(robots)).not.toMatch(EVIL);
  });

  it('leave a page cacheable as a page, the same for everyone', async () => {
    const forged = await raw('/catches', FORGED);
    const plain = await raw('/catches');
    expect(forged.headers['cache-control']).toBe(PAGE_CACHE_CONTROL);
    expect(canonicalOf(forged.body)).toBe(canonicalOf(plain.body));
  });
});

describe('the configured origin', () => {
  it('is required, and must be an origin alone', () => {
    const clientDir = path.resolve(import.meta.dirname, '..');
    for (const origin of [undefined, '', ' ']) {
      expect(() => createSite({ clientDir, renderer, origin: origin as string })).toThrow(
        /SITE_ORIGIN/,
      );
    }
    for (const origin of [
      'club.example',
      'ftp://club.example',
      'https://club.example/pages',
      'https://club.example?x=1',
      'https://user@club.example',
      'javascript:alert(1)',
    ]) {
      expect(() => siteOrigin(origin), origin).toThrow(/SITE_ORIGIN/);
    }
    expect(siteOrigin('https://Club.Example/')).toBe('https://club.example');
    expect(siteOrigin('http://127.0.0.1:4173')).toBe('http://127.0.0.1:4173');
  });

  it('is required by the production function, which serves nothing without it', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      await expect(loadSite({})).rejects.toThrow(/SITE_ORIGIN/);
      const sent: { status?: number; headers: Record<string, string>; body?: string } = {
        headers: {},
      };
      const res = {
        status(code: number) {
          sent.status = code;
          return this;
        },
        set(key: string, value: string) {
          sent.headers[key.toLowerCase()] = value;
          return this;
        },
        type() {
          return this;
        },
        send(body: string) {
          sent.body = body;
          return this;
        },
      };
      servePage({} as Request, res as unknown as Response, {});
      await vi.waitFor(() => expect(sent.status).toBe(500));
      expect(sent.headers['cache-control']).toBe('no-store');
      expect(errors).toHaveBeenCalled();
    } finally {
      errors.mockRestore();
    }
  });
});
