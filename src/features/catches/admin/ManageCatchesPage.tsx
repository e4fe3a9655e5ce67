import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { AdminPage } from '../../../components/admin/AdminPage';
import { ConfirmDelete } from '../../../components/admin/ConfirmDelete';
import { CrudList } from '../../../components/admin/CrudList';
import { HistoryDialog } from '../../../components/admin/HistoryDialog';
import { useNotify } from '../../../components/notifications/notifier-context';
import { errorMessage } from '../../../lib/error-message';
import { entryFromCatch, recordClaimText, recordsSetBy, useClubRecords } from '../../records';
import { useApproveCatch } from '../api/approve-catch';
import { useDeleteCatches } from '../api/delete-catches';
import { COLLECTIONS, REVIEW_PAGE_SIZE } from '../../../config/constants';
import { catchRestoreEffect } from '../api/edit-catch';
import { useCatchesForReview } from '../api/get-catches-for-review';
import type { Catch } from '../types';
import { weightText } from '../weight-text';
import { ApproveRecordDialog } from './ApproveRecordDialog';
import { CatchEditDialog } from './CatchEditDialog';
import { CatchPreviewDialog } from './CatchPreviewDialog';
import { DeletePendingRange } from './DeletePendingRange';
import { ReviewPager } from './ReviewPager';

const describe = (entry: Catch) => `${entry.memberName}'s ${entry.fishType}`;

export function ManageCatchesPage() {
  // Unchecked (the default) lists the catches waiting for approval: the admin's usual job.
  const [showApproved, setShowApproved] = useState(false);
  // The review list is paged (REVIEW_PAGE_SIZE): the orderRank each page starts after.
  const [cursors, setCursors] = useState<(number | undefined)[]>([undefined]);
  const catches = useCatchesForReview(showApproved, cursors[cursors.length - 1]);
  const rows = catches.data?.catches ?? [];
  const approveCatch = useApproveCatch();
  const deleteCatches = useDeleteCatches();
  const notify = useNotify();
  const [selected, setSelected] = useState<string[]>([]);
  const [toDelete, setToDelete] = useState<Catch[] | null>(null);
  const records = useClubRecords();
  const [toConfirm, setToConfirm] = useState<{ entry: Catch; sentences: string[] } | null>(null);

  function approve(entry: Catch) {
    approveCatch.mutate(entry.id, {
      onSuccess: () => notify(`${describe(entry)} is now on the catches page.`, 'success'),
      onError: (error) => notify(errorMessage(error, 'approve the catch'), 'error'),
      onSettled: () => setToConfirm(null),
    });
  }

  /**
   * An ordinary catch is approved in one step (docs/product-spec.md §5); one that takes a club or water
   * record, or whose effect cannot be checked because the records did not load, asks again.
   */
  function review(entry: Catch) {
    const recordEntry = entryFromCatch(entry.id, entry);
    if (!recordEntry) return approve(entry);
    if (!records.data) {
      return setToConfirm({
        entry,
        sentences: ['The club records could not be checked: this catch may become a record.'],
      });
    }
    const claims = recordsSetBy(records.data, recordEntry);
    if (claims.length === 0) return approve(entry);
    setToConfirm({
      entry,
      sentences: claims.map((claim) => recordClaimText(claim, recordEntry.weightOz)),
    });
  }

  function toggle(approved: boolean) {
    setShowApproved(approved);
    setSelected([]);
    setCursors([undefined]);
  }

  function turn(forward: boolean) {
    setSelected([]);
    setCursors((list) =>
      forward ? [...list, rows[rows.length - 1]?.orderRank] : list.slice(0, -1),
    );
  }

  const chosen = rows.filter((entry) => selected.includes(entry.id));
  return (
    <AdminPage
      title="Manage Catches"
      actions={
        <>
          <FormControlLabel
            control={
              <Switch checked={showApproved} onChange={(event) => toggle(event.target.checked)} />
            }
            label={showApproved ? 'Hide Unapproved' : 'Show Approved'}
          />
          {!showApproved && (
            <Button
              color="error"
              variant="outlined"
              disabled={chosen.length === 0}
              onClick={() => setToDelete(chosen)}
            >
              Delete selected ({chosen.length})
            </Button>
          )}
          {!showApproved && <DeletePendingRange />}
        </>
      }
    >
      <Typography variant="h6" component="h2">
        {showApproved ? 'Approved catches' : 'Catches waiting for approval'}
      </Typography>
      {!showApproved && catches.data?.upkeepError && (
        <Alert severity="warning" role="status" sx={{ my: 1 }}>
          New catches may be missing here: the check of their photos failed (
          {catches.data.upkeepError}). Only catches already checked are listed. Reload shortly; if
          this stays, tell whoever looks after the website.
        </Alert>
      )}
      <CrudList
        label="Catches"
        query={catches}
        rows={(page) => page.catches}
        rowName={describe}
        emptyText={
          showApproved ? 'No approved catches yet.' : 'No catches are waiting for approval.'
        }
        selection={showApproved ? undefined : { selected, onChange: setSelected }}
        columns={[
          {
            header: '#',
            render: (entry) => (cursors.length - 1) * REVIEW_PAGE_SIZE + rows.indexOf(entry) + 1,
          },
          { header: 'Member', render: (entry) => entry.memberName },
          { header: 'Location', render: (entry) => entry.catchLocation },
          { header: 'Fish', render: (entry) => entry.fishType },
          { header: 'Weight', render: (entry) => weightText(entry.fishLbs, entry.fishOz) },
          { header: 'Public', render: (entry) => (entry.isPublic ? 'Y' : 'N') },
        ]}
        actions={(entry) => [
          {
            label: 'View Image',
            accessibleLabel: `View Image of ${describe(entry)}`,
            disabled: !entry.imgURL,
            dialog: (close) => <CatchPreviewDialog entry={entry} onClose={close} />,
          },
          ...(entry.isPublic
            ? []
            : [
                {
                  // Only once the admin server has seen its photo and thumbnail (photoStored).
                  label: entry.photoStored === false ? 'Photo missing' : 'Approve',
                  variant: 'contained' as const,
                  disabled:
                    entry.photoStored !== true ||
                    (approveCatch.isPending && approveCatch.variables === entry.id),
                  onClick: () => review(entry),
                },
              ]),
          {
            label: 'History',
            accessibleLabel: `History of ${describe(entry)}`,
            dialog: (close) => (
              <HistoryDialog
                area="manageCatches"
                path={`${COLLECTIONS.catches}/${entry.id}`}
                name={describe(entry)}
                sideEffect={catchRestoreEffect}
                onClose={close}
              />
            ),
          },
          {
            label: 'Edit',
            accessibleLabel: `Edit ${describe(entry)}`,
            dialog: (close) => <CatchEditDialog entry={entry} onClose={close} />,
          },
          { label: 'Delete', color: 'error', onClick: () => setToDelete([entry]) },
        ]}
      />
      {toConfirm && (
        <ApproveRecordDialog
          {...toConfirm}
          busy={approveCatch.isPending}
          onCancel={() => setToConfirm(null)}
          onConfirm={() => approve(toConfirm.entry)}
        />
      )}
      <ConfirmDelete
        item={toDelete}
        restorable
        question={(list) =>
          list.length === 1
            ? `Delete ${describe(list[0]!)} and its photo?`
            : `Delete these ${list.length} catches and their photos?`
        }
        onDelete={async (list) => {
          const result = await deleteCatches.mutateAsync(list.map((entry) => entry.id));
          setSelected((ids) => ids.filter((id) => !list.some((entry) => entry.id === id)));
          return result;
        }}
        done={(list) =>
          list.length === 1
            ? `${describe(list[0]!)} was deleted.`
            : `${list.length} catches deleted.`
        }
        failureAction="delete the catches"
        onClose={() => setToDelete(null)}
      />
      <ReviewPager
        page={cursors.length - 1}
        rowsOnPage={rows.length}
        hasNext={catches.data?.hasNext ?? false}
        busy={catches.isFetching}
        onTurn={turn}
      />
    </AdminPage>
  );
}
