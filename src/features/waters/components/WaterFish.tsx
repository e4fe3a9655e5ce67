import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router-dom';
import type { Water } from '../../../config/waters';
import { catchSummary, waterCatchesQuery } from '../../catches/public';
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
          <Box
            component="ul"
            sx={{
              listStyle: 'none',
              m: 0,
              p: 0,
              display: 'grid',
              gap: 1,
              gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
              maxWidth: 600,
            }}
          >
            {catches.map((fish) => (
              <li key={fish.id}>
                <RouterLink to={`/catches/${fish.id}`} style={{ display: 'block' }}>
                  <img
                    src={fish.thumbURL ?? fish.imgURL}
                    alt={catchSummary(fish)}
                    width={400}
                    height={300}
                    loading="lazy"
                    decoding="async"
                    style={{
                      width: '100%',
                      height: 'auto',
                      aspectRatio: '4 / 3',
                      objectFit: 'cover',
                      display: 'block',
                      borderRadius: 4,
                    }}
                  />
                </RouterLink>
              </li>
            ))}
          </Box>
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
