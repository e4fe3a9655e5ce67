import Skeleton from '@mui/material/Skeleton';
import { lazy, Suspense } from 'react';
import type { RichTextFieldProps } from './rich-text-field-props';

// The editor (Tiptap, ProseMirror, mui-tiptap) is large: only the screens that edit text load it.
const RichTextEditorField = lazy(() => import('./RichTextEditorField'));

/** A rich-text editor with a toolbar and a preview, loaded when first shown. */
export function RichTextField(props: RichTextFieldProps) {
  return (
    <Suspense
      fallback={
        <Skeleton
          variant="rounded"
          height={260}
          // A progress bar, so its label is one assistive technology may read (not a bare span's).
          role="progressbar"
          aria-label={`Loading the ${props.label} editor`}
        />
      }
    >
      <RichTextEditorField {...props} />
    </Suspense>
  );
}
