import Stack from '@mui/material/Stack';
import { PublicPage } from '../../../components/PublicPage';
import { QueryState } from '../../../components/QueryState';
import type { Water } from '../../../config/waters';
import { useShownWaterEntries } from '../api/get-water-entries';
import { WaterEntryCard } from './WaterEntryCard';

/** One water's page (/waters/{slug}): its name, then its entries by pagePosition. */
export function WaterPage({ water }: { water: Water }) {
  const entries = useShownWaterEntries(water.key);

  return (
    <PublicPage title={water.name} heading={water.name}>
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
    </PublicPage>
  );
}
