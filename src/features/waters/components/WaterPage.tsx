import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { QueryState } from '../../../components/QueryState';
import { publicTitle } from '../../../config/constants';
import type { Water } from '../../../config/waters';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { useWaterEntries } from '../api/get-water-entries';
import { WaterEntryCard } from './WaterEntryCard';

/** One water's page (/waters/{slug}): its name, then its entries by pagePosition. */
export function WaterPage({ water }: { water: Water }) {
  useDocumentTitle(publicTitle(water.name));
  const entries = useWaterEntries(water.key);

  return (
    <>
      <Typography variant="h4" component="h1" gutterBottom>
        {water.name}
      </Typography>
      <QueryState
        query={entries}
        what={`the ${water.name} page`}
        loading={`Loading ${water.name}`}
        empty={`Nothing has been written about ${water.name} yet.`}
      >
        {(list) => (
          <Stack spacing={2}>
            {list
              .toSorted((a, b) => a.pagePosition - b.pagePosition)
              .map((entry, index) => (
                <WaterEntryCard
                  key={entry.id}
                  entry={entry}
                  alt={`${water.name}, picture ${index + 1}`}
                  first={index === 0}
                />
              ))}
          </Stack>
        )}
      </QueryState>
    </>
  );
}
