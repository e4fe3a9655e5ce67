import type { Auth } from 'firebase-admin/auth';
import type { DocumentData, Firestore } from 'firebase-admin/firestore';
import { HttpError } from '../http-error.ts';
import { PERMISSION_FLAGS, type PermissionsRecord } from './user-constants.ts';

/**
 * userPermissions/{uid}, whose one writer is this server (firestore.rules refuses every client
 * write). Every write goes through writePermissions: one Firestore transaction that re-reads the
 * caller, the target and all super admins, checks that one enabled super admin remains, and
 * writes. Two super admins demoting or disabling each other at once therefore cannot both pass the
 * check: the transactions conflict and the second one re-runs against the first one's result.
 */

export interface PermissionsDeps {
  auth: Auth;
  db: Firestore;
}

const COLLECTION = 'userPermissions';

export const LAST_SUPER_ADMIN =
  'This is the last enabled super admin. Make another admin a super admin first.';
export const NOT_SUPER_ADMIN = 'Only an enabled super admin may manage admin users.';

/** A stored document with every flag present (missing ones false), or null when there is none. */
export function toRecord(data: DocumentData | undefined): PermissionsRecord | null {
  if (!data) return null;
  const record = { disabled: data.disabled === true } as PermissionsRecord;
  for (const flag of PERMISSION_FLAGS) record[flag] = data[flag] === true;
  return record;
}

export function isEnabledSuperAdmin(record: PermissionsRecord | null): boolean {
  return record?.superAdmin === true && !record.disabled;
}

/** What two records have in common: a flag only if both hold it, disabled if either is. */
export function lowerOf(
  a: PermissionsRecord | null,
  b: PermissionsRecord | null,
): PermissionsRecord | null {
  if (!a || !b) return null;
  const lower = { disabled: a.disabled || b.disabled } as PermissionsRecord;
  for (const flag of PERMISSION_FLAGS) lower[flag] = a[flag] && b[flag];
  return lower;
}

export function sameRecord(a: PermissionsRecord | null, b: PermissionsRecord | null): boolean {
  if (!a || !b) return a === b;
  return a.disabled === b.disabled && PERMISSION_FLAGS.every((flag) => a[flag] === b[flag]);
}

/** Every permissions document, by uid. */
export async function allPermissions(db: Firestore): Promise<Map<string, PermissionsRecord>> {
  const snapshot = await db.collection(COLLECTION).get();
  return new Map(snapshot.docs.map((doc) => [doc.id, toRecord(doc.data())!]));
}

export interface PermissionsWrite {
  /** The enabled super admin asking; checked again inside the transaction. */
  callerUid: string;
  uid: string;
  /** The record to store given the current one (null: no document). */
  next: (current: PermissionsRecord | null) => PermissionsRecord | null;
  /** Further refusals, checked after the last-super-admin rule (e.g. not your own account). */
  refuse?: (current: PermissionsRecord | null, next: PermissionsRecord | null) => void;
  /**
   * A later write of a change whose first write checked the caller. A super admin who lowered
   * their own rights in that first write may still finish their own change.
   */
  followUp?: boolean;
}

/**
 * Writes userPermissions/{uid} as `next` decides, atomically with the checks. Answers the record
 * that was there before and the one now stored.
 */
export async function writePermissions(
  { auth, db }: PermissionsDeps,
  { callerUid, uid, next, refuse, followUp = false }: PermissionsWrite,
): Promise<{ before: PermissionsRecord | null; after: PermissionsRecord | null }> {
  const ref = db.collection(COLLECTION).doc(uid);
  const superAdmins = db.collection(COLLECTION).where('superAdmin', '==', true);
  return db.runTransaction(async (transaction) => {
    // Reading the super admins locks their documents: a concurrent demotion of any of them
    // conflicts with this transaction.
    const supers = await transaction.get(superAdmins);
    const [target, caller] = await transaction.getAll(
      ref,
      db.collection(COLLECTION).doc(callerUid),
    );
    const ownFollowUp = followUp && callerUid === uid;
    if (!ownFollowUp && !isEnabledSuperAdmin(toRecord(caller!.data()))) {
      throw new HttpError(403, NOT_SUPER_ADMIN);
    }
    const before = toRecord(target!.data());
    const after = next(before);
    if (isEnabledSuperAdmin(before) && !isEnabledSuperAdmin(after)) {
      const others = supers.docs
        .filter((doc) => doc.id !== uid && isEnabledSuperAdmin(toRecord(doc.data())))
        .map((doc) => ({ uid: doc.id }));
      // The documents mirror `disabled`; Auth is asked too, for documents written before they did.
      const enabled = others.length
        ? (await auth.getUsers(others)).users.filter((user) => !user.disabled)
        : [];
      if (enabled.length === 0) throw new HttpError(409, LAST_SUPER_ADMIN);
    }
    refuse?.(before, after);
    if (sameRecord(before, after)) return { before, after };
    if (after) {
      // Rights only for an existing account: a uid without one gets none.
      try {
        await auth.getUser(uid);
      } catch (error) {
        if ((error as { code?: string }).code === 'auth/user-not-found') {
          throw new HttpError(404, 'No user has this uid, so it cannot be given permissions.');
        }
        throw error;
      }
      transaction.set(ref, after);
    } else {
      transaction.delete(ref);
    }
    return { before, after };
  });
}
