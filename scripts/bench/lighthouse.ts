/**
 * Lighthouse 12 (from npm) on Debian's Chromium, mobile (its default: Moto G-class screen, simulated
 * slow 4G and 4x CPU slowdown), against the production build served locally. Each route runs
 * `runs` times in a fresh Chrome; the report gives the median of each figure.
 */
import { execFile } from 'node:child_process';
import { copyFile, mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { BENCH_DIR, CHROMIUM_FLAGS } from './config.ts';

export interface LighthouseResult {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  runs: number;
}

const require = createRequire(import.meta.url);
const cli = path.join(path.dirname(require.resolve('lighthouse/package.json')), 'cli/index.js');

interface Report {
  categories: Record<string, { score: number | null }>;
  audits: Record<string, { numericValue?: number }>;
  runtimeError?: { message: string };
}

function runOnce(url: string, chromePath: string, output: string): Promise<Report> {
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      [
        cli,
        url,
        '--quiet',
        '--output=json',
        `--output-path=${output}`,
        '--only-categories=performance,accessibility,best-practices,seo',
        `--chrome-flags=${CHROMIUM_FLAGS.join(' ')}`,
        '--max-wait-for-load=30000',
      ],
      { env: { ...process.env, CHROME_PATH: chromePath }, maxBuffer: 64 * 1024 * 1024 },
      (error) => {
        if (error) return reject(new Error(`Lighthouse failed on ${url}: ${error.message}`));
        readFile(output, 'utf8').then((text) => resolve(JSON.parse(text) as Report), reject);
      },
    );
  });
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

export async function lighthouse(
  url: string,
  chromePath: string,
  runs: number,
  /** Added to the kept report's name, so two measures of one path do not overwrite each other. */
  label = '',
): Promise<LighthouseResult> {
  const dir = await mkdtemp(path.join(tmpdir(), 'pac-lighthouse-'));
  const reports: Report[] = [];
  try {
    for (let run = 0; run < runs; run++) {
      const report = await runOnce(url, chromePath, path.join(dir, `run-${run}.json`));
      if (report.runtimeError)
        throw new Error(`Lighthouse on ${url}: ${report.runtimeError.message}`);
      reports.push(report);
    }
    // The last full report stays in .bench/lighthouse/ for a closer look at what costs the score.
    const slug =
      (new URL(url).pathname.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'home') + label;
    await mkdir(path.join(BENCH_DIR, 'lighthouse'), { recursive: true });
    await copyFile(
      path.join(dir, `run-${runs - 1}.json`),
      path.join(BENCH_DIR, 'lighthouse', `${slug}.json`),
    );
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
  const score = (id: string) => median(reports.map((r) => (r.categories[id]?.score ?? 0) * 100));
  const audit = (id: string) => median(reports.map((r) => r.audits[id]?.numericValue ?? NaN));
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: audit('largest-contentful-paint'),
    cls: audit('cumulative-layout-shift'),
    tbtMs: audit('total-blocking-time'),
    runs,
  };
}
