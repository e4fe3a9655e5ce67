/**
 * Which Storage rules runtime the Storage emulator runs, so storage.rules is enforced locally.
 *
 * firebase-tools' own runtime is a JAR it downloads, which these offline machines cannot do. Where a
 * machine has it (in firebase-tools' cache, or named by STORAGE_EMULATOR_BINARY_PATH) it is used.
 * Otherwise ours is built from source (storage-rules-runtime/StorageRulesRuntime.java) with the
 * installed JDK, against the Firebase rules engine inside the Cloud Firestore emulator JAR, into
 * .cache/storage-rules-runtime/<hash of the source and of that JAR>/, so a change to either rebuilds
 * it. A build that no longer compiles (an upgrade renamed an engine class) or fails its self-check
 * stops the stack, naming the class: the rules are never silently left off.
 * See docs/emulators.md, "Enforcing storage.rules offline".
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { StackError } from './stack-error.ts';

const require = createRequire(import.meta.url);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const RUNTIME_SOURCE = path.join(
  root,
  'scripts/emulators/storage-rules-runtime/StorageRulesRuntime.java',
);
const CACHE_DIR = path.join(root, '.cache/storage-rules-runtime');
const MAIN_CLASS = 'StorageRulesRuntime';

export interface StorageRulesRuntimeJar {
  jar: string;
  /** What `npm run dev` and `npm test` print about it. */
  description: string;
}

/** firebase-tools' own idea of where its downloaded runtime lives (version pinned in package.json). */
function officialRuntimePath(): string {
  const { getDownloadDetails } = require('firebase-tools/lib/emulator/downloadableEmulators') as {
    getDownloadDetails(emulator: string): { downloadPath: string };
  };
  return getDownloadDetails('storage').downloadPath;
}

function findJavac(): string {
  const javac = process.env.JAVAC ?? 'javac';
  try {
    execFileSync(javac, ['-version'], { stdio: 'ignore' });
    return javac;
  } catch {
    throw new StackError(
      'javac (a JDK) was not found on PATH. It builds the local Storage rules runtime, so that ' +
        'storage.rules is enforced offline (Debian: apt-get install -y default-jdk-headless).',
    );
  }
}

/** The engine's class (or package) that javac could not find, from its error output. */
export function missingEngineClass(javacOutput: string): string | undefined {
  // An import of a vanished package names the class in full; then a class javac cannot find.
  const imported = /does not exist\s*\n\s*import (?:static )?([\w.$]+);/.exec(javacOutput);
  const access = /cannot access ([\w.$]+)/.exec(javacOutput);
  const symbol = /symbol:\s+(?:class|variable|method)\s+(\S+)/.exec(javacOutput);
  return imported?.[1] ?? access?.[1] ?? symbol?.[1];
}

function engineChanged(detail: string, output: string): StackError {
  const name = missingEngineClass(output);
  return new StackError(
    `The local Storage rules runtime cannot be built: the Firebase rules engine in the Cloud ` +
      `Firestore emulator JAR has changed (${name ? `${name} is missing or different` : detail}). ` +
      `Storage rules would not be enforced, so the stack stops. Update ${path.relative(root, RUNTIME_SOURCE)} ` +
      `to the engine's classes (javap -cp <the JAR> <class>) or install the official runtime.\n` +
      output.trim().split('\n').slice(0, 12).join('\n'),
  );
}

/** Builds ours (once per source and engine JAR) and returns its JAR. */
export function buildStorageRulesRuntime(firestoreJar: string, java: string): string {
  const engine = statSync(firestoreJar);
  const key = createHash('sha256')
    .update(readFileSync(RUNTIME_SOURCE))
    .update(`${path.resolve(firestoreJar)}:${engine.size}:${engine.mtimeMs}`)
    .digest('hex')
    .slice(0, 16);
  const dir = path.join(CACHE_DIR, key);
  const jar = path.join(dir, 'storage-rules-runtime.jar');
  if (existsSync(jar)) return jar;

  const javac = findJavac();
  // Built beside the final folder and renamed into place, so two runs starting at once never see
  // half a build.
  const work = `${dir}.${process.pid}.tmp`;
  rmSync(work, { recursive: true, force: true });
  mkdirSync(path.join(work, 'classes'), { recursive: true });
  try {
    try {
      execFileSync(
        javac,
        [
          '-proc:none',
          '-nowarn',
          '-cp',
          firestoreJar,
          '-d',
          path.join(work, 'classes'),
          RUNTIME_SOURCE,
        ],
        { stdio: ['ignore', 'pipe', 'pipe'], encoding: 'utf8' },
      );
    } catch (error) {
      const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
      throw engineChanged('javac failed', `${stdout}${stderr}`);
    }
    // Class-Path entries are URLs: the engine JAR is loaded from where it is installed.
    writeFileSync(
      path.join(work, 'MANIFEST.MF'),
      `Main-Class: ${MAIN_CLASS}\nClass-Path: ${pathToFileURL(firestoreJar).href}\n`,
    );
    const builtJar = path.join(work, 'storage-rules-runtime.jar');
    execFileSync(
      path.join(path.dirname(javacPath(javac)), 'jar'),
      ['cfm', builtJar, path.join(work, 'MANIFEST.MF'), '-C', path.join(work, 'classes'), '.'],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    selfCheck(java, builtJar);
    rmSync(path.join(work, 'classes'), { recursive: true, force: true });
    mkdirSync(CACHE_DIR, { recursive: true });
    try {
      renameSync(work, dir);
    } catch {
      // Another run finished the same build first: keep theirs.
      rmSync(work, { recursive: true, force: true });
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
  return jar;
}

/** javac's real path, so the JDK's `jar` tool beside it is found even through alternatives. */
function javacPath(javac: string): string {
  if (javac.includes('/')) return javac;
  const found = execFileSync('sh', ['-c', `readlink -f "$(command -v ${javac})"`], {
    encoding: 'utf8',
  }).trim();
  return found || javac;
}

/** Compiles and evaluates a tiny ruleset with the built JAR: a missing class fails here, loudly. */
function selfCheck(java: string, jar: string): void {
  try {
    execFileSync(java, ['-jar', jar, 'check'], {
      stdio: ['ignore', 'pipe', 'pipe'],
      encoding: 'utf8',
    });
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
    const output = `${stdout}${stderr}`;
    const linkage =
      /(?:NoClassDefFoundError|ClassNotFoundException|NoSuchMethodError|NoSuchFieldError)[:\s]+(\S+)/.exec(
        output,
      );
    throw engineChanged(
      linkage ? `${linkage[1]} is missing or different` : 'the self-check failed',
      output,
    );
  }
}

/**
 * The runtime to use: the official one where the machine has it, else ours, built if needed.
 * STORAGE_EMULATOR_BINARY_PATH, when set, names the official JAR (firebase-tools' own override).
 */
export function storageRulesRuntime(firestoreJar: string, java: string): StorageRulesRuntimeJar {
  const override = process.env.STORAGE_EMULATOR_BINARY_PATH;
  if (override) {
    if (!existsSync(override)) {
      throw new StackError(`STORAGE_EMULATOR_BINARY_PATH names ${override}, which does not exist.`);
    }
    return { jar: override, description: `the runtime at ${override}` };
  }
  const official = officialRuntimePath();
  if (existsSync(official)) return { jar: official, description: "firebase-tools' own runtime" };
  return {
    jar: buildStorageRulesRuntime(firestoreJar, java),
    description: 'the local runtime (Firestore emulator rules engine)',
  };
}
