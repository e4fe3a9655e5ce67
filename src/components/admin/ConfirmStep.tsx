import type { ReactNode } from 'react';
import { ConfirmDialog } from '../ConfirmDialog';
import { useConfirmAction } from './use-confirm-action';

export interface ConfirmStepProps {
  /** The dialog is open while true. */
  open: boolean;
  /** The question: "Publish the draw?" */
  title: string;
  /** What becomes public, or stops being, and how it can be put back. */
  message: string;
  /** The confirming button: "Publish draw". */
  confirmLabel: string;
  /** Does it; a thrown error is shown in the dialog, which stays open to retry or cancel. */
  onConfirm: () => Promise<unknown>;
  /** The success notice: "The draw is published." */
  done: string;
  /** Completes "Could not … ." in the failure sentence: "publish the draw". */
  failureAction: string;
  /** Called after it is done or cancelled. */
  onClose: () => void;
  /** What the step is about, in view while deciding (a photo, a table). */
  children?: ReactNode;
}

/**
 * The back office's one "are you sure" for a step that is not a delete (publishing, withdrawing,
 * redrawing): says what happens, does it on Confirm, then says it was done. The same dialog and
 * state as ConfirmDelete; its message says itself how the step is put back.
 */
export function ConfirmStep({
  open,
  title,
  message,
  confirmLabel,
  onConfirm,
  done,
  failureAction,
  onClose,
  children,
}: ConfirmStepProps) {
  const { busy, failure, close, confirm } = useConfirmAction({
    run: onConfirm,
    done: () => done,
    failureAction,
    onClose,
  });
  return (
    <ConfirmDialog
      open={open}
      title={title}
      message={message}
      note=""
      confirmLabel={confirmLabel}
      color="primary"
      busy={busy}
      error={failure}
      onCancel={close}
      onConfirm={confirm}
    >
      {children}
    </ConfirmDialog>
  );
}
