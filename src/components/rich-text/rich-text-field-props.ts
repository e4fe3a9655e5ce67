/** RichTextField's props, shaped like a react-hook-form Controller field's. */
export interface RichTextFieldProps {
  /** HTML as stored (the old literal "\n" format is read too). */
  value: string;
  /** The editor's HTML after each change: '' when empty. */
  onChange: (html: string) => void;
  onBlur?: () => void;
  label: string;
  error?: boolean;
  helperText?: string;
  disabled?: boolean;
}
