/**
 * Whether storage.rules can be evaluated on this machine. The Storage emulator's rules runtime is
 * a JAR that firebase-tools downloads (`firebase setup:emulators:storage`); offline machines such
 * as ours have no copy, so the storage rules tests are skipped there and `npm test` says so in its
 * summary. Where the JAR is in firebase-tools' cache (or STORAGE_EMULATOR_BINARY_PATH names it) and
 * Java runs, the tests start a rules-enforcing Storage emulator of their own and run for real.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

export type StorageRulesRuntime =
  { available: true; jar: string } | { available: false; reason: string };

/** firebase-tools' own idea of where the runtime JAR lives (pinned version: see package.json). */
function expectedJar(): string {
  const { getDownloadDetails } = require('firebase-tools/lib/emulator/downloadableEmulators') as {
    getDownloadDetails(emulator: string): { downloadPath: string };
  };
  return getDownloadDetails('storage').downloadPath;
}

export function storageRulesRuntime(): StorageRulesRuntime {
  const jar = expectedJar();
  if (!existsSync(jar)) {
    return {
      available: false,
      reason:
        `the Storage rules runtime (${jar}) is not installed; firebase-tools downloads it and ` +
        'this machine is offline, so the local Storage emulator runs with rules off',
    };
  }
  try {
    execFileSync(process.env.JAVA ?? 'java', ['-version'], { stdio: 'ignore' });
  } catch {
    return {
      available: false,
      reason: 'Java, which runs the Storage rules runtime, was not found',
    };
  }
  return { available: true, jar };
}
