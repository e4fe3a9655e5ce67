import Button, { type ButtonProps } from '@mui/material/Button';
import { Suspense, useState, type ReactNode } from 'react';

/** Renders a dialog that is open; `close` is what its Cancel, Escape and save call. */
export type DialogRender = (close: () => void) => ReactNode;

export interface DialogButtonProps {
  label: string;
  dialog: DialogRender;
  variant?: ButtonProps['variant'];
  sx?: ButtonProps['sx'];
}

/**
 * A button and the dialog it opens, so a screen says what the dialog is and not how it opens.
 * The dialog is mounted only while open (each opening starts afresh), inside Suspense so a
 * dialog loaded on demand (the date pickers) needs nothing more from the screen.
 */
export function DialogButton({ label, dialog, variant = 'contained', sx }: DialogButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant={variant} sx={sx} onClick={() => setOpen(true)}>
        {label}
      </Button>
      {open && <Suspense fallback={null}>{dialog(() => setOpen(false))}</Suspense>}
    </>
  );
}
