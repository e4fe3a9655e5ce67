import Typography from '@mui/material/Typography';
import { useParams } from 'react-router-dom';
import { AdminPage } from '../../../components/admin/AdminPage';
import { ErrorNotice } from '../../../components/ErrorNotice';
import { errorMessage } from '../../../lib/error-message';
import { useMember } from '../api/get-member';
import { useUpdateMember } from '../api/update-member';
import { committeeBack, MemberForm } from './MemberForm';

export function EditMemberPage() {
  const { id = '' } = useParams();
  const member = useMember(id);
  const updateMember = useUpdateMember();
  const current = member.data;
  return (
    <AdminPage title="Member Details" back={committeeBack}>
      {/* The spec's own loading text, not the kit's spinner. */}
      {member.isPending && <Typography role="status">Loading...</Typography>}
      {member.isError && <ErrorNotice message={errorMessage(member.error, 'load the member')} />}
      {current === null && <ErrorNotice message="That committee member no longer exists." />}
      {current && (
        <MemberForm
          key={current.id}
          member={current}
          saved={(values) => `${values.memberName}'s details were saved.`}
          onSave={({ photo, ...fields }) =>
            updateMember.mutateAsync({ member: current, fields, photo })
          }
        />
      )}
    </AdminPage>
  );
}
