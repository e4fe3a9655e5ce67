import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, type DefaultValues, type FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { useNotify } from '../notifications/notifier-context';
import { errorMessage } from '../../lib/error-message';
import { useUnsavedChanges } from './use-unsaved-changes';

export interface AdminFormOptions<In extends FieldValues, Out> {
  /** Checks the fields; its messages show next to each field. */
  schema: z.ZodType<Out, In>;
  defaultValues: DefaultValues<In>;
  /**
   * Saves the checked values. A thrown error becomes the sentence at the top of the form and
   * nothing typed is lost; when it resolves, `onDone` runs (closing the dialog, leaving the page).
   */
  onSubmit: (values: Out) => Promise<unknown>;
  onDone?: () => void;
  /** The notice shown once saved: "The rule was saved." */
  saved?: string | ((values: Out) => string);
  /**
   * Completes "Could not … ." in the failure sentence: "save the link". FormDialog reads it from
   * its title and AdminForm from its button when not given (failureActionOf).
   */
  failureAction?: string;
  /** Keep Submit disabled until every field is valid (the spec asks this of some forms). */
  disableUntilValid?: boolean;
  /** Leaving the screen with unsaved changes asks first (text editors). */
  warnUnsaved?: boolean;
  /**
   * A form without `onDone` stays open after a save and starts again from what was saved (so
   * nothing counts as unsaved), with these changes: `{ picture: undefined }`.
   */
  afterSave?: Partial<In>;
}

/** The state behind FormDialog and AdminForm: react-hook-form + zod, the failure, busy. */
export function useAdminForm<In extends FieldValues, Out>(options: AdminFormOptions<In, Out>) {
  const { schema, defaultValues, onSubmit, onDone, failureAction, disableUntilValid } = options;
  const notify = useNotify();
  const [failure, setFailure] = useState<string>();
  const form = useForm<In, unknown, Out>({
    // zodResolver's overloads cannot follow a generic schema; the types are fixed by useForm's.
    resolver: zodResolver(schema as never) as never,
    mode: disableUntilValid ? 'onChange' : 'onTouched',
    defaultValues,
  });
  useUnsavedChanges(Boolean(options.warnUnsaved && form.formState.isDirty));
  const submit = form.handleSubmit(async (values) => {
    setFailure(undefined);
    try {
      await onSubmit(values);
    } catch (error) {
      setFailure(errorMessage(error, failureAction));
      return;
    }
    const { saved, afterSave } = options;
    if (saved) notify(typeof saved === 'string' ? saved : saved(values), 'success');
    if (onDone) onDone();
    else form.reset({ ...form.getValues(), ...afterSave });
  });
  const busy = form.formState.isSubmitting;
  const submitDisabled = busy || Boolean(disableUntilValid && !form.formState.isValid);
  return { form, submit, failure, busy, submitDisabled };
}
