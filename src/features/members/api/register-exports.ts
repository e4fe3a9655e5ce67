/**
 * The register's exports: the admin server records each one (who, when, how many rows, which
 * filter) before the browser makes the file; the Members admins read the latest here.
 */
import { queryOptions } from '@tanstack/react-query';
import { collection, getDocs, limit, orderBy, query, Timestamp } from 'firebase/firestore/lite';
import { COLLECTIONS } from '../../../config/constants';
import { callAdminServer } from '../../../lib/admin-server';
import { db } from '../../../lib/firebase';

export interface RegisterExport {
  id: string;
  rows: number;
  filter: string;
  email: string | null;
  at: Date | null;
}

/** Records an export; throws (with the server's sentence) when it could not be recorded. */
export function recordRegisterExport(rows: number, filter: string) {
  return callAdminServer<{ id: string }>('/api/members/exports', {
    method: 'POST',
    body: JSON.stringify({ rows, filter }),
  });
}

export const registerExportsQuery = queryOptions({
  queryKey: ['memberExports'],
  queryFn: async (): Promise<RegisterExport[]> => {
    const snapshot = await getDocs(
      query(collection(db, COLLECTIONS.memberExports), orderBy('at', 'desc'), limit(3)),
    );
    return snapshot.docs.map((item) => {
      const data = item.data();
      return {
        id: item.id,
        rows: typeof data.rows === 'number' ? data.rows : 0,
        filter: typeof data.filter === 'string' ? data.filter : '',
        email: typeof data.email === 'string' ? data.email : null,
        at: data.at instanceof Timestamp ? data.at.toDate() : null,
      };
    });
  },
});
