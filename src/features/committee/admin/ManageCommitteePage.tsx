import { AdminPage } from '../../../components/admin/AdminPage';
import { CrudList } from '../../../components/admin/CrudList';
import { HistoryDialog } from '../../../components/admin/HistoryDialog';
import { memberRef } from '../api/create-member';
import { useDeleteMember } from '../api/delete-member';
import { useMembers } from '../api/get-members';

/** Page #, Name, Role, Action; the members arrive sorted by positionRank. */
export function ManageCommitteePage() {
  const deleteMember = useDeleteMember();
  return (
    <AdminPage
      title="Manage Committee"
      buttons={[{ label: 'Add Committee Member', to: '/admin/manage-committee/create' }]}
    >
      <CrudList
        label="Committee members"
        query={useMembers()}
        rowName={(member) => member.memberName}
        columns={[
          { header: 'Page #', render: (member) => member.positionRank },
          { header: 'Name', render: (member) => member.memberName },
          { header: 'Role', render: (member) => member.memberRole },
        ]}
        actions={(member) => [
          {
            label: 'History',
            dialog: (close) => (
              <HistoryDialog
                area="manageCommittee"
                path={memberRef(member.id).path}
                name={member.memberName}
                onClose={close}
              />
            ),
          },
        ]}
        editTo={(member) => `/admin/manage-committee/${member.id}`}
        remove={{
          restorable: true,
          question: (member) => `Delete ${member.memberName} and their photo?`,
          onDelete: (member) => deleteMember.mutateAsync(member),
          done: (member) => `${member.memberName} was removed from the committee.`,
          failureAction: 'delete the member',
        }}
      />
    </AdminPage>
  );
}
