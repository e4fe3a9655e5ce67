/**
 * The "before" of issue 20: the figures `npm run bench` recorded on 2026-11-23 for the client-rendered
 * site (commit 7f9530b, the last before the server-rendered pages), read from that commit's
 * BENCHMARKS.md with git. The pages of one item (an article, a match, a catch) and /news did not
 * exist then; a route without a before figure is compared with nothing.
 */
import { execFileSync } from 'node:child_process';

export const BASELINE_COMMIT = '7f9530b';
export const BASELINE_DATE = '2026-11-23';

export interface BaselineRoute {
  firstLoadJsGzip: number;
  lcpMs: number;
  performance: number;
  seo: number;
  documents: number;
  repeatLcpMs?: number;
}

export interface Baseline {
  commit: string;
  routes: Map<string, BaselineRoute>;
  /** Every route's HTML was the same app shell: index.html as committed (before the build added its script tags). */
  shellBytes: number;
}

const cells = (line: string) =>
  line
    .split('|')
    .slice(1, -1)
    .map((cell) => cell.trim());

/** The baseline, or undefined when git or the commit is not at hand (a shallow copy). */
export function readBaseline(): Baseline | undefined {
  let report: string;
  let shell: string;
  try {
    report = execFileSync('git', ['show', `${BASELINE_COMMIT}:BENCHMARKS.md`], {
      encoding: 'utf8',
    });
    shell = execFileSync('git', ['show', `${BASELINE_COMMIT}:index.html`], { encoding: 'utf8' });
  } catch {
    return undefined;
  }
  const routes = new Map<string, BaselineRoute>();
  const lines = report.split('\n');
  const routesAt = lines.findIndex((line) => line.startsWith('## Public routes'));
  for (const line of lines.slice(routesAt)) {
    if (line.startsWith('## ') && !line.startsWith('## Public routes')) break;
    const [path, js, , , lighthouse, lcp, , reads] = cells(line);
    if (!path?.startsWith('/') || !js || !lighthouse || !lcp || !reads) continue;
    const scores = lighthouse.split('/').map((score) => parseFloat(score));
    routes.set(path, {
      firstLoadJsGzip: parseFloat(js) * 1024,
      lcpMs: parseFloat(lcp) * 1000,
      performance: scores[0]!,
      seo: scores[3]!,
      documents: parseInt(reads, 10),
    });
  }
  const returnsAt = lines.findIndex((line) => line.startsWith('## Returning visitor'));
  for (const line of lines.slice(returnsAt + 1)) {
    if (line.startsWith('## ')) break;
    const [path, lcp] = cells(line);
    const route = path ? routes.get(path) : undefined;
    // "208 ms", or "484 ms (480, 484, 520)": the median of its runs first.
    if (route && lcp && /^[\d.]+ ms/.test(lcp)) route.repeatLcpMs = parseFloat(lcp);
  }
  return { commit: BASELINE_COMMIT, routes, shellBytes: Buffer.byteLength(shell) };
}
