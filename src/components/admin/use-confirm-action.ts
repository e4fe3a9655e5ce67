import { useState } from 'react';
import { errorMessage } from '../../lib/error-message';
import { useUndoNotice } from './use-undo-notice';

export interface ConfirmAction {
  /** Does it; a thrown error is kept for the dialog, which stays open to retry or cancel. */
  run: () => Promise<unknown>;
  /** The success notice ("Winter League was deleted."), with Undo when `run` was recorded. */
  done: () => string;
  /** Completes "Could not … ." in the failure sentence: "delete the match". */
  failureAction: string;
  /** After it is done or cancelled. */
  onClose: () => void;
}

/**
 * The state of an "are you sure" (ConfirmDelete, ConfirmStep): busy while it runs, the failure
 * sentence, the notice once done, then closed.
 */
export function useConfirmAction({ run, done, failureAction, onClose }: ConfirmAction) {
  const notify = useUndoNotice();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();

  function close() {
    setFailure(undefined);
    onClose();
  }

  async function confirm() {
    setBusy(true);
    setFailure(undefined);
    try {
      const result = await run();
      notify(done(), result);
      close();
    } catch (error) {
      setFailure(errorMessage(error, failureAction));
    } finally {
      setBusy(false);
    }
  }

  return { busy, failure, close, confirm };
}
