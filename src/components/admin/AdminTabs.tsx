import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useId, useState, type ReactNode } from 'react';

export interface AdminTabsProps {
  /** The tab list's accessible name ("Waters"). */
  label: string;
  /** The tabs' names, in order. */
  tabs: readonly string[];
  /** The open tab's panel; only that one is mounted. */
  children: (index: number) => ReactNode;
}

/** Tabs that scroll sideways on their own on a phone (the page never does), with one panel. */
export function AdminTabs({ label, tabs, children }: AdminTabsProps) {
  const [open, setOpen] = useState(0);
  const id = useId();
  return (
    <>
      <Tabs
        value={open}
        onChange={(_event, value: number) => setOpen(value)}
        aria-label={label}
        variant="scrollable"
        allowScrollButtonsMobile
        sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
      >
        {tabs.map((name, index) => (
          <Tab key={name} label={name} id={`${id}-tab-${index}`} aria-controls={`${id}-panel`} />
        ))}
      </Tabs>
      <Box role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-tab-${open}`}>
        {children(open)}
      </Box>
    </>
  );
}
