/**
 * Checks firebase.json: hashed build assets get a year's immutable caching; index.html, the service
 * worker (sw.js) and the web app manifest none, so a deployment reaches phones at their next visit
 * (a cached sw.js would hold every visitor on the old version for as long as it is cached).
 */
import { readHostingHeaders, type HeaderRule } from '../hosting/hosting-headers.ts';

export interface HostingCheck {
  pass: boolean;
  detail: string;
}

const cacheControl = (rule: HeaderRule | undefined) =>
  rule?.headers.find((header) => header.key.toLowerCase() === 'cache-control')?.value ?? '';

export async function checkHostingHeaders(): Promise<HostingCheck> {
  const rules = readHostingHeaders();
  // Vite writes every hashed file under assets/ (build.assetsDir, left at its default).
  const assets = cacheControl(rules.find((rule) => /^\/?(\*\*\/)?assets\/\*\*$/.test(rule.source)));
  const maxAge = Number(/max-age=(\d+)/.exec(assets)?.[1] ?? 0);
  const revalidated = ['index.html', 'sw.js', 'manifest.webmanifest'].map((file) => ({
    file,
    value: cacheControl(rules.find((rule) => rule.source.includes(file))),
  }));
  const pass =
    maxAge >= 31_536_000 &&
    assets.includes('immutable') &&
    revalidated.every(({ value }) => /no-cache/.test(value));
  return {
    pass,
    detail: [
      `/assets/**: "${assets || 'none'}"`,
      ...revalidated.map(({ file, value }) => `${file}: "${value || 'none'}"`),
    ].join('; '),
  };
}
