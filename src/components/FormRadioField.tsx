import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import type { SxProps, Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

export interface RadioChoice {
  value: string;
  label: ReactNode;
}

interface Props<T extends FieldValues, Out extends FieldValues> {
  control: Control<T, unknown, Out>;
  name: FieldPath<T>;
  /** Names the group's label and help ids: `${id}-label`, `${id}-help`. */
  id: string;
  label: ReactNode;
  choices: readonly RadioChoice[];
  /** A sentence under the label saying what each choice means. */
  help?: ReactNode;
  row?: boolean;
  required?: boolean;
  choiceSx?: SxProps<Theme>;
}

/**
 * A choice of a react-hook-form form outside the admin kit (the join, details and day-ticket
 * forms), as FormTextField is a text field: the group named by its label, its error beneath it.
 */
export function FormRadioField<T extends FieldValues, Out extends FieldValues>({
  control,
  name,
  id,
  label,
  choices,
  help,
  row,
  required = true,
  choiceSx,
}: Props<T, Out>) {
  const { field, fieldState } = useController({ name, control });
  return (
    <FormControl error={fieldState.invalid} required={required}>
      <FormLabel id={`${id}-label`}>{label}</FormLabel>
      {help && (
        <Typography variant="body2" id={`${id}-help`} sx={{ mt: 0.5 }}>
          {help}
        </Typography>
      )}
      <RadioGroup
        {...field}
        row={row}
        aria-labelledby={`${id}-label`}
        aria-describedby={help ? `${id}-help` : undefined}
      >
        {choices.map((choice) => (
          <FormControlLabel
            key={choice.value}
            value={choice.value}
            control={<Radio />}
            label={choice.label}
            sx={choiceSx}
          />
        ))}
      </RadioGroup>
      {fieldState.error && <FormHelperText>{fieldState.error.message}</FormHelperText>}
    </FormControl>
  );
}
