import { ConfirmDialog } from '../ConfirmDialog';
import { BIN_DAYS } from '../../lib/history';
import { useConfirmAction } from './use-confirm-action';

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
  /**
   * The delete is recorded (src/lib/history): the item goes to Recently deleted, the question
   * says so, and the notice offers Undo.
   */
  restorable?: boolean;
}

/** The back office's one confirmed delete: asks, deletes, then says what happened. */
export function ConfirmDelete<T>({
  item,
  question,
  onDelete,
  onClose,
  done,
  failureAction,
  restorable,
}: ConfirmDeleteProps<T>) {
  const { busy, failure, close, confirm } = useConfirmAction({
    run: () => (item === null ? Promise.resolve() : onDelete(item)),
    done: () => (item === null ? '' : done(item)),
    failureAction,
    onClose,
  });
  return (
    <ConfirmDialog
      open={item !== null}
      message={item === null ? '' : question(item)}
      busy={busy}
      error={failure}
      {...(restorable && {
        note: `You can restore it from Recently deleted for ${BIN_DAYS} days.`,
      })}
      onCancel={close}
      onConfirm={confirm}
    />
  );
}
