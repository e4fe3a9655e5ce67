import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { ErrorNotice } from '../../../components/ErrorNotice';
import { PageSpinner } from '../../../components/PageSpinner';
import { useNotify } from '../../../components/notifications/notifier-context';
import { adminTitle } from '../../../config/constants';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { errorMessage } from '../../../lib/error-message';
import { useDeleteMember } from '../api/delete-member';
import { useMembers } from '../api/get-members';
import type { CommitteeMember } from '../types';
import { CommitteeTable } from './CommitteeTable';

export function ManageCommitteePage() {
  useDocumentTitle(adminTitle('Manage Committee'));
  const members = useMembers();
  const deleteMember = useDeleteMember();
  const notify = useNotify();
  const [toDelete, setToDelete] = useState<CommitteeMember | null>(null);

  function confirmDelete() {
    if (!toDelete) return;
    deleteMember.mutate(toDelete, {
      onSuccess: () => {
        notify(`${toDelete.memberName} was removed from the committee.`, 'success');
        setToDelete(null);
      },
      onError: (error) => {
        notify(errorMessage(error, `delete ${toDelete.memberName}`), 'error');
        setToDelete(null);
      },
    });
  }

  return (
    <>
      <Typography variant="h4" component="h1" gutterBottom>
        Manage Committee
      </Typography>
      <Button
        component={RouterLink}
        to="/admin/manage-committee/create"
        variant="contained"
        sx={{ mb: 2 }}
      >
        Add Committee Member
      </Button>
      {members.isPending && <PageSpinner label="Loading the committee" />}
      {members.isError && (
        <ErrorNotice message={errorMessage(members.error, 'load the committee')} />
      )}
      {members.data && <CommitteeTable members={members.data} onDelete={setToDelete} />}
      <ConfirmDialog
        open={toDelete !== null}
        message={`Delete ${toDelete?.memberName ?? 'this member'} and their photo?`}
        busy={deleteMember.isPending}
        onCancel={() => setToDelete(null)}
        onConfirm={confirmDelete}
      />
    </>
  );
}
