import { useController, useFormContext } from 'react-hook-form';
import { RichTextField } from './RichTextField';

/** A rich-text field of the surrounding react-hook-form form (the admin kit's FormDialog). */
export function FormRichTextField({
  name,
  label,
  disabled,
}: {
  name: string;
  label: string;
  disabled?: boolean;
}) {
  const { control, formState } = useFormContext();
  const { field, fieldState } = useController({ name, control });
  return (
    <RichTextField
      label={label}
      value={(field.value as string | undefined) ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      disabled={disabled ?? formState.isSubmitting}
      error={fieldState.invalid}
      helperText={fieldState.error?.message}
    />
  );
}
