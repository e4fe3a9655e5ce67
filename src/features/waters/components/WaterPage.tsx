import Stack from '@mui/material/Stack';
import { useQuery } from '@tanstack/react-query';
import { PublicPage } from '../../../components/PublicPage';
import { QueryState } from '../../../components/QueryState';
import type { Water } from '../../../config/waters';
import { dayTicketTermsQuery } from '../../membership';
import { useShownWaterEntries } from '../api/get-water-entries';
import { useWaterStatuses } from '../api/get-water-status';
import { waterDetailsQuery } from '../api/water-details';
import { shownStatus } from '../water-status-text';
import { WaterEntryCard } from './WaterEntryCard';
import { WaterFish } from './WaterFish';
import { WaterStatusNotice } from './WaterStatusNotice';
import { WaterVisit } from './WaterVisit';

/**
 * One water's page (/waters/{slug}): its status today, its entries by pagePosition, then how to
 * find and fish it, its rules, records and a few of its catches.
 */
export function WaterPage({ water }: { water: Water }) {
  const entries = useShownWaterEntries(water.key);
  const statuses = useWaterStatuses().data;
  const details = useQuery(waterDetailsQuery(water.key)).data;
  const terms = useQuery(dayTicketTermsQuery).data;

  return (
    <PublicPage title={water.name} heading={water.name}>
      <Stack spacing={3}>
        {statuses && (
          <WaterStatusNotice name={water.name} status={shownStatus(statuses[water.key])} />
        )}
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
        <WaterVisit
          water={water}
          details={details}
          dayTicket={
            terms && {
              pricePence: terms.pricePence,
              closedSeason: terms.closedSeasons[water.name],
            }
          }
        />
        <WaterFish water={water} />
      </Stack>
    </PublicPage>
  );
}
