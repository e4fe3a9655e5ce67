import Button from '@mui/material/Button';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { AdminPage } from '../../../components/admin/AdminPage';
import { CrudList } from '../../../components/admin/CrudList';
import { useNotify } from '../../../components/notifications/notifier-context';
import { errorMessage } from '../../../lib/error-message';
import {
  BIN_DAYS,
  BIN_PAGE_SIZE,
  changedAt,
  getBinPage,
  picturesOf,
  restoreVersion,
  type HistoryEntry,
} from '../../../lib/history';
import { hasPermission, useAuth } from '../../auth';
import { AREA_NAMES, HISTORY_AREAS } from '../area-names';
import { RESTORE_SIDE_EFFECTS } from '../restore-side-effects';

const nameOf = (entry: HistoryEntry) => entry.title ?? entry.path.split('/').pop() ?? entry.path;

/**
 * Recently deleted: what was deleted in the areas this admin manages, in the past BIN_DAYS days,
 * with its pictures, and Restore (a recorded change, so it shows in the item's history). The
 * newest BIN_PAGE_SIZE first, and as many more at each "Show more" (getBinPage reads only those).
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
  const [count, setCount] = useState(BIN_PAGE_SIZE);
  const bin = useQuery({
    queryKey: ['history', 'bin', areas, count],
    queryFn: () => getBinPage(areas, count),
    // The items shown stay while more are read, so the list does not jump.
    placeholderData: keepPreviousData,
  });

  async function restore(entry: HistoryEntry) {
    setBusy(true);
    try {
      await restoreVersion(entry, RESTORE_SIDE_EFFECTS[entry.area]);
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
        rows={(page) => page.entries}
        emptyText={
          bin.data?.hasMore
            ? 'The newest deleted items have all been restored: Show more for older ones.'
            : `Nothing was deleted in the past ${BIN_DAYS} days.`
        }
        busy={busy}
        // The first column's text names each row's Restore ("Restore Opening day").
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
      {bin.data?.hasMore && (
        <Button
          variant="outlined"
          sx={{ mt: 2 }}
          disabled={bin.isFetching}
          onClick={() => setCount((shown) => shown + BIN_PAGE_SIZE)}
        >
          Show more
        </Button>
      )}
    </AdminPage>
  );
}
