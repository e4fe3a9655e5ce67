import { AdminPage } from '../../../components/admin/AdminPage';
import { CollectionList } from '../../../components/admin/CollectionList';
import { membersCollection } from '../api/members-collection';

/** Page #, Name, Role, Action; the members arrive sorted by positionRank. */
export function ManageCommitteePage() {
  return (
    <AdminPage
      title="Manage Committee"
      buttons={[{ label: 'Add Committee Member', to: '/admin/manage-committee/create' }]}
    >
      <CollectionList
        label="Committee members"
        api={membersCollection}
        columns={[
          { header: 'Page #', render: (member) => member.positionRank },
          { header: 'Name', render: (member) => member.memberName },
          { header: 'Role', render: (member) => member.memberRole },
        ]}
        editTo={(member) => `/admin/manage-committee/${member.id}`}
        remove={{
          question: (member) => `Delete ${member.memberName} and their photo?`,
          done: (member) => `${member.memberName} was removed from the committee.`,
        }}
      />
    </AdminPage>
  );
}
