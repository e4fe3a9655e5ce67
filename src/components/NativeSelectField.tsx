import Box from '@mui/material/Box';
import { useId, type ChangeEvent, type ReactNode } from 'react';

interface NativeSelectFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The <option> elements. */
  children: ReactNode;
}

/**
 * A labelled native select for public pages. Not MUI's TextField: even in its native mode it
 * imports Select, and with it Menu, Popover and Modal, about 30 KB gzip of a page's first download
 * (measured on /records). A phone opens its own picker either way.
 */
export function NativeSelectField({ label, value, onChange, children }: NativeSelectFieldProps) {
  const id = useId();
  return (
    <Box sx={{ mb: 2, display: 'flex', flexDirection: 'column', gap: 0.5, maxWidth: 360 }}>
      <Box component="label" htmlFor={id} sx={{ typography: 'body2', color: 'text.secondary' }}>
        {label}
      </Box>
      <Box
        component="select"
        id={id}
        value={value}
        onChange={(event: ChangeEvent<HTMLSelectElement>) => onChange(event.target.value)}
        sx={{
          font: 'inherit',
          fontSize: '1rem',
          minHeight: 48,
          px: 1.5,
          border: 1,
          borderColor: 'grey.600',
          borderRadius: 1,
          bgcolor: 'background.paper',
          color: 'text.primary',
        }}
      >
        {children}
      </Box>
    </Box>
  );
}
