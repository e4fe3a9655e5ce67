import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import type { FormEventHandler, ReactNode, Ref } from 'react';
import { FORM_COLUMN } from './form-column';

/**
 * A public form outside the admin kit (join, day tickets, my details): named for screen readers,
 * checked by its own schema rather than the browser's, its fields in one column.
 */
export function FormColumn({
  label,
  onSubmit,
  spacing = 3,
  children,
  ref,
}: {
  label: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  spacing?: number;
  children: ReactNode;
  /** The form element: what was typed before the page was hydrated is read from it. */
  ref?: Ref<HTMLFormElement>;
}) {
  return (
    <Box
      component="form"
      ref={ref}
      // Submitted before the page is hydrated (a tap on a slow phone), a plain form would GET the
      // page with every field in its address: the details in the URL and the logs, and the typed
      // work gone. A dialog form outside a dialog submits to nothing; once hydrated, onSubmit acts.
      method="dialog"
      noValidate
      onSubmit={onSubmit}
      aria-label={label}
      sx={FORM_COLUMN}
    >
      <Stack spacing={spacing}>{children}</Stack>
    </Box>
  );
}
