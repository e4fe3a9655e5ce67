import { AdminPage } from '../../../components/admin/AdminPage';
import { CollectionList } from '../../../components/admin/CollectionList';
import { fieldColumns } from '../../../components/admin/field-columns';
import { membersCollection } from '../api/members-collection';
import type { CommitteeMember } from '../types';

/** Page #, Name, Role, Action; the members arrive sorted by positionRank. */
const COLUMNS = fieldColumns<CommitteeMember>({
  'Page #': 'positionRank',
  Name: 'memberName',
  Role: 'memberRole',
});

export function ManageCommitteePage() {
  return (
    <AdminPage
      title="Manage Committee"
      buttons={[{ label: 'Add Committee Member', to: '/admin/manage-committee/create' }]}
    >
      <CollectionList
        label="Committee members"
        api={membersCollection}
        columns={COLUMNS}
        editTo={(member) => `/admin/manage-committee/${member.id}`}
        remove={{
          question: (member) => `Delete ${member.memberName} and their photo?`,
          done: (member) => `${member.memberName} was removed from the committee.`,
        }}
      />
    </AdminPage>
  );
}
