import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { MODAL_WIDTH } from '../../../config/constants';

const ruleSchema = z.object({ value: z.string().trim().min(1, 'Enter the rule.').max(500) });
type RuleValues = z.infer<typeof ruleSchema>;

interface RuleDialogProps {
  title: 'Add New Rule' | 'Edit Rule';
  initialValue: string;
  busy: boolean;
  onCancel: () => void;
  onSave: (value: string) => void;
}

/**
 * The Add New Rule and Edit Rule dialogs. Mounted only while open, so each opening starts from
 * `initialValue` (empty for a new rule).
 */
export function RuleDialog({ title, initialValue, busy, onCancel, onSave }: RuleDialogProps) {
  const {
    register,
    handleSubmit,
    formState: { errors, isValid },
  } = useForm<RuleValues>({
    resolver: zodResolver(ruleSchema),
    mode: 'onChange',
    defaultValues: { value: initialValue },
  });

  return (
    <Dialog
      open
      onClose={busy ? undefined : onCancel}
      aria-labelledby="rule-dialog-title"
      slotProps={{ paper: { sx: { width: MODAL_WIDTH, maxWidth: 'calc(100% - 32px)' } } }}
    >
      <form noValidate onSubmit={handleSubmit(({ value }) => onSave(value))}>
        <DialogTitle id="rule-dialog-title">{title}</DialogTitle>
        <DialogContent>
          <TextField
            label="Rule"
            required
            autoFocus
            fullWidth
            multiline
            minRows={2}
            margin="dense"
            {...register('value')}
            error={Boolean(errors.value)}
            helperText={errors.value?.message}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onCancel} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={!isValid || busy}>
            {busy ? 'Saving...' : 'Save Rule'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
