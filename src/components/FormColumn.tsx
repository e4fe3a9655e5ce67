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
      noValidate
      onSubmit={onSubmit}
      aria-label={label}
      sx={FORM_COLUMN}
    >
      <Stack spacing={spacing}>{children}</Stack>
    </Box>
  );
}
