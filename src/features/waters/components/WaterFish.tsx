import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router-dom';
import type { Water } from '../../../config/waters';
import { CatchThumbnailGrid, waterCatchesQuery } from '../../catches/public';
import { byWeight, clubRecordsQuery, RecordTable } from '../../records/public';

/** A water's records (from the record book) and a few of its approved catches, linked. */
export function WaterFish({ water }: { water: Water }) {
  const records = useQuery(clubRecordsQuery).data;
  const catches = useQuery(waterCatchesQuery(water.name)).data;
  const entries = byWeight(Object.values(records?.waters[water.name] ?? {}));
  return (
    <>
      <Box component="section">
        <Typography variant="h6" component="h2" gutterBottom>
          {water.name} records
        </Typography>
        {entries.length > 0 ? (
          <RecordTable label={`Records at ${water.name}`} entries={entries} detail="angler" />
        ) : (
          <Typography>No weighed catch from {water.name} has been approved yet.</Typography>
        )}
      </Box>
      {catches && catches.length > 0 && (
        <Box component="section">
          <Typography variant="h6" component="h2" gutterBottom>
            Caught at {water.name}
          </Typography>
          <CatchThumbnailGrid catches={catches} />
          <Link
            component={RouterLink}
            to="/catches"
            underline="always"
            sx={{ display: 'inline-block', mt: 1 }}
          >
            All the members’ catches
          </Link>
        </Box>
      )}
    </>
  );
}
