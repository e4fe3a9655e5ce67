/**
 * The functions deploy with lockfiles, so Cloud Build installs what was tested. Each function's
 * source folder (admin-server/, server/) is uploaded with its package.json, and Cloud Build runs
 * `npm ci` when a package-lock.json is beside it, `npm install` (today's versions of every range)
 * when not. Development and CI install from the repository's one lockfile, so each function's
 * lockfile is derived from it: npm, given the function's package.json and the root lockfile,
 * keeps the locked versions and drops the rest (`--package-lock-only`, nothing installed). Then
 * every package in it is checked against the root lockfile: a version that was never installed
 * here (a range npm had to resolve afresh) stops the deploy. The files are written for the deploy
 * and removed after it, so the workspace keeps one lockfile.
 */
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { OpsError } from '../ops/target.ts';

interface Lockfile {
  packages: Record<string, { version?: string; link?: boolean }>;
}

const nameOf = (key: string) =>
  key.slice(key.lastIndexOf('node_modules/') + 'node_modules/'.length);

/** Packages of `lock` (name@version) that the root lockfile does not hold at that version. */
export function untestedPackages(lock: Lockfile, rootLock: Lockfile): string[] {
  const tested = new Set(
    Object.entries(rootLock.packages)
      .filter(([key, entry]) => key.includes('node_modules/') && entry.version)
      .map(([key, entry]) => `${nameOf(key)}@${entry.version}`),
  );
  return Object.entries(lock.packages)
    .filter(([key, entry]) => key !== '' && !entry.link)
    .map(([key, entry]) => `${nameOf(key)}@${entry.version}`)
    .filter((id) => !tested.has(id));
}

/** The function source folders firebase.json deploys, relative to the repository. */
export function functionSources(root: string): string[] {
  const config = JSON.parse(readFileSync(path.join(root, 'firebase.json'), 'utf8')) as {
    functions: { source: string }[];
  };
  return config.functions.map((entry) => entry.source);
}

/**
 * Writes `<source>/package-lock.json` from the root lockfile and checks it; returns the file and
 * how many packages it locks, or refuses with one sentence.
 */
export function writeFunctionLockfile(
  root: string,
  source: string,
): { file: string; count: number } {
  const work = mkdtempSync(path.join(tmpdir(), 'pac-function-lock-'));
  try {
    copyFileSync(path.join(root, source, 'package.json'), path.join(work, 'package.json'));
    copyFileSync(path.join(root, 'package-lock.json'), path.join(work, 'package-lock.json'));
    const args = ['install', '--package-lock-only', '--ignore-scripts', '--no-audit', '--no-fund'];
    const result = spawnSync('npm', args, { cwd: work, encoding: 'utf8' });
    if (result.status !== 0) {
      throw new OpsError(
        `The lockfile for ${source}/ could not be made (npm ${args.join(' ')}: ${result.stderr.trim().split('\n').at(-1)}): nothing was deployed.`,
      );
    }
    const text = readFileSync(path.join(work, 'package-lock.json'), 'utf8');
    const lock = JSON.parse(text) as Lockfile;
    const rootLock = JSON.parse(
      readFileSync(path.join(root, 'package-lock.json'), 'utf8'),
    ) as Lockfile;
    const untested = untestedPackages(lock, rootLock);
    if (untested.length) {
      throw new OpsError(
        `${source}/ would deploy ${untested.length} package version(s) the repository's lockfile does not hold (${untested.slice(0, 3).join(', ')}): run npm install, test, commit package-lock.json, then deploy.`,
      );
    }
    const file = path.join(root, source, 'package-lock.json');
    writeFileSync(file, text);
    return { file, count: Object.keys(lock.packages).length - 1 };
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

export function removeFunctionLockfiles(root: string): void {
  for (const source of functionSources(root)) {
    rmSync(path.join(root, source, 'package-lock.json'), { force: true });
  }
}
