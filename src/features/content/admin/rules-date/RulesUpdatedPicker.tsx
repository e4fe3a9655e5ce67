import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { enGB } from 'date-fns/locale/en-GB';

export interface RulesUpdatedPickerProps {
  value: Date | null;
  onChange: (date: Date | null) => void;
  onBlur?: () => void;
  error?: string;
  disabled?: boolean;
}

/** The rules' "Updated" date: typed as dd/mm/yyyy or picked from a calendar; never in the future. */
export default function RulesUpdatedPicker({
  value,
  onChange,
  onBlur,
  error,
  disabled,
}: RulesUpdatedPickerProps) {
  return (
    <LocalizationProvider dateAdapter={AdapterDateFns} adapterLocale={enGB}>
      <DatePicker
        label="Rules Updated"
        value={value}
        onChange={onChange}
        disabled={disabled}
        disableFuture
        slotProps={{
          textField: {
            onBlur,
            error: Boolean(error),
            helperText: error ?? 'Set to today when the rules text changes; change it if needed.',
            sx: { maxWidth: 320 },
          },
        }}
      />
    </LocalizationProvider>
  );
}
