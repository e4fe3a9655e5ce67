import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useController, useFormContext } from 'react-hook-form';

export type FormTextFieldProps = Omit<TextFieldProps, 'name' | 'value' | 'onChange' | 'select'> & {
  /** The form field's name. */
  name: string;
  /** Makes a native select (phone-friendly) of these choices, after a "Choose…" line. */
  options?: readonly { value: string; label: string }[];
  /** The empty first choice of a select: "Choose a network". */
  placeholder?: string;
  /** Rewrites the text as it is typed (title-casing names). */
  transform?: (text: string) => string;
  /** Whole numbers: opens the phone's number keyboard. */
  numeric?: boolean;
};

/** A text field (or select) of the surrounding FormDialog/form, its error shown beneath it. */
export function FormTextField({
  name,
  options,
  placeholder,
  transform,
  numeric,
  slotProps,
  helperText,
  ...rest
}: FormTextFieldProps) {
  const { control } = useFormContext();
  const { field, fieldState } = useController({ name, control });
  return (
    <TextField
      fullWidth
      {...rest}
      name={field.name}
      inputRef={field.ref}
      value={field.value ?? ''}
      onBlur={field.onBlur}
      onChange={(event) =>
        field.onChange(transform ? transform(event.target.value) : event.target.value)
      }
      error={Boolean(fieldState.error)}
      helperText={fieldState.error?.message ?? helperText}
      select={Boolean(options)}
      slotProps={{
        ...slotProps,
        ...(options ? { select: { native: true }, inputLabel: { shrink: true } } : {}),
        ...(numeric ? { htmlInput: { inputMode: 'numeric', pattern: '[0-9]*' } } : {}),
      }}
    >
      {options && <option value="">{placeholder ?? 'Choose…'}</option>}
      {options?.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </TextField>
  );
}
