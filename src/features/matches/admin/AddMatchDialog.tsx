import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useForm } from 'react-hook-form';
import { useNotify } from '../../../components/notifications/notifier-context';
import { MODAL_WIDTH } from '../../../config/constants';
import { errorMessage } from '../../../lib/error-message';
import { titleCase } from '../../../lib/title-case';
import { useAddMatch } from '../api/add-match';
import {
  addMatchSchema,
  emptyAddMatch,
  type AddMatchOutput,
  type AddMatchValues,
} from './add-match-schema';

/** Adds a match; the form is emptied on cancel and after a successful add. */
export function AddMatchDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const addMatch = useAddMatch();
  const notify = useNotify();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isValid },
  } = useForm<AddMatchValues, unknown, AddMatchOutput>({
    resolver: zodResolver(addMatchSchema),
    mode: 'onChange',
    defaultValues: emptyAddMatch,
  });

  function close() {
    reset(emptyAddMatch);
    onClose();
  }

  // Description and location are title-cased as they are typed (spec section 5).
  const titleCased = (name: 'description' | 'location') => {
    const field = register(name);
    return {
      ...field,
      onChange: (event: React.ChangeEvent<HTMLInputElement>) => {
        event.target.value = titleCase(event.target.value);
        return field.onChange(event);
      },
    };
  };

  const submit = handleSubmit((values) =>
    addMatch.mutate(values, {
      onSuccess: () => {
        notify(`${values.description} was added to the match list.`, 'success');
        close();
      },
      onError: (error) => notify(errorMessage(error, 'add the match'), 'error'),
    }),
  );

  return (
    <Dialog
      open={open}
      onClose={addMatch.isPending ? undefined : close}
      aria-labelledby="add-match-title"
      slotProps={{ paper: { sx: { width: MODAL_WIDTH, maxWidth: 'calc(100% - 32px)' } } }}
    >
      <form noValidate onSubmit={submit}>
        <DialogTitle id="add-match-title">Add Match</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField
              label="Description"
              required
              autoFocus
              {...titleCased('description')}
              error={Boolean(errors.description)}
              helperText={errors.description?.message}
            />
            <TextField
              label="Location"
              required
              {...titleCased('location')}
              error={Boolean(errors.location)}
              helperText={errors.location?.message}
            />
            <TextField
              label="Draw Time"
              type="time"
              required
              {...register('drawTime')}
              slotProps={{ inputLabel: { shrink: true } }}
              error={Boolean(errors.drawTime)}
              helperText={errors.drawTime?.message}
            />
            <TextField
              label="Date"
              type="date"
              required
              {...register('date')}
              slotProps={{ inputLabel: { shrink: true } }}
              error={Boolean(errors.date)}
              helperText={errors.date?.message}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={addMatch.isPending}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={!isValid || addMatch.isPending}>
            {addMatch.isPending ? 'Adding...' : 'Add Match'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
