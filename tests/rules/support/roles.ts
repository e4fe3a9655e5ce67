/**
 * The roles every rules test runs as, written once for the Firestore and the Storage rules tests:
 * one per permission flag, plus signed out, signed in without rights, and a disabled super admin;
 * their permissions documents; and one awaited assertSucceeds/assertFails test per role.
 */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { doc, writeBatch, type DocumentData, type Firestore } from 'firebase/firestore';
import { it } from 'vitest';
import { leftAsSeeded } from './as-seeded';
import { PERMISSION_FLAGS, type PermissionFlag } from '../../../src/features/auth/types';

export type Role = 'signedOut' | 'noPermissions' | PermissionFlag | 'disabledSuperAdmin';

/** Every role, in the order the tests list them. */
export const ROLES: Role[] = [
  'signedOut',
  'noPermissions',
  ...PERMISSION_FLAGS,
  'disabledSuperAdmin',
];

/** The uid each signed-in role uses; its permissions document is seeded before every test. */
export const uidOf = (role: Role) => `uid-${role}`;

/** What each role's userPermissions document holds (noPermissions has none). */
export function permissionsOf(role: Role): DocumentData | undefined {
  if (role === 'signedOut' || role === 'noPermissions') return undefined;
  if (role === 'disabledSuperAdmin') {
    // Every flag, but marked disabled: must count for nothing.
    return { ...Object.fromEntries(PERMISSION_FLAGS.map((flag) => [flag, true])), disabled: true };
  }
  return { [role]: true };
}

/** Writes every role's permissions document (with rules off: `db` is a rules-disabled context's). */
export async function seedRolePermissions(db: Firestore): Promise<void> {
  const batch = writeBatch(db);
  for (const role of ROLES) {
    const permissions = permissionsOf(role);
    if (permissions) batch.set(doc(db, 'userPermissions', uidOf(role)), permissions);
  }
  await batch.commit();
}

/** The operations a collection's matrix covers, and who may do each. */
export type Operation = 'get' | 'list' | 'create' | 'update' | 'delete';
export const OPERATIONS: Operation[] = ['get', 'list', 'create', 'update', 'delete'];
export type Allowed = Record<Operation, (role: Role) => boolean>;

export const everyone = () => true;
export const nobody = () => false;
/** An enabled admin holding `flag`, or an enabled super admin. */
export const flagHolder = (flag: PermissionFlag) => (role: Role) =>
  role === flag || role === 'superAdmin';

export async function expectAllowed(allowed: boolean, operation: Promise<unknown>): Promise<void> {
  if (allowed) await assertSucceeds(operation);
  else await assertFails(operation);
}

/**
 * What `run` of itForEachRole does, when it is one operation: a read, or a write. Once the test
 * passed, a read or a refused write has left the data as seeded, and the next test keeps the seed
 * (as-seeded.ts). Left out, the data is seeded again after every test.
 */
export type OneOperation = 'read' | 'write';

/**
 * One test per role, titled "<role>: allowed <true|false>", asserting that what `run` does as that
 * role succeeds exactly when `allowed(role)`.
 */
export function itForEachRole(
  allowed: (role: Role) => boolean,
  run: (role: Role) => Promise<unknown>,
  operation?: OneOperation,
): void {
  it.each(ROLES.map((role) => ({ role, allowed: allowed(role) })))(
    '$role: allowed $allowed',
    async ({ role, allowed: expected }) => {
      await expectAllowed(expected, run(role));
      if (operation === 'read' || (operation === 'write' && !expected)) leftAsSeeded();
    },
  );
}

/** Reads for everyone, writes for the area's flag or superAdmin: most collections. */
export function publicReadFlagWrite(flag: PermissionFlag): Allowed {
  const writer = flagHolder(flag);
  return { get: everyone, list: everyone, create: writer, update: writer, delete: writer };
}

/**
 * Reads for everyone; a write alone is refused to all, as a recorded collection's change needs
 * its history entry in the same write (rules-env.ts, describeRecordedMatrix, tests those).
 */
export function publicReadRecordedWrite(): Allowed {
  return { get: everyone, list: everyone, create: nobody, update: nobody, delete: nobody };
}
