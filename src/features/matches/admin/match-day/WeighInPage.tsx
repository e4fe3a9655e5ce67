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
import { useDraw, usePublishResults, useWeighIns, useWeighInOutbox } from './use-match-day-admin';
import { latestByPeg, unsentOf, useKeptWeights } from './weigh-in-outbox';

/** "2 weights": how many this phone keeps for the match and has not sent. */
const weightsText = (count: number) => `${count} ${count === 1 ? 'weight' : 'weights'}`;

/**
 * The weigh-in, peg by peg in draw order, then the results published from what was sent, after
 * a confirmation and not before the match's day. Each weight is kept on the phone first and sent
 * when there is a signal (weigh-in-outbox.ts): the page says how many wait, and publishing waits
 * for them. Results are a published copy: a weight changed afterwards shows "Unpublished
 * changes" here until they are published again.
 */
export function WeighInPage() {
  const { id = '' } = useParams();
  const draw = useDraw(id);
  const weighIns = useWeighIns(id);
  useWeighInOutbox(id);
  const unsent = unsentOf(useKeptWeights(), id);
  const keptByPeg = latestByPeg(unsent);
  const waiting = unsent.filter((entry) => entry.state !== 'refused').length;

  return (
    <AdminPage title="Weigh-in" back={{ to: '/admin/match-day', label: 'Back to Match Day' }}>
      {/* Outside the reads: said even when the page cannot load the draw with no signal. */}
      <Typography role="status" sx={{ mb: 2, fontWeight: waiting > 0 ? 'bold' : undefined }}>
        {waiting > 0
          ? `${weightsText(waiting)} saved on this phone, waiting to be sent: ${waiting === 1 ? 'it goes by itself' : 'they go by themselves'} when there is a signal. Keep this page open or open it again later.`
          : 'Every weight saved on this phone has been sent.'}
      </Typography>
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
                              kept={keptByPeg.get(peg)}
                            />
                          ))}
                        <Typography variant="h5" component="h2">
                          Results so far ({entries.length} of {drawn.assignments.length} pegs)
                        </Typography>
                        <PublishResults
                          match={match}
                          results={positionsFromWeights(entries)}
                          waiting={waiting}
                        />
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
function PublishResults({
  match,
  results,
  waiting,
}: {
  match: Match;
  results: MatchResult[];
  /** Weights this phone keeps for the match, not sent yet: publishing waits for them. */
  waiting: number;
}) {
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
      {waiting > 0 && (
        <Alert severity="info">
          Publishing waits until{' '}
          {waiting === 1
            ? 'the weight saved on this phone is sent'
            : `the ${weightsText(waiting)} saved on this phone are sent`}
          : the results would leave {waiting === 1 ? 'it' : 'them'} out.
        </Alert>
      )}
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
        disabled={
          waiting > 0 ||
          Boolean(tooEarly) ||
          results.length === 0 ||
          (Boolean(onPage) && !outOfDate)
        }
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
