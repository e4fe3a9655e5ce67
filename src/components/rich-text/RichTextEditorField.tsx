import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { fieldContainerClasses, LinkBubbleMenu, RichTextEditor } from 'mui-tiptap';
import { useId, useState } from 'react';
import { sanitizeStoredHtml } from '../../lib/sanitize-html';
import { SafeHtml } from '../SafeHtml';
import { cleanPastedHtml } from './clean-pasted-html';
import { EditorToolbar } from './EditorToolbar';
import { richTextExtensions } from './extensions';
import type { RichTextFieldProps } from './rich-text-field-props';
import { toEditorHtml } from './to-editor-html';

/** The editor itself (lazily loaded by RichTextField), with a preview as the public page shows it. */
export default function RichTextEditorField({
  value,
  onChange,
  onBlur,
  label,
  error = false,
  helperText,
  disabled = false,
}: RichTextFieldProps) {
  const id = useId();
  // The editor owns its content once open: `value` is what it opens with.
  const [initialContent] = useState(() => toEditorHtml(value));
  const [previewing, setPreviewing] = useState(false);

  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography
        id={`${id}-label`}
        component="span"
        variant="subtitle2"
        sx={{ display: 'block', mb: 0.5, color: error ? 'error.main' : 'text.secondary' }}
      >
        {label}
      </Typography>
      <RichTextEditor
        extensions={richTextExtensions}
        content={initialContent}
        editable={!disabled}
        // Made after the first render, not during it: a render React throws away (it may, with
        // the lazy chunk arriving) would otherwise leave a half-made editor to the toolbar.
        immediatelyRender={false}
        editorProps={{
          attributes: {
            role: 'textbox',
            'aria-multiline': 'true',
            'aria-labelledby': `${id}-label`,
            ...(helperText ? { 'aria-describedby': `${id}-helper` } : {}),
            'aria-invalid': String(error),
          },
          transformPastedHTML: cleanPastedHtml,
        }}
        onUpdate={({ editor }) => onChange(editor.isEmpty ? '' : editor.getHTML())}
        onBlur={() => onBlur?.()}
        renderControls={() => <EditorToolbar />}
        RichTextFieldProps={{ variant: 'outlined' }}
        sx={{
          '& .ProseMirror': { minHeight: 180 },
          overflowWrap: 'anywhere',
          ...(error && {
            [`& .${fieldContainerClasses.notchedOutline}`]: { borderColor: 'error.main' },
          }),
        }}
      >
        {() => <LinkBubbleMenu />}
      </RichTextEditor>
      {helperText && (
        <FormHelperText id={`${id}-helper`} error={error}>
          {helperText}
        </FormHelperText>
      )}
      <Button
        size="small"
        onClick={() => setPreviewing((open) => !open)}
        aria-expanded={previewing}
        aria-controls={`${id}-preview`}
        sx={{ mt: 1 }}
      >
        {previewing ? 'Hide preview' : 'Preview'}
      </Button>
      {previewing && (
        <Paper
          id={`${id}-preview`}
          variant="outlined"
          role="region"
          aria-label={`${label} preview`}
          sx={{ p: 2, mt: 1, overflowWrap: 'anywhere' }}
        >
          <SafeHtml html={sanitizeStoredHtml(value)} />
        </Paper>
      )}
    </Box>
  );
}
