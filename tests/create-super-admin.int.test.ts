/** `npm run create-super-admin` against the emulators: the first super admin, and a second run that changes nothing. */
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { PERMISSION_FLAGS } from '../src/config/areas';
import { adminAuth, adminDb, clearAuth, clearFirestore, idTokenFor } from './support/emulators';
import { runScript } from './support/run-script';

const SCRIPT = 'scripts/create-super-admin.ts';
/** Every area's flag (src/config/areas.ts) raised, and not disabled. */
const EVERY_PERMISSION = {
  ...Object.fromEntries(PERMISSION_FLAGS.map((flag) => [flag, true])),
  disabled: false,
};

beforeEach(async () => {
  await clearAuth();
  await clearFirestore();
});

describe('create-super-admin', () => {
  it('creates the account with a password printed once, makes it super admin, and the second run changes nothing', async () => {
    const first = await runScript(SCRIPT, ['founder@pac.example']);

    expect(first.code).toBe(0);
    expect(first.stdout).toMatch(/Created the account founder@pac\.example/);
    const password = /shown this once: (\S+)/.exec(first.stdout)?.[1];
    expect(password).toBeDefined();
    const user = await adminAuth().getUserByEmail('founder@pac.example');
    await expect(idTokenFor('founder@pac.example', password!)).resolves.toBeTruthy();
    const permissions = adminDb().doc(`userPermissions/${user.uid}`);
    const written = await permissions.get();
    expect(written.data()).toEqual(EVERY_PERMISSION);

    const second = await runScript(SCRIPT, ['founder@pac.example']);

    expect(second.code).toBe(0);
    expect(second.stdout).toMatch(/already a super admin: nothing changed/);
    expect(second.stdout).not.toMatch(/shown this once/);
    const again = await permissions.get();
    expect(again.updateTime?.isEqual(written.updateTime!)).toBe(true);
    expect((await adminAuth().getUser(user.uid)).passwordHash).toBe(user.passwordHash);
    expect((await adminAuth().listUsers()).users).toHaveLength(1);
  });

  it('uses --password when given, and prints no password', async () => {
    const result = await runScript(SCRIPT, ['chair@pac.example', '--password', 'chosen-secret-1']);

    expect(result.code).toBe(0);
    expect(result.stdout).not.toMatch(/shown this once/);
    await expect(idTokenFor('chair@pac.example', 'chosen-secret-1')).resolves.toBeTruthy();
  });

  it('promotes an existing account without touching its password', async () => {
    const existing = await adminAuth().createUser({
      email: 'member@pac.example',
      password: 'their-own-pw',
    });

    const result = await runScript(SCRIPT, ['member@pac.example']);

    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/exists .*password is unchanged/);
    expect((await adminDb().doc(`userPermissions/${existing.uid}`).get()).data()).toEqual(
      EVERY_PERMISSION,
    );
    await expect(idTokenFor('member@pac.example', 'their-own-pw')).resolves.toBeTruthy();
  });

  it('refuses a missing e-mail address, and a real project without credentials, with a sentence and nothing written', async () => {
    const noEmail = await runScript(SCRIPT, []);
    const realProject = await runScript(SCRIPT, ['x@pac.example', '--project', 'pac-real'], {
      FIRESTORE_EMULATOR_HOST: undefined,
      FIREBASE_AUTH_EMULATOR_HOST: undefined,
      FIREBASE_STORAGE_EMULATOR_HOST: undefined,
      STORAGE_EMULATOR_HOST: undefined,
      GOOGLE_APPLICATION_CREDENTIALS: undefined,
      // No signed-in user: an empty gcloud configuration folder.
      CLOUDSDK_CONFIG: path.join(tmpdir(), 'pac-no-gcloud-sign-in'),
    });

    expect(noEmail.code).toBe(1);
    expect(noEmail.stderr).toMatch(/^✗ Give the new super admin's e-mail address\./);
    expect(realProject.code).toBe(1);
    expect(realProject.stderr).toMatch(
      /^✗ To act on the real project pac-real, sign in as yourself first: gcloud auth application-default login, then gcloud auth application-default set-quota-project pac-real /,
    );
    expect((await adminAuth().listUsers()).users).toHaveLength(0);
    expect((await adminDb().collection('userPermissions').get()).size).toBe(0);
  });

  it('refuses at once, with a sentence, when no emulator answers', async () => {
    const result = await runScript(SCRIPT, ['x@pac.example'], {
      FIRESTORE_EMULATOR_HOST: '127.0.0.1:1',
    });

    expect(result.code).toBe(1);
    expect(result.stderr.trim()).toBe(
      '✗ No emulator answers at 127.0.0.1:1 (FIRESTORE_EMULATOR_HOST): start the local stack (npm run dev) first, or name a real project with --project.',
    );
  });
});
