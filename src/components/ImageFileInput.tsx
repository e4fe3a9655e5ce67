import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import { useId } from 'react';

interface ImageFileInputProps {
  label: string;
  required?: boolean;
  disabled?: boolean;
  error?: string;
  /** Bump to empty the input after a form reset (a file input cannot be set to a value). */
  resetKey?: number;
  onChange: (file: File | undefined) => void;
}

/**
 * A labelled native file input for one image. Native, so it stays reachable by keyboard and
 * screen readers and works with a phone's camera picker; `accept` narrows the picker to images.
 */
export function ImageFileInput({
  label,
  required,
  disabled,
  error,
  resetKey,
  onChange,
}: ImageFileInputProps) {
  const id = useId();
  return (
    <FormControl error={Boolean(error)} required={required} disabled={disabled}>
      <FormLabel htmlFor={id} sx={{ mb: 0.5 }}>
        {label}
      </FormLabel>
      <input
        key={resetKey}
        id={id}
        type="file"
        accept="image/*"
        required={required}
        disabled={disabled}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.files?.[0])}
      />
      {error && <FormHelperText id={`${id}-error`}>{error}</FormHelperText>}
    </FormControl>
  );
}
