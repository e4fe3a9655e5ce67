import TextField from '@mui/material/TextField';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

interface Props<T extends FieldValues, Out extends FieldValues> {
  control: Control<T, unknown, Out>;
  name: FieldPath<T>;
  label: string;
  autoComplete?: string;
  type?: string;
  multiline?: boolean;
  required?: boolean;
}

/**
 * A required text field of a react-hook-form form outside the admin kit (the join, details and
 * day-ticket forms): its error beneath it, a date's label kept above its placeholder.
 */
export function FormTextField<T extends FieldValues, Out extends FieldValues>({
  control,
  name,
  label,
  autoComplete,
  type,
  multiline,
  required = true,
}: Props<T, Out>) {
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <TextField
          {...field}
          label={label}
          required={required}
          type={type}
          multiline={multiline}
          minRows={multiline ? 2 : undefined}
          error={fieldState.invalid}
          helperText={fieldState.error?.message}
          slotProps={{
            htmlInput: { autoComplete },
            ...(type === 'date' && { inputLabel: { shrink: true } }),
          }}
        />
      )}
    />
  );
}
