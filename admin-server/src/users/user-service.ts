import type { Auth, UserRecord } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';
import { HttpError } from '../http-error.ts';
import {
  allPermissions,
  lowerOf,
  sameRecord,
  writePermissions,
  type PermissionsWrite,
} from './permissions-store.ts';
import type { PermissionsRecord } from './user-constants.ts';
import type { CreateAdminInput, UpdateUserInput } from './user-schemas.ts';

/**
 * Managing admin users: the domain rules (no self-deletion, keep one enabled super admin, rights
 * only for existing accounts, revoke sessions) over firebase-admin. Routes stay thin; every
 * failure is an HttpError with a sentence.
 *
 * An account and its rights are two writes (Auth, then userPermissions/{uid}), so each change is
 * ordered to fail closed: rights are lowered before the account changes and raised only after it
 * did, so a failure in between leaves the account with no more rights than before, and the answer
 * says what happened.
 */

export interface AdminUserView {
  uid: string;
  email: string;
  displayName: string;
  disabled: boolean;
  /** Every flag and `disabled`; null for an account that is not one of the club's admins. */
  permissions: PermissionsRecord | null;
}

export interface UserServiceDeps {
  auth: Auth;
  db: Firestore;
}

function toView(user: UserRecord, permissions: PermissionsRecord | null): AdminUserView {
  return {
    uid: user.uid,
    email: user.email ?? '',
    displayName: user.displayName ?? '',
    disabled: user.disabled,
    permissions,
  };
}

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

/**
 * A member's anonymous identity (made by the site when a catch is submitted): no e-mail, no
 * phone, no sign-in provider. It cannot sign in to the back office, so it is no account to manage.
 */
export function isAnonymousIdentity(user: UserRecord): boolean {
  return !user.email && !user.phoneNumber && user.providerData.length === 0;
}

/**
 * Every Auth account an admin may manage, with its permissions, following the 1000-per-page
 * listing to the end: the admins, and the accounts that could sign in but have no rights (shown
 * apart, to be promoted or deleted). Members' anonymous identities are left out, however many
 * catches were submitted, unless one was somehow given permissions.
 */
export async function listAllUsers({ auth, db }: UserServiceDeps): Promise<AdminUserView[]> {
  const permissions = await allPermissions(db);
  const users: AdminUserView[] = [];
  let pageToken: string | undefined;
  do {
    const page = await auth.listUsers(1000, pageToken);
    for (const user of page.users) {
      const rights = permissions.get(user.uid) ?? null;
      if (rights || !isAnonymousIdentity(user)) users.push(toView(user, rights));
    }
    pageToken = page.pageToken;
  } while (pageToken);
  return users;
}

/** Keeps the underlying failure on the sentence the admin sees, for the server's log. */
function withCause(error: HttpError, cause: unknown): HttpError {
  error.cause = cause;
  return error;
}

/**
 * After a failed Auth call: an expected refusal (authFailure) as its answer, anything else a 500
 * saying `sentence`, with the failure kept as its cause for the log.
 */
function refusalOr500(error: unknown, sentence: string): HttpError {
  const failure = authFailure(error);
  return failure instanceof HttpError ? failure : withCause(new HttpError(500, sentence), error);
}

function reason(error: unknown): string {
  return error instanceof HttpError ? error.message : 'the database did not answer';
}

/** The record the form asks for: the flags with `disabled` mirroring the account. */
function recordOf(
  permissions: CreateAdminInput['permissions'] | null,
  disabled: boolean,
): PermissionsRecord | null {
  return permissions && { ...permissions, disabled };
}

/**
 * Creates the account first (it has no rights while it has no permissions document), then its
 * rights. When the rights cannot be written the account is removed again, so nothing half-made
 * stays; if even that fails, the answer says so.
 */
export async function createAdmin(
  deps: UserServiceDeps,
  callerUid: string,
  input: CreateAdminInput,
): Promise<{ uid: string }> {
  const { auth } = deps;
  const { permissions, ...account } = input;
  let user: UserRecord;
  try {
    user = await auth.createUser(account);
  } catch (error) {
    throw authFailure(error);
  }
  try {
    await writePermissions(deps, {
      callerUid,
      uid: user.uid,
      next: () => recordOf(permissions, input.disabled),
    });
  } catch (error) {
    const status = error instanceof HttpError ? error.status : 500;
    try {
      await auth.deleteUser(user.uid);
    } catch {
      throw new HttpError(
        500,
        `The account ${input.email} was created without any rights, because its permissions could not be saved (${reason(error)}). Edit it to give them, or delete it.`,
      );
    }
    throw withCause(
      new HttpError(
        status,
        `The admin was not created: their permissions could not be saved (${reason(error)}). Nothing was changed.`,
      ),
      error,
    );
  }
  return { uid: user.uid };
}

/** Refuses a change to one's own account that would lock oneself out. */
function notOwn(callerUid: string, uid: string, action: string): PermissionsWrite['refuse'] {
  return () => {
    if (uid === callerUid) throw new HttpError(409, `You cannot ${action} your own account.`);
  };
}

/**
 * Lowers the rights first (to what before and after have in common), then changes the account,
 * then raises the rights to what was asked. The keep-one-super-admin check runs in each rights
 * write, atomically with it.
 */
export async function updateUser(
  deps: UserServiceDeps,
  callerUid: string,
  uid: string,
  input: UpdateUserInput,
): Promise<void> {
  const { auth } = deps;
  const account = await existingUser(auth, uid);
  const wanted = recordOf(input.permissions, input.disabled);
  const disabling = input.disabled && !account.disabled;
  const lowered = await writePermissions(deps, {
    callerUid,
    uid,
    next: (current) => lowerOf(current, wanted),
    refuse: disabling ? notOwn(callerUid, uid, 'disable') : undefined,
  });

  const newPassword = input.password ? input.password : undefined;
  try {
    await auth.updateUser(uid, {
      email: input.email,
      displayName: input.displayName,
      disabled: input.disabled,
      ...(newPassword ? { password: newPassword } : {}),
    });
  } catch (error) {
    // A refused change (e.g. an e-mail in use) changes nothing: the rights taken away come back.
    if (!sameRecord(lowered.before, lowered.after)) {
      try {
        // Only our own lowering is undone: a change someone made since is left as it is.
        await writePermissions(deps, {
          callerUid,
          uid,
          next: (current) => (sameRecord(current, lowered.after) ? lowered.before : current),
          followUp: true,
        });
      } catch (restoreError) {
        throw new HttpError(
          500,
          `The account was not changed (${reason(authFailure(error))}), and its permissions could not be put back (${reason(restoreError)}): it has fewer rights than before until it is saved again.`,
        );
      }
    }
    throw refusalOr500(
      error,
      'The account could not be saved: the sign-in service failed. Its permissions are as they were. Try again.',
    );
  }
  // Sessions opened before are ended, before anything else can fail: a disabled admin or an old
  // password must not stay signed in.
  if (input.disabled || newPassword) await auth.revokeRefreshTokens(uid);

  try {
    await writePermissions(deps, { callerUid, uid, next: () => wanted, followUp: true });
  } catch (error) {
    throw withCause(
      new HttpError(
        error instanceof HttpError ? error.status : 500,
        `The account was saved, but its new permissions were not (${reason(error)}): it keeps only the rights it had both before and after. Save it again to give the rest.`,
      ),
      error,
    );
  }
}

/** Rights first, so a failure half-way leaves an account without rights, never the reverse. */
export async function deleteUser(
  deps: UserServiceDeps,
  callerUid: string,
  uid: string,
): Promise<void> {
  const { auth } = deps;
  await existingUser(auth, uid);
  await writePermissions(deps, {
    callerUid,
    uid,
    next: () => null,
    refuse: notOwn(callerUid, uid, 'delete'),
  });
  try {
    await auth.deleteUser(uid);
  } catch (error) {
    throw refusalOr500(
      error,
      'The admin no longer has any rights, but the account could not be deleted. Try again.',
    );
  }
}
