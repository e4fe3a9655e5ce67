import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { ErrorNotice } from '../../../components/ErrorNotice';
import { useNotify } from '../../../components/notifications/notifier-context';
import { adminTitle } from '../../../config/constants';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { errorMessage } from '../../../lib/error-message';
import { useMember } from '../api/get-member';
import { useUpdateMember } from '../api/update-member';
import { MemberForm } from './MemberForm';
import { toMemberFields } from './member-form-schema';

export function EditMemberPage() {
  useDocumentTitle(adminTitle('Member Details'));
  const { id = '' } = useParams();
  const member = useMember(id);
  const updateMember = useUpdateMember();
  const notify = useNotify();

  let body;
  if (member.isPending) body = <Typography role="status">Loading...</Typography>;
  else if (member.isError)
    body = <ErrorNotice message={errorMessage(member.error, 'load the member')} />;
  else if (!member.data) body = <ErrorNotice message="That committee member no longer exists." />;
  else {
    const current = member.data;
    body = (
      <MemberForm
        key={current.id}
        defaultValues={{
          memberName: current.memberName,
          memberRole: current.memberRole,
          contactEmail: current.contactEmail ?? '',
          contactNumber: current.contactNumber ?? '',
          contactAddress: current.contactAddress ?? '',
          positionRank: String(current.positionRank),
          photo: undefined,
        }}
        photoRequired={false}
        submitLabel="Save"
        busy={updateMember.isPending}
        onSubmit={(values) =>
          updateMember.mutate(
            { member: current, fields: toMemberFields(values), photo: values.photo },
            {
              onSuccess: () => notify(`${values.memberName}'s details were saved.`, 'success'),
              onError: (error) => notify(errorMessage(error, 'save the member'), 'error'),
            },
          )
        }
      />
    );
  }

  return (
    <>
      <Button component={RouterLink} to="/admin/manage-committee" sx={{ mb: 1 }}>
        Back to Manage Committee
      </Button>
      <Typography variant="h4" component="h1" gutterBottom>
        Member Details
      </Typography>
      {member.data?.photoURL && (
        <img
          src={member.data.photoURL}
          alt={`Current photo of ${member.data.memberName}`}
          width={96}
          height={96}
          style={{ objectFit: 'cover', borderRadius: 8, marginBottom: 16 }}
        />
      )}
      {body}
    </>
  );
}
