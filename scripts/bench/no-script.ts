/**
 * The limit a public page is held to (issue 35, point 10): the same server-rendered HTML with no
 * scripts at all. A small proxy in front of the bench's site answers every request as the site
 * does, but a page's HTML with its <script> elements (but the inert page data) and its
 * modulepreload links taken out: what a visitor would get if the app never started. Lighthouse
 * measures both in the same run (bench.ts), so the two figures share the machine's load.
 */
import { createServer, type Server } from 'node:http';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { HOST } from '../emulators/config.ts';

/** The page without what would run: scripts (not the JSON page data) and module preloads. */
export function withoutScripts(html: string): string {
  return html
    .replace(/<script\b(?![^>]*type="application\/json")[^>]*>[\s\S]*?<\/script>/gi, '')
    .replace(/<link\b[^>]*rel="modulepreload"[^>]*>/gi, '');
}

/** Serves `site` on `port`, every HTML answer without its scripts. */
export function startNoScriptProxy(site: string, port: number): Promise<Server> {
  const server = createServer((req, res) => {
    const accepts = String(req.headers['accept-encoding'] ?? '');
    fetch(new URL(req.url ?? '/', site), {
      // Read plain (a page's scripts are taken out), then compressed as the site would.
      headers: { accept: req.headers.accept ?? '*/*', 'accept-encoding': 'identity' },
      redirect: 'manual',
    })
      .then(async (answer) => {
        const headers = new Headers(answer.headers);
        headers.delete('content-length');
        let body = Buffer.from(await answer.arrayBuffer());
        const type = answer.headers.get('content-type') ?? '';
        if (type.startsWith('text/html')) body = Buffer.from(withoutScripts(body.toString('utf8')));
        if (/^text\/|javascript|json|svg|xml/.test(type)) {
          headers.delete('content-encoding');
          if (/\bbr\b/.test(accepts)) {
            body = brotliCompressSync(body);
            headers.set('content-encoding', 'br');
          } else if (/\bgzip\b/.test(accepts)) {
            body = gzipSync(body);
            headers.set('content-encoding', 'gzip');
          }
        }
        res.writeHead(answer.status, Object.fromEntries(headers));
        res.end(body);
      })
      .catch((error: unknown) => {
        res.writeHead(502).end(String(error));
      });
  });
  return new Promise((resolve) => server.listen(port, HOST, () => resolve(server)));
}
