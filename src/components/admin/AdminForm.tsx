import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useId, type ReactNode } from 'react';
import { FormProvider } from 'react-hook-form';
import { MODAL_WIDTH } from '../../config/constants';
import type { FieldSpec } from './field-spec';
import { FormFields } from './FormFields';
import { failureActionOf } from './failure-action';
import { useAdminForm, type AdminFormOptions } from './use-admin-form';

interface FormProps<Fields extends readonly FieldSpec[]> extends AdminFormOptions<Fields> {
  /** Anything drawn after the fields, using react-hook-form's context (a notice, a group). */
  children?: ReactNode;
}

export interface AdminFormProps<Fields extends readonly FieldSpec[]> extends FormProps<Fields> {
  submitLabel: string;
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

export interface FormDialogProps<Fields extends readonly FieldSpec[]> extends Omit<
  FormProps<Fields>,
  'onDone'
> {
  title: string;
  /** Defaults to the title ("Add Match"). */
  submitLabel?: string;
  /** Cancel, Escape, or a successful save. */
  onClose: () => void;
}

/**
 * The back office's one form dialog: one width, full screen on a phone, field errors beside
 * the field, a failed save as an Alert at the top, Submit disabled while sending. It is rendered
 * only while open (DialogButton, CrudList's editDialog), so each opening starts from the
 * fields' starting values.
 */
export function FormDialog<const Fields extends readonly FieldSpec[]>(
  props: FormDialogProps<Fields>,
) {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const titleId = useId();
  const { form, submit, failure, busy, submitDisabled } = useAdminForm({
    ...props,
    failureAction: props.failureAction ?? failureActionOf(props.title),
    onDone: props.onClose,
  });
  return (
    <Dialog
      open
      fullScreen={phone}
      onClose={busy ? undefined : props.onClose}
      aria-labelledby={titleId}
      slotProps={{
        paper: { sx: phone ? {} : { width: MODAL_WIDTH, maxWidth: 'calc(100% - 32px)' } },
      }}
    >
      <FormProvider {...form}>
        <form noValidate onSubmit={submit}>
          <DialogTitle id={titleId}>{props.title}</DialogTitle>
          <DialogContent>
            {failure && (
              <Alert severity="error" sx={{ mb: 1 }}>
                {failure}
              </Alert>
            )}
            <Stack spacing={2} sx={{ pt: 1 }}>
              <FormFields fields={props.fields} />
              {props.children}
            </Stack>
          </DialogContent>
          <DialogActions>
            <Button onClick={props.onClose} disabled={busy}>
              Cancel
            </Button>
            <Button type="submit" variant="contained" disabled={submitDisabled}>
              {busy ? 'Saving...' : (props.submitLabel ?? props.title)}
            </Button>
          </DialogActions>
        </form>
      </FormProvider>
    </Dialog>
  );
}
