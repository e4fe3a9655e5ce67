import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { PreparingPicture } from '../../lib/image-file';
import type { PictureUse } from '../../config/picture-sizes';
import { tooSmallWarning } from '../../lib/photo/picture-uses';
import { PictureFile } from '../../lib/photo/picture-file';
import { preparePicture } from '../../lib/photo/prepare-picture';
import { ImageFileInput } from '../ImageFileInput';

export interface ImageFieldProps {
  /** The form field's name; checked by `imageFileSchema` (src/lib/image-file.ts). */
  name: string;
  label: string;
  /** Where the picture is shown: the size it is stored at, and when it is too small. */
  use: PictureUse;
  required?: boolean;
  /** The picture in use now, previewed until another one is chosen. */
  currentUrl?: string;
  /** Describes the preview for screen readers: "Photo of Linda Moss". */
  previewAlt?: string;
}

/** "IMG_5123.HEIC" stored as "IMG_5123.jpg": the name says what the file now is. */
const jpegName = (name: string) => `${name.replace(/\.[^.]*$/, '') || 'picture'}.jpg`;

/**
 * The back office's one image field: a native picker limited to images (so phones offer the
 * camera). The chosen picture goes at once through the site's picture pipeline, as members'
 * photos do (HEIC/HEIF included, turned upright, EXIF dropped, scaled to where it is shown): the
 * form holds and saves the prepared JPEG with its variants (PictureFile), and the preview shows it. A picture too small for where
 * it goes is taken, with a warning beside the field.
 */
export function ImageField({
  name,
  label,
  use,
  required,
  currentUrl,
  previewAlt,
}: ImageFieldProps) {
  const { control, formState } = useFormContext();
  const { field, fieldState } = useController({ name, control });
  const preparing = field.value instanceof PreparingPicture;
  const file = field.value instanceof File ? field.value : undefined;
  const preview = usePreviewUrl(file);
  const resetKey = useEmptiedCount(file !== undefined || preparing);
  const [warning, setWarning] = useState<{ file: File; text: string }>();
  // Kept here, not as a form error: the form's own check of the emptied field would replace it.
  const [refusal, setRefusal] = useState<string>();
  // Only the last choice counts: a picture still being prepared when another is chosen is dropped.
  const latest = useRef(0);
  const error = refusal ?? fieldState.error?.message;
  const shown = error || preparing ? undefined : (preview ?? currentUrl);

  const choose = async (chosen: File | undefined) => {
    const turn = ++latest.current;
    setRefusal(undefined);
    if (!chosen) {
      field.onChange(undefined);
      field.onBlur();
      return;
    }
    const preparation = preparePicture(chosen, use).then((prepared) => ({
      picture: new PictureFile(prepared.picture, jpegName(chosen.name), prepared.variants),
      warning: tooSmallWarning(prepared.original, use),
    }));
    field.onChange(
      new PreparingPicture(
        preparation.then(
          ({ picture }) => picture,
          () => undefined,
        ),
      ),
    );
    try {
      const { picture, warning: text } = await preparation;
      if (turn !== latest.current) return;
      setWarning(text ? { file: picture, text } : undefined);
      field.onChange(picture);
      field.onBlur();
    } catch (failure) {
      if (turn !== latest.current) return;
      const code = String((failure as { code?: unknown } | null)?.code ?? '');
      setRefusal(
        code.startsWith('photo/') && failure instanceof Error
          ? failure.message
          : 'That picture could not be prepared. Please choose another.',
      );
      field.onChange(undefined);
    }
  };

  return (
    <Box>
      <ImageFileInput
        label={label}
        required={required}
        disabled={formState.isSubmitting}
        resetKey={resetKey}
        error={preparing ? undefined : error}
        onChange={(chosen) => void choose(chosen)}
      />
      {preparing && (
        <Box role="status" sx={{ mt: 1 }}>
          <Typography variant="body2">Preparing the picture…</Typography>
          <LinearProgress aria-label="Preparing the picture" />
        </Box>
      )}
      {file && warning?.file === file && (
        <Alert severity="warning" sx={{ mt: 1 }}>
          {warning.text}
        </Alert>
      )}
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
