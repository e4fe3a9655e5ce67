import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useId, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';

export interface AdminTabsProps {
  /** The tab list's accessible name ("Waters"). */
  label: string;
  /** The tabs' names, in order. */
  tabs: readonly string[];
  /** The open tab's panel; only that one is mounted. */
  children: (index: number) => ReactNode;
}

const slug = (name: string) => name.toLowerCase().replace(/\W+/g, '-');

/**
 * Tabs that scroll sideways on their own on a phone (the page never does), with one panel. The
 * open tab is in the address (?tab=rules): a link or a reload opens it again, and switching tabs
 * is a navigation, which the screen's unsaved-changes guard can hold back.
 */
export function AdminTabs({ label, tabs, children }: AdminTabsProps) {
  const [params, setParams] = useSearchParams();
  const open = Math.max(0, tabs.map(slug).indexOf(params.get('tab') ?? ''));
  const id = useId();
  return (
    <>
      <Tabs
        value={open}
        onChange={(_event, value: number) =>
          setParams({ tab: slug(tabs[value] ?? '') }, { replace: true })
        }
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
