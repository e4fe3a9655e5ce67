import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { HomeSection } from '../../../components/HomeSection';
import { QueryState } from '../../../components/QueryState';
import { useLatestCatches } from '../api/get-latest-catches';
import { catchSummary } from '../catch-summary';

/**
 * The home page's latest approved catches as thumbnails (the ~400 px ones, loaded lazily: below
 * the fold on a phone), each a link to its catch's page.
 */
export function LatestCatches() {
  const latest = useLatestCatches();
  return (
    <HomeSection title="Latest catches" id="home-latest-catches">
      <QueryState
        query={latest}
        what="the latest catches"
        empty={<Typography>No catch has been shared yet.</Typography>}
      >
        {(catches) => (
          <>
            <Box
              component="ul"
              sx={{
                listStyle: 'none',
                m: 0,
                p: 0,
                display: 'grid',
                gridTemplateColumns: 'repeat(3, 1fr)',
                gap: 1,
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
                        background: '#dfe7dc',
                      }}
                    />
                  </RouterLink>
                </li>
              ))}
            </Box>
            <Button component={RouterLink} to="/catches" sx={{ mt: 1.5 }}>
              All the catches
            </Button>
          </>
        )}
      </QueryState>
    </HomeSection>
  );
}
