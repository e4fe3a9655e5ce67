import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { Controller, useForm } from 'react-hook-form';
import { ImageFileInput } from '../../../components/ImageFileInput';
import {
  createMemberSchema,
  editMemberSchema,
  type MemberFormOutput,
  type MemberFormValues,
} from './member-form-schema';

interface MemberFormProps {
  defaultValues: MemberFormValues;
  /** Create needs a picture; edit keeps the current one when none is chosen. */
  photoRequired: boolean;
  submitLabel: string;
  busy: boolean;
  onSubmit: (values: MemberFormOutput) => void;
}

/** The committee member form shared by Create and Member Details. */
export function MemberForm({
  defaultValues,
  photoRequired,
  submitLabel,
  busy,
  onSubmit,
}: MemberFormProps) {
  const {
    register,
    control,
    handleSubmit,
    formState: { errors, isValid },
  } = useForm<MemberFormValues, unknown, MemberFormOutput>({
    resolver: zodResolver(photoRequired ? createMemberSchema : editMemberSchema),
    mode: 'onChange',
    defaultValues,
  });

  return (
    <Stack
      component="form"
      noValidate
      spacing={2}
      sx={{ maxWidth: 560 }}
      onSubmit={handleSubmit(onSubmit)}
    >
      <TextField
        label="Name"
        required
        {...register('memberName')}
        error={Boolean(errors.memberName)}
        helperText={errors.memberName?.message}
      />
      <TextField
        label="Role"
        required
        {...register('memberRole')}
        error={Boolean(errors.memberRole)}
        helperText={errors.memberRole?.message}
      />
      <TextField
        label="Email"
        type="email"
        {...register('contactEmail')}
        error={Boolean(errors.contactEmail)}
        helperText={errors.contactEmail?.message}
      />
      <TextField label="Number" type="tel" {...register('contactNumber')} />
      <TextField
        label="Address"
        multiline
        minRows={2}
        {...register('contactAddress')}
        helperText="Separate by commas: each part shows on its own line."
      />
      <TextField
        label="Page Position"
        required
        inputMode="numeric"
        {...register('positionRank')}
        error={Boolean(errors.positionRank)}
        helperText={errors.positionRank?.message ?? 'Members are listed by this number.'}
      />
      <Controller
        control={control}
        name="photo"
        render={({ field, fieldState }) => (
          <ImageFileInput
            label="User Picture"
            required={photoRequired}
            disabled={busy}
            error={field.value ? fieldState.error?.message : undefined}
            onChange={field.onChange}
          />
        )}
      />
      <Button
        type="submit"
        variant="contained"
        disabled={!isValid || busy}
        sx={{ alignSelf: 'flex-start' }}
      >
        {busy ? 'Saving...' : submitLabel}
      </Button>
    </Stack>
  );
}
