import { AdminPage } from '../../../components/admin/AdminPage';
import { useCreateMember } from '../api/create-member';
import { MemberForm } from './MemberForm';
import { committeeBack, toMemberFields } from './member-form-schema';

export function CreateMemberPage() {
  const createMember = useCreateMember();
  return (
    <AdminPage title="Add Committee Member" back={committeeBack}>
      <MemberForm
        saved={(values) => `${values.memberName} was added to the committee.`}
        onSave={async (values) => {
          if (!values.photo) throw new Error('Choose a picture.');
          await createMember.mutateAsync({ fields: toMemberFields(values), photo: values.photo });
        }}
      />
    </AdminPage>
  );
}
