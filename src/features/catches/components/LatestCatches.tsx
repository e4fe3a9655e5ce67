import Box from '@mui/material/Box';
import { Link as RouterLink } from 'react-router-dom';
import { HomeQuerySection } from '../../../components/HomeQuerySection';
import { useLatestCatches } from '../api/get-latest-catches';
import { catchSummary } from '../catch-summary';

/**
 * The home page's latest approved catches as thumbnails (the ~400 px ones, loaded lazily: below
 * the fold on a phone), each a link to its catch's page.
 */
export function LatestCatches() {
  const latest = useLatestCatches();
  return (
    <HomeQuerySection
      title="Latest catches"
      id="home-latest-catches"
      query={latest}
      what="the latest catches"
      empty="No catch has been shared yet."
      more={{ to: '/catches', label: 'All the catches' }}
    >
      {(catches) => (
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
      )}
    </HomeQuerySection>
  );
}
