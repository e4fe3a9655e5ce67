import { AdminPage } from '../../../components/admin/AdminPage';
import { useCreateMember } from '../api/create-member';
import { committeeBack, MemberForm } from './MemberForm';

export function CreateMemberPage() {
  const createMember = useCreateMember();
  return (
    <AdminPage title="Add Committee Member" back={committeeBack}>
      <MemberForm
        saved={(values) => `${values.memberName} was added to the committee.`}
        onSave={async ({ photo, ...fields }) => {
          if (!photo) throw new Error('Choose a picture.');
          await createMember.mutateAsync({ fields, photo });
        }}
      />
    </AdminPage>
  );
}
