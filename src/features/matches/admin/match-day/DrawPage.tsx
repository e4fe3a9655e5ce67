import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { useParams } from 'react-router-dom';
import { AdminPage } from '../../../../components/admin/AdminPage';
import { ConfirmDelete } from '../../../../components/admin/ConfirmDelete';
import { ConfirmStep } from '../../../../components/admin/ConfirmStep';
import { FormFields } from '../../../../components/admin/FormFields';
import { QueryState } from '../../../../components/QueryState';
import { errorMessage } from '../../../../lib/error-message';
import { DrawTable } from '../../components/match-day/DrawTable';
import { drawPegs, pegsAvailable } from '../../match-day/peg-draw';
import { formatPegRanges } from '../../match-day/peg-ranges';
import { newSeed } from '../../match-day/seeded-random';
import type { MatchDraw } from '../../match-day/types';
import { EarlierDraws } from './EarlierDraws';
import { MatchOfPage } from './MatchOfPage';
import {
  useDeleteDraw,
  useDraw,
  useEarlierEntrants,
  useSaveDraw,
  useWithdrawDraw,
} from './use-match-day-admin';

const namesIn = (textValue: string) =>
  [...new Set(textValue.split('\n').map((name) => name.trim().replace(/\s+/g, ' ')))].filter(
    Boolean,
  );

type Step = 'publish' | 'withdraw' | 'redraw';

/**
 * Entries and the peg draw for one match: drawn (and redrawn) as a draft, then published after a
 * confirmation; a published draw can be withdrawn or redrawn, and is then kept (EarlierDraws).
 */
export function DrawPage() {
  const { id = '' } = useParams();
  const draw = useDraw(id);
  return (
    <AdminPage title="Peg Draw" back={{ to: '/admin/match-day', label: 'Back to Match Day' }}>
      <MatchOfPage matchId={id}>
        {() => (
          <Stack spacing={3}>
            <QueryState query={draw} what="the draw">
              {(saved) => <DrawForm key={saved ? 'saved' : 'new'} matchId={id} saved={saved} />}
            </QueryState>
            <EarlierDraws matchId={id} />
          </Stack>
        )}
      </MatchOfPage>
    </AdminPage>
  );
}

function DrawForm({ matchId, saved }: { matchId: string; saved: MatchDraw | null }) {
  const defaultValues = {
    anglers: saved?.anglers.join('\n') ?? '',
    pegs: saved ? formatPegRanges(saved.pegs) : '',
    excluded: '',
  };
  const form = useForm({ defaultValues });
  const {
    anglers: anglersText = '',
    pegs: pegsText = '',
    excluded: excludedText = '',
  } = useWatch({ control: form.control });
  const [problem, setProblem] = useState<string>();
  const earlier = useEarlierEntrants();
  const save = useSaveDraw();
  const remove = useDeleteDraw();
  const withdraw = useWithdrawDraw();
  const [toDelete, setToDelete] = useState<MatchDraw | null>(null);
  const [step, setStep] = useState<Step | null>(null);
  // The query's cache holds the draw as saved (each mutation puts it there).
  const current = saved;
  const anglers = namesIn(anglersText);
  const published = current?.published === true;

  /** A new draft draw of `entrants` over `pegsText` less `excludedText`, or why not. */
  function drawn(entrants: string[], pegsText: string, excludedText: string) {
    const pegs = pegsAvailable(pegsText, excludedText);
    if (!pegs.ok) return pegs;
    const seed = newSeed();
    const outcome = drawPegs(entrants, pegs.pegs, seed);
    if (!outcome.ok) return outcome;
    const draft: MatchDraw = {
      matchId,
      anglers: entrants,
      pegs: pegs.pegs,
      seed,
      assignments: outcome.assignments,
      published: false,
    };
    return { ok: true as const, draft };
  }

  function draw() {
    setProblem(undefined);
    const made = drawn(anglers, pegsText, excludedText);
    if (!made.ok) return setProblem(made.message);
    save.mutate(made.draft);
  }

  // A redraw of the published draw: the same anglers over the same pegs, as a new draft.
  async function redraw(published: MatchDraw) {
    const made = drawn(published.anglers, formatPegRanges(published.pegs), '');
    if (!made.ok) throw new Error(made.message);
    await save.mutateAsync(made.draft);
  }

  const suggestions = (earlier.data ?? []).filter((name) => !anglers.includes(name));

  return (
    <Stack spacing={2} sx={{ maxWidth: 600 }}>
      {published ? (
        <>
          <Alert severity="success">The draw is published on the match page.</Alert>
          <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1 }}>
            <Button variant="outlined" size="large" onClick={() => setStep('withdraw')}>
              Withdraw draw
            </Button>
            <Button variant="outlined" size="large" onClick={() => setStep('redraw')}>
              Redraw
            </Button>
          </Stack>
        </>
      ) : (
        <>
          <FormProvider {...form}>
            <FormFields
              fields={[
                {
                  name: 'anglers',
                  label: 'Anglers fishing (one per line)',
                  kind: 'multiline',
                  minRows: 4,
                  helperText: `${anglers.length} anglers`,
                },
              ]}
            />
            {suggestions.length > 0 && (
              <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1 }}>
                {suggestions.map((name) => (
                  <Chip
                    key={name}
                    label={`Add ${name}`}
                    onClick={() =>
                      form.setValue('anglers', `${anglersText.trimEnd()}\n${name}`.trim())
                    }
                  />
                ))}
              </Stack>
            )}
            <FormFields
              fields={[
                { name: 'pegs', label: 'Pegs', placeholder: '1-30' },
                { name: 'excluded', label: 'Excluded pegs', placeholder: '4, 7' },
              ]}
            />
          </FormProvider>
          {(problem ?? save.error) && (
            <Alert severity="error">{problem ?? errorMessage(save.error, 'save the draw')}</Alert>
          )}
          <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1 }}>
            <Button variant="contained" size="large" onClick={draw} disabled={save.isPending}>
              {current ? 'Redo draw' : 'Draw pegs'}
            </Button>
            {current && (
              <Button
                variant="outlined"
                size="large"
                disabled={save.isPending}
                onClick={() => setStep('publish')}
              >
                Publish draw
              </Button>
            )}
            {current && (
              <Button
                color="error"
                variant="outlined"
                size="large"
                disabled={save.isPending}
                onClick={() => setToDelete(current)}
              >
                Delete draw
              </Button>
            )}
          </Stack>
        </>
      )}
      {current && (
        <>
          <Typography variant="h6" component="h2">
            {published ? 'Published draw' : 'Draft draw'}
          </Typography>
          <Typography variant="body2">
            Drawn with seed {current.seed} from pegs {formatPegRanges(current.pegs)}.
          </Typography>
          <DrawTable assignments={current.assignments} label="Draw" />
        </>
      )}
      {current && (
        <ConfirmStep
          open={step !== null}
          onClose={() => setStep(null)}
          {...(step === 'withdraw'
            ? {
                title: 'Withdraw the draw?',
                message:
                  'Visitors will no longer see the peg draw on the match page. It becomes a draft you can publish again or redraw, and this published draw is kept under Earlier draws.',
                confirmLabel: 'Withdraw draw',
                onConfirm: () => withdraw.mutateAsync(matchId),
                done: 'The draw was withdrawn from the match page.',
                failureAction: 'withdraw the draw',
              }
            : step === 'redraw'
              ? {
                  title: 'Redraw the pegs?',
                  message: `The published draw leaves the match page and is kept under Earlier draws; the ${current.anglers.length} anglers are drawn again over the same pegs as a draft, for you to check and publish.`,
                  confirmLabel: 'Redraw',
                  onConfirm: () => redraw(current),
                  done: 'The pegs were drawn again: publish the new draw when it is right.',
                  failureAction: 'redraw the pegs',
                }
              : {
                  title: 'Publish the draw?',
                  message: `Everyone who opens the match page will see which peg each of the ${current.anglers.length} anglers has drawn. You can withdraw or redraw it afterwards; the published draw is kept.`,
                  confirmLabel: 'Publish draw',
                  onConfirm: () => save.mutateAsync({ ...current, published: true }),
                  done: 'The draw is published on the match page.',
                  failureAction: 'publish the draw',
                })}
        />
      )}
      {/* A draft only: a published draw is withdrawn first, and kept. */}
      <ConfirmDelete
        item={toDelete}
        question={(draft) =>
          `Delete the draft draw of ${draft.anglers.length} anglers? The match can then be drawn from scratch.`
        }
        onDelete={(draft) => remove.mutateAsync(draft.matchId)}
        done={() => 'The draft draw was deleted.'}
        failureAction="delete the draw"
        onClose={() => setToDelete(null)}
      />
    </Stack>
  );
}
