import Button from '@mui/material/Button';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { AdminList } from '../../../components/admin/AdminList';
import { AdminPage } from '../../../components/admin/AdminPage';
import { ConfirmDelete } from '../../../components/admin/ConfirmDelete';
import { QueryState } from '../../../components/admin/QueryState';
import { useDeleteMember } from '../api/delete-member';
import { useMembers } from '../api/get-members';
import type { CommitteeMember } from '../types';

/** Page #, Name, Role, Action; the members arrive sorted by positionRank. */
export function ManageCommitteePage() {
  const members = useMembers();
  const deleteMember = useDeleteMember();
  const [toDelete, setToDelete] = useState<CommitteeMember | null>(null);
  return (
    <AdminPage
      title="Manage Committee"
      actions={
        <Button component={RouterLink} to="/admin/manage-committee/create" variant="contained">
          Add Committee Member
        </Button>
      }
    >
      <QueryState query={members} what="the committee">
        {(rows) => (
          <AdminList
            label="Committee members"
            rows={rows}
            rowKey={(member) => member.id}
            rowName={(member) => member.memberName}
            emptyText="No committee members yet."
            columns={[
              { header: 'Page #', render: (member) => member.positionRank },
              { header: 'Name', render: (member) => member.memberName },
              { header: 'Role', render: (member) => member.memberRole },
            ]}
            actions={(member) => [
              { label: 'Edit', to: `/admin/manage-committee/${member.id}` },
              { label: 'Delete', color: 'error', onClick: () => setToDelete(member) },
            ]}
          />
        )}
      </QueryState>
      <ConfirmDelete
        item={toDelete}
        question={(member) => `Delete ${member.memberName} and their photo?`}
        onDelete={(member) => deleteMember.mutateAsync(member)}
        done={(member) => `${member.memberName} was removed from the committee.`}
        failureAction="delete the member"
        onClose={() => setToDelete(null)}
      />
    </AdminPage>
  );
}
