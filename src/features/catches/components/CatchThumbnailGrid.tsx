import Box from '@mui/material/Box';
import { Link as RouterLink } from 'react-router-dom';
import { catchSummary } from '../catch-summary';
import type { Catch } from '../types';

/**
 * Approved catches as a row of thumbnails (the ~400 px ones, loaded lazily: below the fold on a
 * phone), each a link to its catch's page: the home page's latest, a water's own.
 */
export function CatchThumbnailGrid({ catches }: { catches: readonly Catch[] }) {
  return (
    <Box
      component="ul"
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'grid',
        gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
        gap: 1,
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
                background: '#dfe7dc',
              }}
            />
          </RouterLink>
        </li>
      ))}
    </Box>
  );
}
