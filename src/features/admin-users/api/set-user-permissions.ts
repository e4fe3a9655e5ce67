import { doc, setDoc } from 'firebase/firestore/lite';
import { COLLECTIONS } from '../../../config/constants';
import { db } from '../../../lib/firebase';
import { PERMISSION_FLAGS, type UserPermissions } from '../../auth/types';

/**
 * Writes userPermissions/{uid}: all eight flags and `disabled`, so nothing stale survives from an
 * earlier version. Only a super admin may (firestore.rules).
 */
export async function setUserPermissions(uid: string, permissions: UserPermissions): Promise<void> {
  const record: Record<string, boolean> = { disabled: permissions.disabled === true };
  for (const flag of PERMISSION_FLAGS) record[flag] = permissions[flag] === true;
  await setDoc(doc(db, COLLECTIONS.userPermissions, uid), record);
}
