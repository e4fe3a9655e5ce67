/**
 * Vitest setup for the tests against the emulators: each test file works on a project of its own,
 * so files run side by side on one set of emulators and none sees another's data. The project is
 * named after the file (`demo-<file name>-<hash of its path>`: a demo project, which exists on the
 * emulators only) and set in the environment before anything reads it: firebase-admin, the site's
 * config (src/config/env.ts), scripts/emulators/config.ts, and the scripts a test runs (they
 * inherit the environment). Its Firestore enforces firestore.rules made for its bucket, as the
 * deploy makes them for a real project's.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const file = path.relative(root, expect.getState().testPath ?? '');
const name = path
  .basename(file)
  .replace(/(\.int)?\.test\.tsx?$/, '')
  .toLowerCase()
  .replace(/[^a-z0-9]+/g, '-')
  .slice(0, 16);
const hash = createHash('sha256').update(file).digest('hex').slice(0, 6);
process.env.PAC_PROJECT_ID = `demo-${name}-${hash}`;

// Read only now, with PAC_PROJECT_ID set.
const { emulatorEnv, PROJECT_ID, siteEnv, STORAGE_BUCKET, TEST_PORTS } =
  await import('../../scripts/emulators/config.ts');
const { rulesForBucket } = await import('../../scripts/deploy/deployed-files.ts');

// Without the emulators of `npm test`, the tests say so themselves (tests/support/emulators.ts).
const firestore = process.env.FIRESTORE_EMULATOR_HOST;
if (firestore) {
  Object.assign(process.env, emulatorEnv(TEST_PORTS), siteEnv(TEST_PORTS));
  const rules = rulesForBucket(
    readFileSync(path.join(root, 'firestore.rules'), 'utf8'),
    STORAGE_BUCKET,
  );
  const response = await fetch(
    `http://${firestore}/emulator/v1/projects/${PROJECT_ID}:securityRules`,
    {
      method: 'PUT',
      body: JSON.stringify({ rules: { files: [{ name: 'firestore.rules', content: rules }] } }),
    },
  );
  if (!response.ok)
    throw new Error(`Loading firestore.rules into ${PROJECT_ID} failed: ${await response.text()}`);
}
