import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useId, useState, type ReactNode } from 'react';

/** The past matches, behind one control under the list of those to come (issue 34). */
export function PastMatches({ count, children }: { count: number; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  if (count === 0) return null;
  return (
    <Box sx={{ mt: 3 }}>
      <Button
        variant="outlined"
        aria-expanded={open}
        aria-controls={id}
        startIcon={open ? <ExpandLess /> : <ExpandMore />}
        onClick={() => setOpen(!open)}
      >
        {open ? 'Hide past matches' : `Show past matches (${count})`}
      </Button>
      <Box id={id} sx={{ mt: 1 }} hidden={!open}>
        {open && children}
      </Box>
    </Box>
  );
}
