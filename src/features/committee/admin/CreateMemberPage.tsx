import { useNavigate } from 'react-router-dom';
import { AdminPage } from '../../../components/admin/AdminPage';
import { useNotify } from '../../../components/notifications/notifier-context';
import { useCreateMember } from '../api/create-member';
import { MemberForm } from './MemberForm';
import { committeeBack, toMemberFields } from './member-form-schema';

export function CreateMemberPage() {
  const createMember = useCreateMember();
  const notify = useNotify();
  const navigate = useNavigate();
  return (
    <AdminPage title="Add Committee Member" back={committeeBack}>
      <MemberForm
        onDone={() => navigate(committeeBack.to)}
        onSave={async (values) => {
          if (!values.photo) throw new Error('Choose a picture.');
          await createMember.mutateAsync({ fields: toMemberFields(values), photo: values.photo });
          notify(`${values.memberName} was added to the committee.`, 'success');
        }}
      />
    </AdminPage>
  );
}
