import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import type { FormEventHandler, ReactNode } from 'react';
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
}: {
  label: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  spacing?: number;
  children: ReactNode;
}) {
  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label={label} sx={FORM_COLUMN}>
      <Stack spacing={spacing}>{children}</Stack>
    </Box>
  );
}
