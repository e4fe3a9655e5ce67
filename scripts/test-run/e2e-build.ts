/**
 * One production build for every end-to-end stack. The stacks' builds differ only in the settings
 * that name the stack (its project, API key, Auth domain, bucket, admin server): the site is built
 * once, in a child process (e2e-build-run.ts), with a placeholder for each of those, and each stack
 * serves a copy with its own values written in. Building it once per stack cost a whole build of
 * CPU (about 20 s on two cores), taken from the integration tests that run beside it.
 * The copy refuses, and the stack builds for itself as before, when the shared build was made with
 * any other VITE_* setting than the stack's, or when a placeholder is not where the copy expects.
 */
import { fork } from 'node:child_process';
import { cpSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createLogger } from 'vite';
import { buildSite } from '../site-server.ts';
import { LOG_DIR } from './quiet-run.ts';

/** The settings that name a stack (scripts/emulators/config.ts's siteEnv): placeholders in the build. */
const STACK_KEYS = [
  'VITE_FIREBASE_API_KEY',
  'VITE_FIREBASE_AUTH_DOMAIN',
  'VITE_FIREBASE_PROJECT_ID',
  'VITE_FIREBASE_STORAGE_BUCKET',
  'VITE_ADMIN_SERVER_URL',
] as const;

/** No value of the site's own holds one of these: each is replaced wherever it is. */
const PLACEHOLDER_MARK = '__pac_e2e_';
const placeholderOf = (key: string) => `${PLACEHOLDER_MARK}${key}__`;

/** The VITE_* settings the shared build was made with, kept beside it. */
const BUILT_WITH = 'built-with.json';

/** The files of a build that can hold a setting (text the bundler wrote). */
const TEXT_FILE = /\.(js|mjs|html|json|webmanifest|css)$/;

type Settings = Record<string, string>;

/** The VITE_* settings of `env`, the ones a Vite build reads. */
export function viteSettings(env: NodeJS.ProcessEnv = process.env): Settings {
  return Object.fromEntries(
    Object.entries(env).filter(
      (entry): entry is [string, string] => entry[0].startsWith('VITE_') && entry[1] !== undefined,
    ),
  );
}

/** The environment of the shared build: this process's, each stack's own setting a placeholder. */
export function sharedBuildEnv(env: NodeJS.ProcessEnv = process.env): NodeJS.ProcessEnv {
  return { ...env, ...Object.fromEntries(STACK_KEYS.map((key) => [key, placeholderOf(key)])) };
}

/**
 * A production build of the site into `outDir`, with this process's VITE_* settings. Its warnings
 * (such as the size of the HEIC decoder's chunk, loaded only when a HEIC photo is chosen; sizes are
 * `npm run bench`'s to judge) go to .cache/test-logs/<logName>.log, named in the returned line
 * (`what` says what was built), so the screen stays one line a step; an error still fails.
 */
export async function buildE2eSite(outDir: string, logName: string, what: string) {
  const warnings: string[] = [];
  const logger = createLogger('warn');
  logger.warn = (message) => void warnings.push(message);
  logger.warnOnce = logger.warn;
  await buildSite(outDir, { customLogger: logger, logLevel: 'warn' });
  mkdirSync(LOG_DIR, { recursive: true });
  const log = path.join(LOG_DIR, `${logName}.log`);
  writeFileSync(log, warnings.join('\n'));
  const said = warnings.length
    ? `, ${warnings.length} warning(s) in ${path.relative('.', log)}`
    : '';
  return `✓ Site built for the e2e tests (${what})${said}`;
}

/** Records beside the build in `outDir` the VITE_* settings it was made with. */
export function recordBuiltWith(outDir: string, env: NodeJS.ProcessEnv = process.env): void {
  writeFileSync(path.join(outDir, BUILT_WITH), JSON.stringify(viteSettings(env)));
}

/**
 * Builds the site once into `outDir`, with the placeholders, in a child process (its environment
 * is the build's); resolves with the line to report.
 */
export function buildSharedSite(outDir: string, logName: string): Promise<string> {
  const child = fork(path.resolve('scripts/test-run/e2e-build-run.ts'), [outDir, logName], {
    execArgv: ['--import', 'tsx'],
    env: sharedBuildEnv(),
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    child.on('message', (message: { line?: string; error?: string }) => {
      if (message.line) resolve(message.line);
      if (message.error) reject(new Error(`The e2e site's build failed: ${message.error}`));
    });
    // 'close', not 'exit': it comes after the last message.
    child.once('close', (code) =>
      reject(new Error(`The e2e site's build stopped before it was done (code ${code}).`)),
    );
  });
}

/** Why a stack cannot serve a copy of the shared build (it then builds its own). */
export class CopyRefused extends Error {}

function textFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => TEXT_FILE.test(file))
    .map((file) => path.join(dir, file));
}

/**
 * Copies the shared build in `from` to `to` with this process's settings (`env`) in place of the
 * placeholders. Throws CopyRefused when the build was made with another value of any other VITE_*
 * setting, or a setting it names is missing here, or a placeholder is in neither the browser's
 * files nor the renderer's, or one is left.
 */
export function copySharedSite(from: string, to: string, env: NodeJS.ProcessEnv = process.env) {
  const builtWith = JSON.parse(readFileSync(path.join(from, BUILT_WITH), 'utf8')) as Settings;
  const own = viteSettings(env);
  const stackKeys = new Set<string>(STACK_KEYS);
  for (const key of new Set([...Object.keys(builtWith), ...Object.keys(own)])) {
    if (stackKeys.has(key)) {
      if (own[key] === undefined) throw new CopyRefused(`${key} is not set for this stack`);
    } else if (builtWith[key] !== own[key]) {
      throw new CopyRefused(
        `the shared build had ${key}=${builtWith[key] ?? '(unset)'}, this stack ${own[key] ?? '(unset)'}`,
      );
    }
  }
  rmSync(to, { recursive: true, force: true });
  cpSync(from, to, { recursive: true });
  rmSync(path.join(to, BUILT_WITH));
  // Where each placeholder was found: the browser's files and the renderer each hold the settings.
  const found = new Map<string, Set<string>>(STACK_KEYS.map((key) => [key, new Set()]));
  for (const file of textFiles(to)) {
    const text = readFileSync(file, 'utf8');
    if (!text.includes(PLACEHOLDER_MARK)) continue;
    let written = text;
    for (const key of STACK_KEYS) {
      const placeholder = placeholderOf(key);
      if (!written.includes(placeholder)) continue;
      found.get(key)!.add(path.relative(to, file).split(path.sep)[0]!);
      written = written.replaceAll(placeholder, own[key]!);
    }
    if (written.includes(PLACEHOLDER_MARK)) {
      throw new CopyRefused(`${path.relative(to, file)} holds a placeholder of no setting`);
    }
    writeFileSync(file, written);
  }
  for (const [key, parts] of found) {
    if (!parts.has('client') || !parts.has('server')) {
      throw new CopyRefused(`${key} is not in both the browser's files and the renderer's`);
    }
  }
}
