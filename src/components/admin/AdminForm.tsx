import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import { FormProvider } from 'react-hook-form';
import type { FieldSpec } from './field-spec';
import { FormFields } from './FormFields';
import { failureActionOf } from './failure-action';
import { useAdminForm, type AdminFormOptions } from './use-admin-form';

export interface AdminFormProps<
  Fields extends readonly FieldSpec[],
> extends AdminFormOptions<Fields> {
  submitLabel: string;
  /** Anything drawn after the fields, using react-hook-form's context (a notice, a group). */
  children?: ReactNode;
  /**
   * A text editor's form (Home, Rules, Newsletter): the page's full width rather than a form
   * column, and leaving with unsaved changes asks first, as hours of typing are at stake.
   */
  editor?: boolean;
}

/** FormDialog's form on a page of its own (committee member create and edit, content tabs). */
export function AdminForm<const Fields extends readonly FieldSpec[]>(
  props: AdminFormProps<Fields>,
) {
  const { form, submit, failure, busy, submitDisabled } = useAdminForm({
    ...props,
    warnUnsaved: props.warnUnsaved ?? props.editor,
    failureAction: props.failureAction ?? failureActionOf(props.submitLabel),
  });
  return (
    <FormProvider {...form}>
      <Stack
        component="form"
        noValidate
        spacing={2}
        sx={{ maxWidth: props.editor ? undefined : 560 }}
        onSubmit={submit}
      >
        {failure && <Alert severity="error">{failure}</Alert>}
        <FormFields fields={props.fields} />
        {props.children}
        <Button
          type="submit"
          variant="contained"
          disabled={submitDisabled}
          sx={{ alignSelf: 'flex-start' }}
        >
          {busy ? 'Saving...' : props.submitLabel}
        </Button>
      </Stack>
    </FormProvider>
  );
}
