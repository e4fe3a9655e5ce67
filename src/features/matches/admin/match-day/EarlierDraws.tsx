import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { format } from 'date-fns';
import { QueryState } from '../../../../components/QueryState';
import { DrawTable } from '../../components/match-day/DrawTable';
import { useEarlierDraws } from './use-match-day-admin';

/** The draws that were published and then withdrawn or redrawn: kept, latest first. */
export function EarlierDraws({ matchId }: { matchId: string }) {
  const earlier = useEarlierDraws(matchId);
  return (
    <QueryState query={earlier} what="the earlier draws">
      {(draws) =>
        draws.length > 0 && (
          <Stack component="section" aria-label="Earlier draws" spacing={1}>
            <Typography variant="h6" component="h2">
              Earlier draws
            </Typography>
            {draws.map((draw) => {
              const when = format(draw.replacedAt, 'dd/MM/yyyy HH:mm');
              return (
                <Accordion key={draw.seed} disableGutters>
                  <AccordionSummary>
                    Published, then withdrawn or redrawn on {when} ({draw.anglers.length} anglers)
                  </AccordionSummary>
                  <AccordionDetails>
                    <DrawTable assignments={draw.assignments} label={`Draw withdrawn ${when}`} />
                  </AccordionDetails>
                </Accordion>
              );
            })}
          </Stack>
        )
      }
    </QueryState>
  );
}
