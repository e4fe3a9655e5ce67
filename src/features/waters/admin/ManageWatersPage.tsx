import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { adminTitle } from '../../../config/constants';
import { WATERS } from '../../../config/waters';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { WaterEntriesPanel } from './WaterEntriesPanel';

/** The three waters' pages, one tab each. */
export function ManageWatersPage() {
  useDocumentTitle(adminTitle('Manage Waters'));
  const [selected, setSelected] = useState(0);
  const water = WATERS[selected] ?? WATERS[0];

  return (
    <>
      <Typography variant="h4" component="h1" gutterBottom>
        Manage Waters
      </Typography>
      <Tabs
        value={selected}
        onChange={(_event, value: number) => setSelected(value)}
        aria-label="Waters"
        variant="scrollable"
        allowScrollButtonsMobile
        sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
      >
        {WATERS.map((w, index) => (
          <Tab
            key={w.key}
            label={w.name}
            id={`water-tab-${w.key}`}
            aria-controls={`water-panel-${w.key}`}
            value={index}
          />
        ))}
      </Tabs>
      <Box
        role="tabpanel"
        id={`water-panel-${water.key}`}
        aria-labelledby={`water-tab-${water.key}`}
      >
        {/* Keyed by water, so switching tabs closes any open dialog of the previous one. */}
        <WaterEntriesPanel key={water.key} water={water} />
      </Box>
    </>
  );
}
