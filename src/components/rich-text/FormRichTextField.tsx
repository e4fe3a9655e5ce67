import { useController, useFormContext } from 'react-hook-form';
import { RichTextField } from './RichTextField';

interface FormRichTextFieldProps {
  name: string;
  label: string;
  /** Runs after each change by the user (the rules' date follows their text). */
  onEdit?: () => void;
}

/** A rich-text field of the surrounding react-hook-form form (the admin kit's forms). */
export function FormRichTextField({ name, label, onEdit }: FormRichTextFieldProps) {
  const { control, formState } = useFormContext();
  const { field, fieldState } = useController({ name, control });
  return (
    <RichTextField
      label={label}
      value={(field.value as string | undefined) ?? ''}
      onChange={(html) => {
        field.onChange(html);
        onEdit?.();
      }}
      onBlur={field.onBlur}
      disabled={formState.isSubmitting}
      error={fieldState.invalid}
      helperText={fieldState.error?.message}
    />
  );
}
