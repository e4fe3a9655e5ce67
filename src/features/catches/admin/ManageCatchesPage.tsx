import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { ErrorNotice } from '../../../components/ErrorNotice';
import { PageSpinner } from '../../../components/PageSpinner';
import { useNotify } from '../../../components/notifications/notifier-context';
import { adminTitle } from '../../../config/constants';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { errorMessage } from '../../../lib/error-message';
import { useApproveCatch } from '../api/approve-catch';
import { useDeleteCatch } from '../api/delete-catch';
import { useCatchesForReview } from '../api/get-catches-for-review';
import type { Catch } from '../types';
import { CatchPreviewDialog } from './CatchPreviewDialog';
import { CatchesReviewTable } from './CatchesReviewTable';

export function ManageCatchesPage() {
  useDocumentTitle(adminTitle('Manage Catches'));
  // Unchecked (the default) lists the catches waiting for approval: the admin's usual job.
  const [showApproved, setShowApproved] = useState(false);
  const catches = useCatchesForReview(showApproved);
  const approveCatch = useApproveCatch();
  const deleteCatch = useDeleteCatch();
  const notify = useNotify();
  const [preview, setPreview] = useState<Catch | null>(null);
  const [toDelete, setToDelete] = useState<Catch | null>(null);

  function approve(entry: Catch) {
    approveCatch.mutate(entry.id, {
      onSuccess: () =>
        notify(`${entry.memberName}'s ${entry.fishType} is now on the catches page.`, 'success'),
      onError: (error) => notify(errorMessage(error, 'approve the catch'), 'error'),
    });
  }

  function confirmDelete() {
    if (!toDelete) return;
    deleteCatch.mutate(toDelete.id, {
      onSuccess: () =>
        notify(`${toDelete.memberName}'s ${toDelete.fishType} was deleted.`, 'success'),
      onError: (error) => notify(errorMessage(error, 'delete the catch'), 'error'),
      onSettled: () => setToDelete(null),
    });
  }

  return (
    <>
      <Typography variant="h4" component="h1" gutterBottom>
        Manage Catches
      </Typography>
      <FormControlLabel
        control={
          <Switch
            checked={showApproved}
            onChange={(event) => setShowApproved(event.target.checked)}
          />
        }
        label={showApproved ? 'Hide Unapproved' : 'Show Approved'}
        sx={{ mb: 1 }}
      />
      <Typography variant="h6" component="h2">
        {showApproved ? 'Approved catches' : 'Catches waiting for approval'}
      </Typography>
      {catches.isPending && <PageSpinner label="Loading the catches" />}
      {catches.isError && <ErrorNotice message={errorMessage(catches.error, 'load the catches')} />}
      {catches.data?.length === 0 && (
        <Typography sx={{ my: 2 }}>
          {showApproved ? 'No approved catches yet.' : 'No catches are waiting for approval.'}
        </Typography>
      )}
      {catches.data && catches.data.length > 0 && (
        <CatchesReviewTable
          catches={catches.data}
          approvingId={approveCatch.isPending ? approveCatch.variables : undefined}
          onView={setPreview}
          onApprove={approve}
          onDelete={setToDelete}
        />
      )}
      <CatchPreviewDialog entry={preview} onClose={() => setPreview(null)} />
      <ConfirmDialog
        open={toDelete !== null}
        message={
          toDelete
            ? `Delete ${toDelete.memberName}'s ${toDelete.fishType} and its photo?`
            : 'Delete this catch?'
        }
        busy={deleteCatch.isPending}
        onCancel={() => setToDelete(null)}
        onConfirm={confirmDelete}
      />
    </>
  );
}
