import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { AdminPage } from '../../../../components/admin/AdminPage';
import { ConfirmStep } from '../../../../components/admin/ConfirmStep';
import { QueryState } from '../../../../components/QueryState';
import { useResults } from '../../api/get-match-day';
import { resultsTooEarly } from '../../api/match-day-admin';
import { ResultsTable } from '../../components/match-day/ResultsTable';
import { positionsFromWeights, type MatchResult } from '../../match-day/positions';
import { resultsChanged } from '../../match-day/results-changed';
import type { Match } from '../../types';
import { MatchOfPage } from './MatchOfPage';
import { PegWeighInCard } from './PegWeighInCard';
import { useDraw, usePublishResults, useWeighIns } from './use-match-day-admin';

/**
 * The weigh-in, peg by peg in draw order, then the results published from what was saved, after
 * a confirmation and not before the match's day. Results are a published copy: a weight changed
 * afterwards shows "Unpublished changes" here until they are published again.
 */
export function WeighInPage() {
  const { id = '' } = useParams();
  const draw = useDraw(id);
  const weighIns = useWeighIns(id);

  return (
    <AdminPage title="Weigh-in" back={{ to: '/admin/match-day', label: 'Back to Match Day' }}>
      <MatchOfPage matchId={id}>
        {(match) => (
          <QueryState query={draw} what="the draw">
            {(drawn) =>
              !drawn?.published ? (
                <Typography>Publish the peg draw first: the weigh-in follows it.</Typography>
              ) : (
                <QueryState query={weighIns} what="the weigh-in">
                  {(entries) => {
                    const byPeg = new Map(entries.map((entry) => [entry.peg, entry]));
                    return (
                      <Stack spacing={2} sx={{ maxWidth: 600 }}>
                        {/* The club's terms, said where they are used (issue 34). */}
                        <Typography variant="body2" color="text.secondary">
                          Weigh each net in pounds (lb), ounces (oz, 16 to the pound) and drams (dr,
                          16 to the ounce). DNW: did not weigh (the angler fished but had nothing to
                          weigh).
                        </Typography>
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
                        <PublishResults match={match} results={positionsFromWeights(entries)} />
                      </Stack>
                    );
                  }}
                </QueryState>
              )
            }
          </QueryState>
        )}
      </MatchOfPage>
    </AdminPage>
  );
}

/** The results so far, whether the match page shows them, and publishing them (asked first). */
function PublishResults({ match, results }: { match: Match; results: MatchResult[] }) {
  const published = useResults(match.id);
  const publish = usePublishResults(match.id);
  const [asking, setAsking] = useState(false);
  const tooEarly = resultsTooEarly(match.date);
  const onPage = published.data;
  const outOfDate = onPage ? resultsChanged(onPage.entries, results) : false;

  return (
    <>
      {results.length > 0 && <ResultsTable results={results} />}
      {tooEarly && <Alert severity="info">{tooEarly}</Alert>}
      {onPage &&
        (outOfDate ? (
          <Alert severity="warning">
            Unpublished changes: the match page still shows the results as they were last published.
            Publish again to correct them.
          </Alert>
        ) : (
          <Alert severity="success">The match page shows these results.</Alert>
        ))}
      <Button
        variant="contained"
        size="large"
        disabled={Boolean(tooEarly) || results.length === 0 || (Boolean(onPage) && !outOfDate)}
        onClick={() => setAsking(true)}
      >
        {onPage ? 'Publish again' : 'Publish results'}
      </Button>
      <ConfirmStep
        open={asking}
        onClose={() => setAsking(false)}
        title={onPage ? 'Publish the corrected results?' : 'Publish the results?'}
        message={`The positions and weights of ${results.length} ${results.length === 1 ? 'angler' : 'anglers'} go on the match page, the match list and the league table for everyone to see. A weight corrected later can be published again.`}
        confirmLabel={onPage ? 'Publish again' : 'Publish results'}
        onConfirm={() => publish.mutateAsync()}
        done="The results are published."
        failureAction="publish the results"
      />
    </>
  );
}
