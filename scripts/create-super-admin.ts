/**
 * `npm run create-super-admin -- <email> [--password <pw>] [--project <id>]`: makes the first
 * super admin of a project (the emulators by default, or a real one with --project). Creates the
 * Auth account when missing, with a generated password printed once unless --password is given,
 * and writes userPermissions/{uid} with every permission. Run again, it changes nothing.
 */
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { getAuth, type UserRecord } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { z } from 'zod';
import { MIN_ADMIN_PASSWORD_LENGTH } from '../src/config/constants.ts';
import { PERMISSION_FLAGS } from '../src/features/auth/types.ts';
import { OpsError, resolveTarget, runOps, TARGET_OPTIONS } from './ops/target.ts';

const USAGE =
  'Usage: npm run create-super-admin -- <email> [--password <password>] [--project <id>]';

const fullPermissions = () => ({
  ...Object.fromEntries(PERMISSION_FLAGS.map((flag) => [flag, true])),
  disabled: false,
});

await runOps(async () => {
  const { positionals, values } = parseArgs({
    args: process.argv.slice(2),
    allowPositionals: true,
    strict: true,
    options: { ...TARGET_OPTIONS, password: { type: 'string' } },
  });
  const email = z.email().safeParse(positionals[0]);
  if (!email.success || positionals.length !== 1) {
    throw new OpsError(`Give the new super admin's e-mail address. ${USAGE}`);
  }
  if (values.password !== undefined && values.password.length < MIN_ADMIN_PASSWORD_LENGTH) {
    throw new OpsError(`The password must be at least ${MIN_ADMIN_PASSWORD_LENGTH} characters.`);
  }
  const target = await resolveTarget(values);
  const auth = getAuth(target.app);
  const db = getFirestore(target.app);
  console.log(`Acting on ${target.description}.`);

  let user: UserRecord | undefined = await auth.getUserByEmail(email.data).catch((error) => {
    if ((error as { code?: string }).code === 'auth/user-not-found') return undefined;
    throw error;
  });
  let generatedPassword: string | undefined;
  if (user) {
    console.log(`The account ${email.data} exists (uid ${user.uid}); its password is unchanged.`);
    if (user.disabled) console.log('Note: that account is disabled in Firebase Auth.');
  } else {
    generatedPassword = values.password ? undefined : randomBytes(18).toString('base64url');
    user = await auth.createUser({
      email: email.data,
      password: values.password ?? generatedPassword,
      emailVerified: false,
    });
    console.log(`Created the account ${email.data} (uid ${user.uid}).`);
  }

  const permissionsRef = db.doc(`userPermissions/${user.uid}`);
  const wanted = fullPermissions();
  const created = await db.runTransaction(async (transaction) => {
    const current = (await transaction.get(permissionsRef)).data();
    const already =
      current && Object.entries(wanted).every(([key, value]) => current[key] === value);
    if (already) return false;
    transaction.set(permissionsRef, wanted, { merge: true });
    return true;
  });
  if (created) console.log(`${email.data} is now a super admin, with every permission.`);
  else console.log(`${email.data} is already a super admin: nothing changed.`);
  if (generatedPassword) {
    console.log(
      `\nIts password, shown this once: ${generatedPassword}\nSign in at /admin and change it.`,
    );
  }
  await target.close();
});
