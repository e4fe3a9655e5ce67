import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from '../../lib/zod';
import { errorMessage } from '../../lib/error-message';
import {
  formDefaults,
  formSchema,
  type FieldSpec,
  type FormStart,
  type FormValues,
} from './field-spec';
import { useUndoNotice } from './use-undo-notice';
import { useUnsavedChanges } from './use-unsaved-changes';

export interface AdminFormOptions<Fields extends readonly FieldSpec[]> {
  /** The form's fields: drawn in order, each checked with its message beside it. */
  fields: Fields;
  /** The thing being edited (by field name); without it every field starts empty. */
  values?: FormStart<Fields>;
  /** A check across fields, its issues placed on a field (the passwords match). */
  refine?: (values: FormValues<Fields>, context: z.RefinementCtx) => void;
  /**
   * Saves the checked values. A thrown error becomes the sentence at the top of the form and
   * nothing typed is lost; when it resolves, `onDone` runs (closing the dialog, leaving the page).
   */
  onSubmit: (values: FormValues<Fields>) => Promise<unknown>;
  onDone?: () => void;
  /** The notice shown once saved: "The rule was saved." */
  saved?: string | ((values: FormValues<Fields>) => string);
  /**
   * Completes "Could not … ." in the failure sentence: "save the link". FormDialog reads it from
   * its title and AdminForm from its button when not given (failureActionOf).
   */
  failureAction?: string;
  /** Keep Submit disabled until every field is valid (docs/product-spec.md §5 asks this of some forms). */
  disableUntilValid?: boolean;
  /** Leaving the screen with unsaved changes asks first (text editors). */
  warnUnsaved?: boolean;
  /**
   * A form without `onDone` stays open after a save and starts again from what was saved (so
   * nothing counts as unsaved), with these changes: `{ picture: undefined }`.
   */
  afterSave?: FormStart<Fields>;
}

/** The state behind FormDialog and AdminForm: react-hook-form + zod, the failure, busy. */
export function useAdminForm<const Fields extends readonly FieldSpec[]>(
  options: AdminFormOptions<Fields>,
) {
  const { fields, onSubmit, onDone, failureAction, disableUntilValid } = options;
  const notify = useUndoNotice();
  const [failure, setFailure] = useState<string>();
  // Made once: the fields, values and check of the form's first render are the form's.
  const [{ schema, defaultValues }] = useState(() => ({
    schema: formSchema(fields, options.refine),
    defaultValues: formDefaults(fields, options.values),
  }));
  const form = useForm<Record<string, unknown>, unknown, FormValues<Fields>>({
    // zodResolver's overloads cannot follow a generic schema; the types are fixed by useForm's.
    resolver: zodResolver(schema as never) as never,
    mode: disableUntilValid ? 'onChange' : 'onTouched',
    defaultValues,
  });
  useUnsavedChanges(Boolean(options.warnUnsaved && form.formState.isDirty));
  const submit = form.handleSubmit(async (values) => {
    setFailure(undefined);
    let result: unknown;
    try {
      result = await onSubmit(values);
    } catch (error) {
      setFailure(errorMessage(error, failureAction));
      return;
    }
    const { saved, afterSave } = options;
    if (saved) notify(typeof saved === 'string' ? saved : saved(values), result);
    if (onDone) onDone();
    else form.reset({ ...form.getValues(), ...afterSave });
  });
  const busy = form.formState.isSubmitting;
  const submitDisabled = busy || Boolean(disableUntilValid && !form.formState.isValid);
  return { form, submit, failure, busy, submitDisabled };
}
