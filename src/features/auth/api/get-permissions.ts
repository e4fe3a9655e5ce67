import { doc, getDoc } from 'firebase/firestore/lite';
import { COLLECTIONS } from '../../../config/constants';
import { db } from '../../../lib/firebase';
import { noPermissions, PERMISSION_FLAGS, type UserPermissions } from '../types';

/** userPermissions/{uid}, with missing flags as false (docs/product-spec.md §3). */
export async function getPermissions(uid: string): Promise<UserPermissions> {
  const snapshot = await getDoc(doc(db, COLLECTIONS.userPermissions, uid));
  const data = snapshot.data() ?? {};
  const permissions = noPermissions();
  for (const flag of PERMISSION_FLAGS) permissions[flag] = data[flag] === true;
  permissions.disabled = data.disabled === true;
  return permissions;
}
