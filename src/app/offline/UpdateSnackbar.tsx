import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';
import { useState } from 'react';

/** The prompt itself: reload into the new version now, or keep reading and get it next visit. */
export function UpdateSnackbar({ onReload }: { onReload: () => void }) {
  const [open, setOpen] = useState(true);
  return (
    <Snackbar
      open={open}
      message="A new version of the site is ready."
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      action={
        <>
          <Button color="inherit" size="small" onClick={() => setOpen(false)}>
            Later
          </Button>
          <Button color="secondary" variant="contained" size="small" onClick={onReload}>
            Reload
          </Button>
        </>
      }
    />
  );
}
