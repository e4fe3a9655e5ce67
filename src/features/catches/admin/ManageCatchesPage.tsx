import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
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
import { changedAt } from '../../../lib/history';
import { useApproveCatch } from '../api/approve-catch';
import { useNotApproveCatch } from '../api/not-approve-catch';
import { useDeleteCatches } from '../api/delete-catches';
import { COLLECTIONS } from '../../../config/constants';
import { catchRestoreEffect } from '../api/edit-catch';
import { useCatchesForReview } from '../api/get-catches-for-review';
import type { Catch } from '../types';
import { weightText } from '../weight-text';
import { ApproveRecordDialog } from './ApproveRecordDialog';
import { CatchEditDialog } from './CatchEditDialog';
import { CatchThumb } from './CatchPhotos';
import { CatchPreviewDialog } from './CatchPreviewDialog';
import { DeletePendingRange } from './DeletePendingRange';
import { NotApproveDialog } from './NotApproveDialog';
import { NotApprovedCatches } from './NotApprovedCatches';
import { ReviewPager } from './ReviewPager';
import { useUndoable } from './use-undoable';

const describe = (entry: Catch) => `${entry.memberName}'s ${entry.fishType}`;

/**
 * The catch queue, worked through on a phone (issue 34, point 6): each card with its thumbnail
 * (tap for the photos), when it was submitted, the water, fish and weight; Approve and Not
 * approve (with a reason the member sees) in one tap each, then Undo (use-undoable.ts). Deleting
 * the waiting catches of a time range is kept below the list, out of the way.
 */
export function ManageCatchesPage() {
  // Unchecked (the default) lists the catches waiting for approval: the admin's usual job.
  const [showApproved, setShowApproved] = useState(false);
  // The review list is paged (REVIEW_PAGE_SIZE): the orderRank each page starts after.
  const [cursors, setCursors] = useState<(number | undefined)[]>([undefined]);
  const catches = useCatchesForReview(showApproved, cursors[cursors.length - 1]);
  const { hidden, schedule, commitNow } = useUndoable();
  const rows = (catches.data?.catches ?? []).filter((entry) => !hidden.includes(entry.id));
  const approveCatch = useApproveCatch();
  const notApproveCatch = useNotApproveCatch();
  const [preview, setPreview] = useState<Catch | null>(null);
  const [toRefuse, setToRefuse] = useState<Catch | null>(null);
  const deleteCatches = useDeleteCatches();
  const notify = useNotify();
  const [selected, setSelected] = useState<string[]>([]);
  const [toDelete, setToDelete] = useState<Catch[] | null>(null);
  const records = useClubRecords();
  const [toConfirm, setToConfirm] = useState<{ entry: Catch; sentences: string[] } | null>(null);

  function approve(entry: Catch) {
    setToConfirm(null);
    schedule(entry.id, `${describe(entry)} approved: it goes on the catches page.`, () =>
      approveCatch.mutateAsync(entry.id).catch((error: unknown) => {
        notify(errorMessage(error, 'approve the catch'), 'error');
      }),
    );
  }

  function notApprove(entry: Catch, reason: string) {
    setToRefuse(null);
    schedule(entry.id, `${describe(entry)} not approved: the member will see your reason.`, () =>
      notApproveCatch.mutateAsync({ id: entry.id, reason }).catch((error: unknown) => {
        notify(errorMessage(error, 'record that the catch is not approved'), 'error');
      }),
    );
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
    commitNow();
    setShowApproved(approved);
    setSelected([]);
    setCursors([undefined]);
  }

  function turn(forward: boolean) {
    commitNow();
    setSelected([]);
    setCursors((list) => (forward ? [...list, catches.data?.lastRank] : list.slice(0, -1)));
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
        rows={(page) => page.catches.filter((entry) => !hidden.includes(entry.id))}
        rowName={describe}
        emptyText={
          showApproved ? 'No approved catches yet.' : 'No catches are waiting for approval.'
        }
        selection={showApproved ? undefined : { selected, onChange: setSelected }}
        columns={[
          {
            header: 'Photo',
            render: (entry) => <CatchThumb entry={entry} onOpen={() => setPreview(entry)} />,
          },
          {
            header: 'Sent',
            render: (entry) => (entry.submittedAt ? changedAt(entry.submittedAt) : 'Not known'),
          },
          { header: 'Member', render: (entry) => entry.memberName },
          { header: 'Water', render: (entry) => entry.catchLocation },
          { header: 'Fish', render: (entry) => entry.fishType },
          { header: 'Weight', render: (entry) => weightText(entry.fishLbs, entry.fishOz) },
        ]}
        actions={(entry) => [
          ...(entry.isPublic
            ? []
            : [
                {
                  // Only once the admin server has seen its photo and thumbnail (photoStored).
                  label: entry.photoStored === false ? 'Photo missing' : 'Approve',
                  variant: 'contained' as const,
                  disabled: entry.photoStored !== true,
                  onClick: () => review(entry),
                },
                {
                  label: 'Not approve',
                  variant: 'outlined' as const,
                  onClick: () => setToRefuse(entry),
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
      {preview && <CatchPreviewDialog entry={preview} onClose={() => setPreview(null)} />}
      {toRefuse && (
        <NotApproveDialog
          name={describe(toRefuse)}
          onCancel={() => setToRefuse(null)}
          onConfirm={(reason) => notApprove(toRefuse, reason)}
        />
      )}
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
      {!showApproved && (
        <NotApprovedCatches describe={describe} onApprove={review} hidden={hidden} />
      )}
      {/* Clearing many at once is rare: below the list, not among each day's buttons. */}
      {!showApproved && (
        <Box component="section" aria-label="Delete by time" sx={{ mt: 4 }}>
          <DeletePendingRange />
        </Box>
      )}
    </AdminPage>
  );
}
