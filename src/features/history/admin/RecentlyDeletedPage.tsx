import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { AdminPage } from '../../../components/admin/AdminPage';
import { CrudList } from '../../../components/admin/CrudList';
import { useNotify } from '../../../components/notifications/notifier-context';
import { errorMessage } from '../../../lib/error-message';
import {
  BIN_DAYS,
  changedAt,
  getBin,
  picturesOf,
  restoreVersion,
  type HistoryArea,
  type HistoryEntry,
  type RestoreSideEffect,
} from '../../../lib/history';
import { hasPermission, useAuth } from '../../auth';
import { catchRestoreEffect } from '../../catches';
import { AREA_NAMES, HISTORY_AREAS } from '../area-names';

// What an area puts right beside the document it brings back (a catch: the club records).
const RESTORE_EFFECTS: Partial<Record<HistoryArea, RestoreSideEffect>> = {
  manageCatches: catchRestoreEffect,
};

const nameOf = (entry: HistoryEntry) => entry.title ?? entry.path.split('/').pop() ?? entry.path;

/**
 * Recently deleted: what was deleted in the areas this admin manages, in the past BIN_DAYS days,
 * with its pictures, and Restore (a recorded change, so it shows in the item's history).
 */
export function RecentlyDeletedPage() {
  const auth = useAuth();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const areas =
    auth.status === 'signedIn'
      ? HISTORY_AREAS.filter((area) => hasPermission(auth.permissions, area))
      : [];
  const bin = useQuery({ queryKey: ['history', 'bin', areas], queryFn: () => getBin(areas) });

  async function restore(entry: HistoryEntry) {
    setBusy(true);
    try {
      await restoreVersion(entry, RESTORE_EFFECTS[entry.area]);
      await queryClient.invalidateQueries();
      notify(`${nameOf(entry)} was restored.`, 'success');
    } catch (error) {
      notify(errorMessage(error, 'restore it'), 'error');
    } finally {
      setBusy(false);
    }
  }

  return (
    <AdminPage title="Recently Deleted" back={{ to: '/admin', label: 'Back to the dashboard' }}>
      <p>
        What was deleted in the areas you manage stays here for {BIN_DAYS} days, then it is removed
        for good.
      </p>
      <CrudList
        label="Recently deleted"
        query={bin}
        rowName={nameOf}
        emptyText="Nothing was deleted in the past 90 days."
        busy={busy}
        columns={[
          { header: 'Item', render: nameOf, long: true },
          { header: 'Area', render: (entry) => AREA_NAMES[entry.area] },
          { header: 'Deleted', render: (entry) => changedAt(entry.at) },
          { header: 'By', render: (entry) => entry.email ?? entry.by, long: true },
          {
            header: 'Pictures',
            render: (entry) =>
              picturesOf(entry.before).map((url) => (
                <img
                  key={url}
                  src={url}
                  alt={`Picture of ${nameOf(entry)}`}
                  width={96}
                  height={72}
                  style={{ objectFit: 'cover', marginRight: 4 }}
                />
              )),
          },
        ]}
        actions={(entry) => [
          { label: 'Restore', variant: 'outlined', onClick: () => void restore(entry) },
        ]}
      />
    </AdminPage>
  );
}
