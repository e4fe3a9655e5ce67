import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import { useId } from 'react';
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
 * Built as MUI's outlined TextField is (FormControl, InputLabel, OutlinedInput, FormHelperText),
 * the same markup, without TextField itself: it imports Select and with it Menu, Popover and
 * Modal, and the other variants' inputs, about 20 KB compressed that /join and /day-tickets
 * downloaded before they were hydrated, for no select at all.
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
  const id = useId();
  // A date's label stays above the browser's own dd/mm/yyyy placeholder.
  const shrink = type === 'date' ? true : undefined;
  return (
    <Controller
      name={name}
      control={control}
      render={({ field: { ref, ...field }, fieldState }) => {
        const helperId = fieldState.error ? `${id}-helper-text` : undefined;
        return (
          <FormControl ref={ref} required={required} error={fieldState.invalid}>
            <InputLabel htmlFor={id} id={`${id}-label`} shrink={shrink}>
              {label}
            </InputLabel>
            <OutlinedInput
              {...field}
              id={id}
              label={label}
              notched={shrink}
              type={type}
              multiline={multiline}
              minRows={multiline ? 2 : undefined}
              aria-describedby={helperId}
              inputProps={{ autoComplete }}
            />
            {fieldState.error && (
              <FormHelperText id={helperId}>{fieldState.error.message}</FormHelperText>
            )}
          </FormControl>
        );
      }}
    />
  );
}
