import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import { enGB } from 'date-fns/locale/en-GB';
import { useController, useFormContext } from 'react-hook-form';

/**
 * en-GB sets the typed field's order (dd/mm/yyyy) and the calendar's weeks, but the adapter's
 * fixed formats are American: the phone picker's heading read "Sun, Dec 6". These read "Sun 6 Dec".
 */
const EN_GB_PICKER_FORMATS = { normalDateWithWeekday: 'EEE d MMM', shortDate: 'd MMM' };

export interface FormDateFieldProps {
  /** The form field's name; its value is a `Date` or null. */
  name: string;
  label: string;
  required?: boolean;
  /** A day (dd/mm/yyyy, with a calendar) or a time of day (24-hour hh:mm, with a clock). */
  kind?: 'date' | 'time';
  /** Shown under the field while it holds no error. */
  helperText?: string;
  /** A day that has not come yet is refused (the rules' updated date). */
  disableFuture?: boolean;
}

/**
 * A date or time the way a phone can enter it: typed section by section or picked from a
 * calendar or clock (MUI X pickers, en-GB). Import it only in admin screens that need it, so the
 * pickers load in those chunks alone.
 */
export function FormDateField(props: FormDateFieldProps) {
  const { name, label, required, kind = 'date', helperText, disableFuture } = props;
  const { control, formState, setValue } = useFormContext();
  const { field, fieldState } = useController({ name, control });
  const common = {
    label,
    disableFuture,
    disabled: formState.isSubmitting,
    value: (field.value as Date | null) ?? null,
    // Checked as it changes, section by section: a wrong day says so before Save is pressed.
    onChange: (value: Date | null) =>
      setValue(name, value, { shouldValidate: true, shouldDirty: true, shouldTouch: true }),
    inputRef: field.ref,
    slotProps: {
      textField: {
        required,
        fullWidth: true,
        onBlur: field.onBlur,
        error: Boolean(fieldState.error),
        helperText: fieldState.error?.message ?? helperText,
      },
    },
  };
  return (
    <LocalizationProvider
      dateAdapter={AdapterDateFns}
      adapterLocale={enGB}
      dateFormats={EN_GB_PICKER_FORMATS}
    >
      {kind === 'date' ? <DatePicker {...common} /> : <TimePicker {...common} ampm={false} />}
    </LocalizationProvider>
  );
}
