import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useForm } from 'react-hook-form';
import { useState } from 'react';
import { z } from 'zod';
import { useNotify } from '../../../components/notifications/notifier-context';
import { MODAL_WIDTH } from '../../../config/constants';
import { errorMessage } from '../../../lib/error-message';
// The contact is copied from a committee member, so the committee's read api is used here.
import { useMembers } from '../../committee/api/get-members';
import { useAddContact } from '../api/add-contact';

const schema = z.object({
  memberId: z.string().min(1, 'Select a member.'),
  title: z.string().trim().min(1, 'Enter a title.').max(80, 'Keep the title under 80 characters.'),
});
type Values = z.input<typeof schema>;

/** 'Add Contact': a committee member's name, e-mail and number under a title. */
export function AddContactDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const members = useMembers();
  const add = useAddContact();
  const notify = useNotify();
  // Shown inside the dialog: a snackbar would sit over its buttons.
  const [failure, setFailure] = useState<string>();
  const { register, handleSubmit, setError, formState } = useForm<Values, unknown, Values>({
    resolver: zodResolver(schema),
    defaultValues: { memberId: '', title: '' },
  });
  const { errors } = formState;

  const submit = handleSubmit(async ({ memberId, title }) => {
    const member = members.data?.find((m) => m.id === memberId);
    if (!member) {
      setError('memberId', { message: 'Selected member not found. Choose another.' });
      return;
    }
    setFailure(undefined);
    try {
      await add.mutateAsync({
        title,
        name: member.memberName,
        email: member.contactEmail,
        phoneNumber: member.contactNumber,
      });
      notify(`${title} contact added.`, 'success');
      onClose();
    } catch (error) {
      setFailure(errorMessage(error, 'add the contact'));
    }
  });

  return (
    <Dialog
      open={open}
      onClose={add.isPending ? undefined : onClose}
      aria-labelledby="add-contact-title"
      slotProps={{ paper: { sx: { width: MODAL_WIDTH } } }}
    >
      <form onSubmit={submit} noValidate>
        <DialogTitle id="add-contact-title">Add Contact</DialogTitle>
        <DialogContent>
          {failure && (
            <Alert severity="error" sx={{ mb: 1 }}>
              {failure}
            </Alert>
          )}
          {members.isError && (
            <Alert severity="error">{errorMessage(members.error, 'load the committee')}</Alert>
          )}
          <TextField
            select
            required
            label="Select Member"
            fullWidth
            margin="normal"
            {...register('memberId')}
            error={!!errors.memberId}
            helperText={errors.memberId?.message}
            disabled={members.isPending}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          >
            <option value="">{members.isPending ? 'Loading members…' : 'Choose a member'}</option>
            {members.data?.map((member) => (
              <option key={member.id} value={member.id}>
                {member.memberName} ({member.memberRole})
              </option>
            ))}
          </TextField>
          <TextField
            required
            label="Title"
            fullWidth
            margin="normal"
            {...register('title')}
            error={!!errors.title}
            helperText={errors.title?.message}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={add.isPending}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={add.isPending}>
            Submit Contact
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
