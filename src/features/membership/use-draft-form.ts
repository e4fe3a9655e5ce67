import { useEffect, useRef, useState } from 'react';
import {
  useForm,
  type DefaultValues,
  type FieldErrors,
  type FieldValues,
  type Resolver,
} from 'react-hook-form';
import { errorMessage } from '../../lib/error-message';
import { dropDraft, useSessionDraft } from './use-session-draft';

const LOAD_PROBLEM = 'Part of this page did not load: check your signal, or reload the page.';

interface Options<F extends FieldValues, V extends FieldValues, C> {
  /** Where the draft is kept in this tab (use-session-draft.ts). */
  draftKey: string;
  defaultValues: F;
  /**
   * The module of the form's checks (a zod schema, and zod with it: a large part of a phone's
   * download), loaded when the visitor first changes a field or sends the form, never with the
   * page: the page hydrates without it.
   */
  loadChecks: () => Promise<C>;
  /** The resolver of those checks for the values being checked. */
  resolver: (checks: C, values: F) => Resolver<F, unknown, V>;
  /** What sending does, in a failure's sentence: "Could not {action}. …". */
  action: string;
  /**
   * Sends the checked form; resolves to what follows once the draft is dropped (a sentence
   * saying what went wrong, if that is what follows).
   */
  send: (values: V) => Promise<() => string | void>;
}

/**
 * A public form that keeps its draft in this tab until the club's server has taken it (the join
 * and day ticket forms): its checks loaded when first needed, a failure said in a sentence with
 * nothing typed lost, not even what was typed before the page was hydrated. `ref` goes on the
 * form element (FormColumn's).
 */
export function useDraftForm<F extends FieldValues, V extends FieldValues, C>({
  draftKey,
  defaultValues,
  loadChecks,
  resolver,
  action,
  send,
}: Options<F, V, C>) {
  const form = useForm<F, unknown, V>({
    resolver: async (values, context, options) => {
      let checks: C;
      try {
        checks = await loadChecks();
      } catch (error) {
        // No signal, or a newer site deployed meanwhile: nothing is sent, and the form says why.
        const message = errorMessage(new Error(LOAD_PROBLEM, { cause: error }), action);
        // A form-wide problem (RHF's root error): for a generic form TS cannot see it fits.
        return { values: {}, errors: { root: { type: 'load', message } } as FieldErrors<F> };
      }
      return resolver(checks, values)(values, context, options);
    },
    defaultValues: defaultValues as DefaultValues<F>,
  });
  // The form element (FormColumn's ref): what was typed before hydrating is read from it.
  const ref = useRef<HTMLFormElement>(null);
  useSessionDraft(draftKey, form, ref);
  // The checks start loading with the visitor's first change, so that sending seldom waits.
  useEffect(() => {
    const element = ref.current;
    const load = () => void loadChecks().catch(() => undefined);
    element?.addEventListener('input', load, { once: true });
    return () => element?.removeEventListener('input', load);
  }, [loadChecks]);

  const [problem, setProblem] = useState<string>();
  const onSubmit = form.handleSubmit(async (values) => {
    setProblem(undefined);
    try {
      const next = await send(values);
      dropDraft(draftKey);
      setProblem(next() ?? undefined);
    } catch (error) {
      setProblem(errorMessage(error, action));
    }
  });
  return { form, ref, onSubmit, problem: problem ?? form.formState.errors.root?.message };
}
