import Box from '@mui/material/Box';
import { useEffect, useState } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { ImageFileInput } from '../ImageFileInput';

export interface ImageFieldProps {
  /** The form field's name; checked by `imageFileSchema` (src/lib/image-file.ts). */
  name: string;
  label: string;
  required?: boolean;
  /** The picture in use now, previewed until another one is chosen. */
  currentUrl?: string;
  /** Describes the preview for screen readers: "Photo of Linda Moss". */
  previewAlt?: string;
}

/**
 * The back office's one image field: a native picker limited to images (so phones offer the
 * camera), the form's one check of type and size with its message beside the field, a preview.
 */
export function ImageField({ name, label, required, currentUrl, previewAlt }: ImageFieldProps) {
  const { control, formState } = useFormContext();
  const { field, fieldState } = useController({ name, control });
  const file = field.value instanceof File ? field.value : undefined;
  const preview = usePreviewUrl(file);
  const resetKey = useEmptiedCount(file !== undefined);
  const shown = fieldState.error ? undefined : (preview ?? currentUrl);
  return (
    <Box>
      <ImageFileInput
        label={label}
        required={required}
        disabled={formState.isSubmitting}
        resetKey={resetKey}
        error={fieldState.error?.message}
        onChange={(file) => {
          field.onChange(file);
          field.onBlur();
        }}
      />
      {shown && (
        <Box
          component="img"
          src={shown}
          alt={previewAlt ?? `Preview of ${label}`}
          sx={{ display: 'block', mt: 1, maxWidth: '100%', maxHeight: 160, borderRadius: 1 }}
        />
      )}
    </Box>
  );
}

/**
 * Counts the times the field went from a file to none (a form reset after a save): the native
 * input, which cannot be emptied through its value, is remade then.
 */
function useEmptiedCount(hasFile: boolean): number {
  const [seen, setSeen] = useState({ hasFile, emptied: 0 });
  if (seen.hasFile !== hasFile) {
    setSeen({ hasFile, emptied: seen.emptied + (hasFile ? 0 : 1) });
  }
  return seen.emptied;
}

/** The chosen file read as a data URL for the preview (a callback, so nothing leaks). */
function usePreviewUrl(file: File | undefined): string | undefined {
  const [read, setRead] = useState<{ file: File; url: string }>();
  useEffect(() => {
    if (!file) return;
    const reader = new FileReader();
    reader.onload = () => {
      if (typeof reader.result === 'string') setRead({ file, url: reader.result });
    };
    reader.readAsDataURL(file);
    return () => reader.abort();
  }, [file]);
  return read && read.file === file ? read.url : undefined;
}
