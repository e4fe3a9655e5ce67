import { lazy, Suspense } from 'react';
import { EditorLoading } from './EditorLoading';
import type { RichTextFieldProps } from './rich-text-field-props';

// The editor (Tiptap, ProseMirror, mui-tiptap) is large: only the screens that edit text load it.
const RichTextEditorField = lazy(() => import('./RichTextEditorField'));

/** A rich-text editor with a toolbar and a preview, loaded when first shown. */
export function RichTextField(props: RichTextFieldProps) {
  return (
    <Suspense fallback={<EditorLoading label={props.label} />}>
      <RichTextEditorField {...props} />
    </Suspense>
  );
}
