import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { HomeSection } from '../../../components/HomeSection';
import { QueryState } from '../../../components/QueryState';
import { WATERS } from '../../../config/waters';
import { useWaterStatuses } from '../api/get-water-status';
import { clubToday } from '../../../config/club-time';
import { shownStatus } from '../water-status-text';
import { WaterStatusChip } from './WaterStatusChip';

/** The home page's waters at a glance: each water, its status today and why (three documents). */
export function WatersAtAGlance() {
  const statuses = useWaterStatuses();
  const today = clubToday();
  return (
    <HomeSection title="Our waters today" id="home-waters">
      <QueryState query={statuses} what="the waters' status">
        {(all) => (
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
            {WATERS.map((water) => {
              const status = shownStatus(all[water.key], today);
              return (
                <Box
                  component="li"
                  key={water.key}
                  sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', columnGap: 1 }}
                >
                  <RouterLink to={`/waters/${water.slug}`} style={{ fontWeight: 700 }}>
                    {water.name}
                  </RouterLink>
                  <WaterStatusChip status={status} />
                  {status.reason && (
                    <Typography component="span" variant="body2" sx={{ flexBasis: '100%' }}>
                      {status.reason}
                    </Typography>
                  )}
                </Box>
              );
            })}
          </Box>
        )}
      </QueryState>
    </HomeSection>
  );
}
