/**
 * A Firestore that does not answer while a page is rendered (issue 20: "a Firestore failure during
 * rendering answers the app shell, never an error page"). The site server (server/site.ts) and
 * renderer (src/entry-server.tsx) are pointed at an address that takes connections and never
 * replies, as an overloaded or unreachable backend does; each public page must still arrive, as the
 * bare app shell (the browser then reads for itself), with nothing of the failure in it.
 */
import type { Server } from 'node:http';
import { createServer, type AddressInfo, type Server as TcpServer, type Socket } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createSite, type Renderer } from '../server/site';

/** The renderer's wait for Firestore, short here: what is tested is what happens after it. */
const WAIT_MS = 200;
const TIMED_OUT = `Firestore did not answer within ${WAIT_MS} ms`;

let silent: TcpServer;
const sockets: Socket[] = [];
let site: Server;
let base: string;

const listen = (server: TcpServer) =>
  new Promise<number>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)),
  );

beforeAll(async () => {
  silent = createServer((socket) => void sockets.push(socket));
  // The renderer's Firestore is connected when src/lib/firebase.ts loads: point it first.
  vi.stubEnv('VITE_FIRESTORE_EMULATOR_PORT', String(await listen(silent)));
  const entry = await import('../src/entry-server');
  const renderer: Renderer = {
    ...entry,
    render: (url) => entry.render(url, WAIT_MS),
    sitemap: (origin) => entry.sitemap(origin, WAIT_MS),
  };
  const app = createSite({
    clientDir: path.resolve(import.meta.dirname, '..'),
    renderer,
    origin: 'https://club.example',
  });
  site = await new Promise<Server>((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
  });
  base = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
});

afterAll(() => {
  vi.unstubAllEnvs();
  site?.closeAllConnections();
  site?.close();
  for (const socket of sockets) socket.destroy();
  silent?.close();
});

describe('rendering while Firestore does not answer', () => {
  it('answers a public page with the app shell (200), in time, with no error shown', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const paths = ['/', '/matches', '/news/some-article'];
    // Together: each waits WAIT_MS (FIRESTORE_WAIT_MS when deployed) before giving up.
    const responses = await Promise.all(paths.map((pathname) => fetch(`${base}${pathname}`)));
    for (const [index, response] of responses.entries()) {
      const pathname = paths[index]!;
      const html = await response.text();
      expect(response.status, pathname).toBe(200);
      expect(response.headers.get('content-type'), pathname).toMatch(/^text\/html/);
      expect(response.headers.get('cache-control'), pathname).toBe('no-cache');
      // The shell: an empty root, no page data; the browser's app reads the page itself.
      expect(html, pathname).toContain('<div id="root"></div>');
      expect(html, pathname).not.toContain('pac-page-data');
      expect(html, pathname).toContain('<title>Priory Angling Club</title>');
      expect(html, pathname).not.toMatch(/error|exception|\bat .*\(.*:\d+:\d+\)/i);
    }
    // The failure is logged on the server, once a page, with its address and the wait.
    expect(errors.mock.calls.map(([message]) => String(message)).sort()).toEqual([
      'Rendering /: answering the app shell',
      'Rendering /matches: answering the app shell',
      'Rendering /news/some-article: answering the app shell',
    ]);
    for (const [, error] of errors.mock.calls) expect(String(error)).toContain(TIMED_OUT);
    errors.mockRestore();
  });

  it('answers sitemap.xml with a short 503 that is not cached', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const response = await fetch(`${base}/sitemap.xml`);
    expect(response.status).toBe(503);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.text()).toBe('Try again soon.');
    expect(errors).toHaveBeenCalledTimes(1);
    // After WAIT_MS (SITEMAP_WAIT_MS when deployed).
    expect(String(errors.mock.calls[0]?.[1])).toContain(TIMED_OUT);
    errors.mockRestore();
  });
});
