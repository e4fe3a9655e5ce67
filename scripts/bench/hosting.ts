/** Checks firebase.json: hashed build assets get a year's immutable caching, index.html none. */
import { readFile } from 'node:fs/promises';

interface HostingHeader {
  source: string;
  headers: { key: string; value: string }[];
}

export interface HostingCheck {
  pass: boolean;
  detail: string;
}

const cacheControl = (rule: HostingHeader | undefined) =>
  rule?.headers.find((header) => header.key.toLowerCase() === 'cache-control')?.value ?? '';

export async function checkHostingHeaders(): Promise<HostingCheck> {
  const config = JSON.parse(await readFile('firebase.json', 'utf8')) as {
    hosting?: { headers?: HostingHeader[] };
  };
  const rules = config.hosting?.headers ?? [];
  // Vite writes every hashed file under assets/ (build.assetsDir, left at its default).
  const assets = cacheControl(rules.find((rule) => /^\/?(\*\*\/)?assets\/\*\*$/.test(rule.source)));
  const maxAge = Number(/max-age=(\d+)/.exec(assets)?.[1] ?? 0);
  const html = cacheControl(rules.find((rule) => rule.source.includes('index.html')));
  const pass = maxAge >= 31_536_000 && assets.includes('immutable') && /no-cache/.test(html);
  return {
    pass,
    detail: `/assets/**: "${assets || 'none'}"; index.html: "${html || 'none'}"`,
  };
}
