import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { useNotify } from '../../../components/notifications/notifier-context';
import { adminTitle } from '../../../config/constants';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { errorMessage } from '../../../lib/error-message';
import { useCreateMember } from '../api/create-member';
import { MemberForm } from './MemberForm';
import { emptyMemberForm, toMemberFields } from './member-form-schema';

export function CreateMemberPage() {
  useDocumentTitle(adminTitle('Add Committee Member'));
  const createMember = useCreateMember();
  const notify = useNotify();
  const navigate = useNavigate();

  return (
    <>
      <Button component={RouterLink} to="/admin/manage-committee" sx={{ mb: 1 }}>
        Back to Manage Committee
      </Button>
      <Typography variant="h4" component="h1" gutterBottom>
        Add Committee Member
      </Typography>
      <MemberForm
        defaultValues={emptyMemberForm}
        photoRequired
        submitLabel="Create"
        busy={createMember.isPending}
        onSubmit={(values) => {
          if (!values.photo) return;
          createMember.mutate(
            { fields: toMemberFields(values), photo: values.photo },
            {
              onSuccess: () => {
                notify(`${values.memberName} was added to the committee.`, 'success');
                navigate('/admin/manage-committee');
              },
              onError: (error) => notify(errorMessage(error, 'add the member'), 'error'),
            },
          );
        }}
      />
    </>
  );
}
