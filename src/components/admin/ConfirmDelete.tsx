import { useState } from 'react';
import { ConfirmDialog } from '../ConfirmDialog';
import { useNotify } from '../notifications/notifier-context';
import { errorMessage } from '../../lib/error-message';

export interface ConfirmDeleteProps<T> {
  /** The item to delete; the dialog is open while this is not null. */
  item: T | null;
  /** The question: "Delete the match Winter League on 06/12/2026?" */
  question: (item: T) => string;
  /** Deletes it; a thrown error is shown in the dialog, which stays open to retry or cancel. */
  onDelete: (item: T) => Promise<unknown>;
  /** Called after a delete or a cancel: the screen sets its item back to null. */
  onClose: () => void;
  /** The success notice: "Winter League was deleted." */
  done: (item: T) => string;
  /** Completes "Could not … ." in the failure sentence: "delete the match". */
  failureAction: string;
}

/** The back office's one confirmed delete: asks, deletes, then says what happened. */
export function ConfirmDelete<T>({
  item,
  question,
  onDelete,
  onClose,
  done,
  failureAction,
}: ConfirmDeleteProps<T>) {
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();

  function close() {
    setFailure(undefined);
    onClose();
  }

  async function confirm() {
    if (item === null) return;
    setBusy(true);
    setFailure(undefined);
    try {
      await onDelete(item);
      notify(done(item), 'success');
      close();
    } catch (error) {
      setFailure(errorMessage(error, failureAction));
    } finally {
      setBusy(false);
    }
  }

  return (
    <ConfirmDialog
      open={item !== null}
      message={item === null ? '' : question(item)}
      busy={busy}
      error={failure}
      onCancel={close}
      onConfirm={confirm}
    />
  );
}
