/**
 * The response headers of Firebase Hosting, as firebase.json's `hosting.headers` declares them,
 * made final for one build and one project, and applied the same way by the local servers the
 * end-to-end tests and the benchmarks use: a Content-Security-Policy violation on a test run is a
 * violation in production, and the reverse.
 *
 * firebase.json holds the policy for the demo project. Two things in it depend on the deployment:
 * - the project's bucket: images and uploads are allowed from
 *   `https://firebasestorage.googleapis.com/v0/b/<bucket>/` only (a path in a CSP source matches
 *   as a prefix), and the bucket's name depends on when the project was made, so it is taken from
 *   the web app's config (VITE_FIREBASE_STORAGE_BUCKET) and replaces the demo bucket;
 * - the inline scripts of the built pages: each executable inline <script> of an HTML file of the
 *   build is allowed by its SHA-256 hash, computed from the files themselves (no 'unsafe-inline'
 *   for scripts). A build without inline scripts adds none. Non-executable data blocks such as
 *   `<script type="application/json">` are not scripts to CSP and need no hash.
 *
 * What the policy allows, and why (firebase.json cannot carry comments):
 * - script-src 'self' and reCAPTCHA's hosts (App Check's provider); 'wasm-unsafe-eval' lets the
 *   HEIC decoder (heic-to's CSP build, libheif in WebAssembly) compile its module: it permits
 *   WebAssembly compilation only, never eval() of JavaScript.
 * - style-src 'unsafe-inline': MUI's styling engine (emotion) writes <style> elements at run time
 *   and React writes style attributes. A nonce would need every HTML response rendered per
 *   request with a fresh nonce handed to emotion's cache; Hosting serves static files, so there is
 *   none to give. Styles cannot run code; scripts stay strictly hashed.
 * - img-src: the site's own files, data: and blob: (the catch form's preview of a chosen photo),
 *   and the project's bucket. connect-src: Firestore, the bucket, Identity Toolkit and Secure Token
 *   (Auth), App Check's token exchange and reCAPTCHA. worker-src blob: for the HEIC decoder's
 *   worker; 'self' for the service worker, which stays fetchable at /sw.js.
 * - frame-ancestors 'none' with X-Frame-Options DENY (older browsers): the back office cannot be
 *   framed. Permissions-Policy lets the site's own pages use the camera and nothing else does:
 *   the bailiff's check scans permits with getUserMedia (src/features/bailiff/check/scanner.ts),
 *   and a document keeps the policy it was loaded with, so a bailiff who opened any page of the
 *   site before /admin/check needs it there too (hence every path, not only /admin/**); frames
 *   and other origins get none. It refuses microphone, geolocation, payment and USB, which the
 *   site does not use. (The catch form's `<input type="file" capture>` hands over to the phone's
 *   camera app, which no policy governs.)
 * Locally the emulators' origins (http://127.0.0.1:<port>) and the admin server's are added to
 * connect-src and img-src, and nowhere else.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { minimatch } from 'minimatch';
import type { Plugin } from 'vite';
import { HOST, type StackPorts } from '../emulators/config.ts';

export interface HeaderRule {
  source: string;
  headers: { key: string; value: string }[];
}

/** The bucket firebase.json (and the rules) name for the local emulators. */
export const DEMO_BUCKET = 'demo-pac.appspot.com';
const CSP = 'content-security-policy';

export function readHostingHeaders(configFile = 'firebase.json'): HeaderRule[] {
  const config = JSON.parse(readFileSync(configFile, 'utf8')) as {
    hosting?: { headers?: HeaderRule[] };
  };
  return config.hosting?.headers ?? [];
}

const EXECUTABLE_TYPES = new Set(['', 'module', 'text/javascript', 'application/javascript']);

/** The CSP hash sources of the executable inline scripts of `html`, in order. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const [, attributes = '', body = ''] of html.matchAll(
    /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi,
  )) {
    if (/\ssrc\s*=/i.test(` ${attributes}`)) continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]*)/i.exec(attributes)?.[1]?.toLowerCase() ?? '';
    if (!EXECUTABLE_TYPES.has(type)) continue;
    hashes.push(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return hashes;
}

/** The hashes of every inline script of every HTML file of a build folder, without repeats. */
export function buildScriptHashes(distDir: string): string[] {
  const htmlFiles = readdirSync(distDir, { recursive: true, encoding: 'utf8' }).filter((file) =>
    file.endsWith('.html'),
  );
  const hashes = htmlFiles.flatMap((file) =>
    inlineScriptHashes(readFileSync(path.join(distDir, file), 'utf8')),
  );
  return [...new Set(hashes)].sort();
}

export interface HeaderTarget {
  /** The project's Storage bucket (the web app config's storageBucket). */
  bucket: string;
  /** Hash sources of the build's inline scripts (buildScriptHashes). */
  scriptHashes: string[];
  /** Local runs only: origins added to connect-src and to img-src. */
  local?: { connect: string[]; img: string[] };
}

function editPolicy(policy: string, target: HeaderTarget): string {
  const additions: Record<string, string[]> = {
    'script-src': target.scriptHashes,
    'connect-src': target.local?.connect ?? [],
    'img-src': target.local?.img ?? [],
  };
  return policy
    .replaceAll(`/v0/b/${DEMO_BUCKET}/`, `/v0/b/${target.bucket}/`)
    .split(';')
    .map((directive) => directive.trim())
    .filter(Boolean)
    .map((directive) => {
      const name = directive.split(/\s+/)[0]!;
      const added = additions[name] ?? [];
      return added.length ? `${directive} ${added.join(' ')}` : directive;
    })
    .join('; ');
}

/** firebase.json's header rules with the policy made final for `target`. */
export function finalHeaderRules(rules: HeaderRule[], target: HeaderTarget): HeaderRule[] {
  return rules.map((rule) => ({
    source: rule.source,
    headers: rule.headers.map(({ key, value }) => ({
      key,
      value: key.toLowerCase() === CSP ? editPolicy(value, target) : value,
    })),
  }));
}

/**
 * The headers Hosting sends for `pathname`: every rule whose glob matches the requested path (the
 * path asked for, not the file a rewrite serves), later rules overriding earlier ones. Globs are
 * matched with minimatch, as Hosting's own server (superstatic) does.
 */
export function headersFor(rules: HeaderRule[], pathname: string): Map<string, string> {
  const headers = new Map<string, string>();
  for (const rule of rules) {
    // Hosting gives a source without a leading slash one (glob-slash) before matching.
    const source = rule.source.startsWith('/') ? rule.source : `/${rule.source}`;
    if (!minimatch(pathname, source)) continue;
    for (const { key, value } of rule.headers) headers.set(key, value);
  }
  return headers;
}

/** A connect/Express middleware that sends, on every response, what Hosting would for its path. */
export function hostingHeaders(rules: HeaderRule[]) {
  return (req: IncomingMessage, res: ServerResponse, next: () => void) => {
    const { pathname } = new URL(req.url ?? '/', 'http://local');
    for (const [key, value] of headersFor(rules, pathname)) res.setHeader(key, value);
    next();
  };
}

/**
 * The middleware for a local server of the build in `distDir` on the emulators: the demo bucket,
 * the build's own script hashes, and the given emulator and admin server origins.
 */
export function localHostingHeaders(
  distDir: string,
  local: { connect: string[]; img: string[] },
  bucket = DEMO_BUCKET,
) {
  const rules = finalHeaderRules(readHostingHeaders(), {
    bucket,
    scriptHashes: buildScriptHashes(distDir),
    local,
  });
  return hostingHeaders(rules);
}

/** What a local stack on `ports` adds: its emulators and admin server (connect), Storage (img). */
export function localOrigins(ports: StackPorts): { connect: string[]; img: string[] } {
  const origin = (port: number) => `http://${HOST}:${port}`;
  return {
    connect: [
      origin(ports.auth),
      origin(ports.firestore),
      origin(ports.storage),
      origin(ports.adminServer),
      `http://localhost:${ports.adminServer}`,
    ],
    img: [origin(ports.storage)],
  };
}

/**
 * For `vite preview`: serves the build in `distDir` with Hosting's headers for a local stack on
 * `ports`. (The middleware is added before Vite's own, so every response carries them.)
 */
export function hostingHeadersPlugin(distDir: string, ports: StackPorts): Plugin {
  return {
    name: 'pac-hosting-headers',
    configurePreviewServer(server) {
      server.middlewares.use(localHostingHeaders(distDir, localOrigins(ports)));
    },
  };
}
