import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import { enGB } from 'date-fns/locale/en-GB';
import { useController, useFormContext } from 'react-hook-form';

export interface FormDateFieldProps {
  /** The form field's name; its value is a `Date` or null. */
  name: string;
  label: string;
  required?: boolean;
  /** A day (dd/mm/yyyy, with a calendar) or a time of day (24-hour hh:mm, with a clock). */
  kind?: 'date' | 'time';
}

/**
 * A date or time the way a phone can enter it: typed section by section or picked from a
 * calendar or clock (MUI X pickers, en-GB). Import it only in admin screens that need it, so the
 * pickers load in those chunks alone.
 */
export function FormDateField({ name, label, required, kind = 'date' }: FormDateFieldProps) {
  const { control } = useFormContext();
  const { field, fieldState } = useController({ name, control });
  const common = {
    label,
    value: (field.value as Date | null) ?? null,
    onChange: (value: Date | null) => field.onChange(value),
    inputRef: field.ref,
    slotProps: {
      textField: {
        required,
        fullWidth: true,
        onBlur: field.onBlur,
        error: Boolean(fieldState.error),
        helperText: fieldState.error?.message,
      },
    },
  };
  return (
    <LocalizationProvider dateAdapter={AdapterDateFns} adapterLocale={enGB}>
      {kind === 'date' ? <DatePicker {...common} /> : <TimePicker {...common} ampm={false} />}
    </LocalizationProvider>
  );
}
