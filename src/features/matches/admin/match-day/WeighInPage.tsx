import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useParams } from 'react-router-dom';
import { AdminPage } from '../../../../components/admin/AdminPage';
import { QueryState } from '../../../../components/admin/QueryState';
import { errorMessage } from '../../../../lib/error-message';
import { ResultsTable } from '../../components/match-day/ResultsTable';
import { positionsFromWeights } from '../../match-day/positions';
import { PegWeighInCard } from './PegWeighInCard';
import { useDraw, usePublishResults, useWeighIns } from './use-match-day-admin';

/** The weigh-in, peg by peg in draw order, then the results published from what was saved. */
export function WeighInPage() {
  const { id = '' } = useParams();
  const draw = useDraw(id);
  const weighIns = useWeighIns(id);
  const publish = usePublishResults(id);

  return (
    <AdminPage title="Weigh-in" back={{ to: '/admin/match-day', label: 'Back to Match Day' }}>
      <QueryState query={draw} what="the draw">
        {(drawn) =>
          !drawn?.published ? (
            <Typography>Publish the peg draw first: the weigh-in follows it.</Typography>
          ) : (
            <QueryState query={weighIns} what="the weigh-in">
              {(entries) => {
                const byPeg = new Map(entries.map((entry) => [entry.peg, entry]));
                const results = positionsFromWeights(entries);
                return (
                  <Stack spacing={2} sx={{ maxWidth: 600 }}>
                    {drawn.assignments
                      .toSorted((a, b) => a.peg - b.peg)
                      .map(({ peg, angler }) => (
                        <PegWeighInCard
                          key={peg}
                          matchId={id}
                          peg={peg}
                          angler={angler}
                          saved={byPeg.get(peg)}
                        />
                      ))}
                    <Typography variant="h5" component="h2">
                      Results so far ({entries.length} of {drawn.assignments.length} pegs)
                    </Typography>
                    {results.length > 0 && <ResultsTable results={results} />}
                    {publish.isError && (
                      <Alert severity="error">
                        {errorMessage(publish.error, 'publish the results')}
                      </Alert>
                    )}
                    {publish.isSuccess && (
                      <Alert severity="success">The results are published.</Alert>
                    )}
                    <Button
                      variant="contained"
                      size="large"
                      disabled={publish.isPending || entries.length === 0}
                      onClick={() => publish.mutate()}
                    >
                      Publish results
                    </Button>
                  </Stack>
                );
              }}
            </QueryState>
          )
        }
      </QueryState>
    </AdminPage>
  );
}
