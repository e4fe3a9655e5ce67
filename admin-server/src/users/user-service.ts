import type { Auth, UserRecord } from 'firebase-admin/auth';
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { HttpError } from '../http-error.ts';
import type { CreateAdminInput, UpdateUserInput } from './user-schemas.ts';

/**
 * Managing admin users: the domain rules (no self-deletion, keep one enabled super admin, revoke
 * sessions) over firebase-admin. Routes stay thin; every failure is an HttpError with a sentence.
 */

export interface AdminUserView {
  uid: string;
  email: string;
  displayName: string;
  disabled: boolean;
}

export interface UserServiceDeps {
  auth: Auth;
  db: Firestore;
}

function toView(user: UserRecord): AdminUserView {
  return {
    uid: user.uid,
    email: user.email ?? '',
    displayName: user.displayName ?? '',
    disabled: user.disabled,
  };
}

const permissionsDoc = (db: Firestore, uid: string) => db.doc(`userPermissions/${uid}`);

/** Turns firebase-admin's expected refusals into answers; anything else stays a 500. */
function authFailure(error: unknown): unknown {
  switch ((error as { code?: string }).code) {
    case 'auth/email-already-exists':
      return new HttpError(409, 'Another user already has this e-mail address.');
    case 'auth/user-not-found':
      return new HttpError(404, 'No user has this uid.');
    case 'auth/invalid-email':
      return new HttpError(400, 'email must be a valid e-mail address.');
    case 'auth/invalid-password':
      return new HttpError(400, 'password is not accepted by the sign-in service.');
    case 'auth/invalid-display-name':
      return new HttpError(400, 'displayName is not accepted by the sign-in service.');
    default:
      return error;
  }
}

async function existingUser(auth: Auth, uid: string): Promise<UserRecord> {
  try {
    return await auth.getUser(uid);
  } catch (error) {
    throw authFailure(error);
  }
}

/** Every Auth user, following the 1000-per-page listing to the end. */
export async function listAllUsers({ auth }: UserServiceDeps): Promise<AdminUserView[]> {
  const users: AdminUserView[] = [];
  let pageToken: string | undefined;
  do {
    const page = await auth.listUsers(1000, pageToken);
    users.push(...page.users.map(toView));
    pageToken = page.pageToken;
  } while (pageToken);
  return users;
}

/**
 * Refuses to take away the last enabled super admin, so the club can never lock itself out of
 * managing admins. Super admins are the userPermissions documents with superAdmin true that are
 * not disabled, there or in Auth.
 */
async function keepOneSuperAdmin({ auth, db }: UserServiceDeps, uid: string): Promise<void> {
  const target = (await permissionsDoc(db, uid).get()).data();
  if (target?.superAdmin !== true || target.disabled === true) return;
  const others = (await db.collection('userPermissions').where('superAdmin', '==', true).get()).docs
    .filter((doc) => doc.id !== uid && doc.data().disabled !== true)
    .map((doc) => ({ uid: doc.id }));
  const enabled = others.length
    ? (await auth.getUsers(others)).users.filter((user) => !user.disabled)
    : [];
  if (enabled.length === 0) {
    throw new HttpError(
      409,
      'This is the last enabled super admin. Make another admin a super admin first.',
    );
  }
}

export async function createAdmin(
  { auth, db }: UserServiceDeps,
  input: CreateAdminInput,
): Promise<{ uid: string }> {
  let user: UserRecord;
  try {
    user = await auth.createUser(input);
  } catch (error) {
    throw authFailure(error);
  }
  // The rules read `disabled` from the permissions document; a new disabled admin starts without rights.
  if (input.disabled) await permissionsDoc(db, user.uid).set({ disabled: true }, { merge: true });
  return { uid: user.uid };
}

export async function updateUser(
  deps: UserServiceDeps,
  callerUid: string,
  uid: string,
  input: UpdateUserInput,
): Promise<void> {
  const { auth, db } = deps;
  const before = await existingUser(auth, uid);
  const disabling = input.disabled && !before.disabled;
  if (disabling) {
    await keepOneSuperAdmin(deps, uid);
    if (uid === callerUid) throw new HttpError(409, 'You cannot disable your own account.');
  }
  const newPassword = input.password ? input.password : undefined;
  const changes = {
    email: input.email,
    displayName: input.displayName,
    disabled: input.disabled,
    ...(newPassword ? { password: newPassword } : {}),
  };
  // Fail closed: rights go (permissions document) before the account changes, and come back after.
  const previous: unknown = (await permissionsDoc(db, uid).get()).data()?.disabled;
  if (input.disabled) await permissionsDoc(db, uid).set({ disabled: true }, { merge: true });
  try {
    await auth.updateUser(uid, changes);
  } catch (error) {
    // A refused change (e.g. an e-mail in use) changes nothing, the permissions document included.
    if (input.disabled && previous !== true) {
      await permissionsDoc(db, uid).set(
        { disabled: previous ?? FieldValue.delete() },
        { merge: true },
      );
    }
    throw authFailure(error);
  }
  if (!input.disabled) await permissionsDoc(db, uid).set({ disabled: false }, { merge: true });
  // Sessions opened before are ended: a disabled admin or an old password must not stay signed in.
  if (input.disabled || newPassword) await auth.revokeRefreshTokens(uid);
}

export async function deleteUser(
  deps: UserServiceDeps,
  callerUid: string,
  uid: string,
): Promise<void> {
  const { auth, db } = deps;
  await existingUser(auth, uid);
  await keepOneSuperAdmin(deps, uid);
  if (uid === callerUid) throw new HttpError(409, 'You cannot delete your own account.');
  // Rights first, so a failure half-way leaves an account without rights, never the reverse.
  await permissionsDoc(db, uid).delete();
  try {
    await auth.deleteUser(uid);
  } catch (error) {
    throw authFailure(error);
  }
}
