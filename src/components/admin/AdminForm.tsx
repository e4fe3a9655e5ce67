import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import { FormProvider, type FieldValues } from 'react-hook-form';
import { failureActionOf } from './failure-action';
import { useAdminForm, type AdminFormOptions } from './use-admin-form';

export interface AdminFormProps<In extends FieldValues, Out> extends AdminFormOptions<In, Out> {
  submitLabel: string;
  /** The fields: FormTextField, ImageField, or anything using react-hook-form's context. */
  children: ReactNode;
  /**
   * A text editor's form (Home, Rules, Newsletter): the page's full width rather than a form
   * column, and leaving with unsaved changes asks first, as hours of typing are at stake.
   */
  editor?: boolean;
}

/** FormDialog's form on a page of its own (committee member create and edit, content tabs). */
export function AdminForm<In extends FieldValues, Out>(props: AdminFormProps<In, Out>) {
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
