import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { DayRange } from '../../../config/membership';
import type { Water } from '../../../config/waters';
import type { WaterDetails } from '../types';

const MONTH_DAY = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  timeZone: 'UTC',
});
const monthDay = (md: string) => MONTH_DAY.format(new Date(`2001-${md}T12:00:00Z`));

function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" sx={{ minWidth: 0 }}>
      <Typography variant="h6" component="h2" gutterBottom>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

const lines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

interface WaterVisitProps {
  water: Water;
  details: WaterDetails | undefined;
  /** The day ticket's price in pence (null: no day tickets), and this water's closed season. */
  dayTicket: { pricePence: number | null; closedSeason: DayRange | undefined } | undefined;
}

/** How to find, park at and fish a water, and its own rules: what a visitor needs before going. */
export function WaterVisit({ water, details, dayTicket }: WaterVisitProps) {
  const rules = lines(details?.rules ?? '');
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 3,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
      }}
    >
      <Part title="Finding it">
        {details?.postcode && (
          <Typography>
            Postcode: <strong>{details.postcode}</strong> (
            <Link
              href={`https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(details.postcode)}`}
              underline="always"
            >
              open in maps
            </Link>
            )
          </Typography>
        )}
        <Typography sx={{ mt: 1 }}>
          {details?.directions || 'Ask the secretary for directions.'}
        </Typography>
      </Part>
      <Part title="Parking and facilities">
        {details?.parking && <Typography>{details.parking}</Typography>}
        {details?.facilities && <Typography sx={{ mt: 1 }}>{details.facilities}</Typography>}
        {!details?.parking && !details?.facilities && <Typography>No details yet.</Typography>}
      </Part>
      <Part title="Species">
        <Typography>{details?.species || 'Mixed coarse fish.'}</Typography>
      </Part>
      <Part title="How to fish it">
        <Typography>
          Members fish it all season with their permit:{' '}
          <Link component={RouterLink} to="/join" underline="always">
            join the club
          </Link>
          .
        </Typography>
        {dayTicket?.pricePence != null && (
          <Typography sx={{ mt: 1 }}>
            Visitors:{' '}
            <Link component={RouterLink} to="/day-tickets" underline="always">
              a day ticket for {water.name}
            </Link>
            , £{(dayTicket.pricePence / 100).toFixed(2)}
            {dayTicket.closedSeason
              ? `, not sold in its closed season (${monthDay(dayTicket.closedSeason.from)} to ${monthDay(dayTicket.closedSeason.to)}).`
              : ', all year.'}
          </Typography>
        )}
      </Part>
      {rules.length > 0 && (
        <Part title={`${water.name} rules`}>
          <Box component="ul" sx={{ m: 0, pl: 3 }}>
            {rules.map((rule) => (
              <li key={rule}>
                <Typography>{rule}</Typography>
              </li>
            ))}
          </Box>
          <Typography sx={{ mt: 1 }}>
            And the{' '}
            <Link component={RouterLink} to="/rules" underline="always">
              club rules
            </Link>
            .
          </Typography>
        </Part>
      )}
    </Box>
  );
}
