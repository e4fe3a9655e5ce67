import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import TextField from '@mui/material/TextField';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { PERMISSION_FLAGS } from '../../auth/types';
import {
  adminFormSchema,
  PERMISSION_LABELS,
  submitBlocked,
  type AdminFormMode,
  type AdminFormValues,
} from './admin-user-form';

interface AdminUserFormProps {
  mode: AdminFormMode;
  defaultValues: AdminFormValues;
  busy: boolean;
  /** The last save's failure, in words; the form keeps what was typed. */
  serverError?: string;
  onSubmit: (values: AdminFormValues) => void;
  onCancel: () => void;
}

/** The fields of the Create Admin / Edit User modal. */
export function AdminUserForm({
  mode,
  defaultValues,
  busy,
  serverError,
  onSubmit,
  onCancel,
}: AdminUserFormProps) {
  const { register, control, handleSubmit, formState } = useForm<AdminFormValues>({
    resolver: zodResolver(adminFormSchema(mode)),
    defaultValues,
  });
  const { errors } = formState;
  const blocked = submitBlocked(useWatch({ control }) as AdminFormValues, mode);

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate>
      <DialogContent sx={{ pt: 0 }}>
        {serverError && (
          <Alert severity="error" sx={{ mb: 1 }}>
            {serverError}
          </Alert>
        )}
        <TextField
          label="Email"
          type="email"
          autoComplete="off"
          fullWidth
          margin="dense"
          {...register('email')}
          error={!!errors.email}
          helperText={errors.email?.message}
        />
        <TextField
          label="Name"
          fullWidth
          margin="dense"
          {...register('displayName')}
          error={!!errors.displayName}
          helperText={errors.displayName?.message}
        />
        <TextField
          label="Password"
          type="password"
          autoComplete="new-password"
          fullWidth
          margin="dense"
          {...register('password')}
          error={!!errors.password}
          helperText={
            errors.password?.message ??
            (mode === 'edit' ? 'Leave blank to keep the current password.' : undefined)
          }
        />
        <TextField
          label="Confirm Password"
          type="password"
          autoComplete="new-password"
          fullWidth
          margin="dense"
          {...register('confirmPassword')}
          error={!!errors.confirmPassword}
          helperText={errors.confirmPassword?.message}
        />
        <FormLabel component="legend" sx={{ mt: 1 }}>
          Permissions
        </FormLabel>
        <FormGroup>
          {PERMISSION_FLAGS.map((flag) => (
            <Controller
              key={flag}
              control={control}
              name={`permissions.${flag}`}
              render={({ field }) => (
                <FormControlLabel
                  label={PERMISSION_LABELS[flag]}
                  control={
                    <Checkbox
                      size="small"
                      checked={field.value}
                      onChange={(event) => field.onChange(event.target.checked)}
                      onBlur={field.onBlur}
                      name={field.name}
                    />
                  }
                />
              )}
            />
          ))}
          {mode === 'edit' && (
            <Controller
              control={control}
              name="disabled"
              render={({ field }) => (
                <FormControlLabel
                  label="Disabled"
                  control={
                    <Checkbox
                      size="small"
                      checked={field.value}
                      onChange={(event) => field.onChange(event.target.checked)}
                      name={field.name}
                    />
                  }
                />
              )}
            />
          )}
        </FormGroup>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
        <Button type="submit" variant="contained" disabled={blocked || busy}>
          {mode === 'create' ? 'Create' : 'Update'}
        </Button>
      </DialogActions>
    </form>
  );
}
