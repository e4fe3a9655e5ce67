import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useParams } from 'react-router-dom';
import { AdminForm } from '../../../../components/admin/AdminForm';
import { AdminPage } from '../../../../components/admin/AdminPage';
import { useCollection } from '../../../../components/admin/collection-api';
import { ConfirmDelete } from '../../../../components/admin/ConfirmDelete';
import { ConfirmStep } from '../../../../components/admin/ConfirmStep';
import type { FieldSpec } from '../../../../components/admin/field-spec';
import { FormFields } from '../../../../components/admin/FormFields';
import { QueryState } from '../../../../components/QueryState';
import { withdrawDraw } from '../../api/match-day-admin';
import { DrawTable } from '../../components/match-day/DrawTable';
import { drawPegs, pegsAvailable } from '../../match-day/peg-draw';
import { formatPegRanges } from '../../match-day/peg-ranges';
import { newSeed } from '../../match-day/seeded-random';
import type { MatchDraw } from '../../match-day/types';
import { EarlierDraws } from './EarlierDraws';
import { MatchOfPage } from './MatchOfPage';
import { drawCollection, useEarlierEntrants } from './use-match-day-admin';

const namesIn = (textValue: string) =>
  [...new Set(textValue.split('\n').map((name) => name.trim().replace(/\s+/g, ' ')))].filter(
    Boolean,
  );

// Held and checked by the form, drawn by DrawFields: the anglers with their count and the
// earlier entrants to add, then the pegs.
const ANGLERS = {
  name: 'anglers',
  label: 'Anglers fishing (one per line)',
  kind: 'multiline',
  minRows: 4,
} as const satisfies FieldSpec;
const PEG_FIELDS = [
  { name: 'pegs', label: 'Pegs', placeholder: '1-30' },
  { name: 'excluded', label: 'Excluded pegs', placeholder: '4, 7' },
] as const satisfies readonly FieldSpec[];
const DRAW_FIELDS = [ANGLERS, ...PEG_FIELDS].map((field) => ({ ...field, hidden: true }));

type DrawFieldValues = { anglers: string; pegs: string; excluded: string };

/** A new draft draw of `entrants` over `pegsText` less `excludedText`, or why not. */
function drawn(matchId: string, entrants: string[], pegsText: string, excludedText: string) {
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

type Step = 'publish' | 'withdraw' | 'redraw';

/**
 * Entries and the peg draw for one match: drawn (and redrawn) as a draft, then published after a
 * confirmation; a published draw can be withdrawn or redrawn, and is then kept (EarlierDraws).
 * The draw is a collection of the kit (drawCollection): its form, writes and refreshes are the
 * kit's, as on every other screen.
 */
export function DrawPage() {
  const { id = '' } = useParams();
  const api = useMemo(() => drawCollection(id), [id]);
  return (
    <AdminPage title="Peg Draw" back={{ to: '/admin/match-day', label: 'Back to Match Day' }}>
      <MatchOfPage matchId={id}>
        {() => (
          <Stack spacing={3}>
            <DrawState api={api} matchId={id} />
            <EarlierDraws matchId={id} />
          </Stack>
        )}
      </MatchOfPage>
    </AdminPage>
  );
}

type DrawApi = ReturnType<typeof drawCollection>;

function DrawState({ api, matchId }: { api: DrawApi; matchId: string }) {
  const draw = useQuery(api.list);
  return (
    <QueryState query={draw} what="the draw">
      {(saved) => (
        <DrawForm key={saved ? 'saved' : 'new'} api={api} matchId={matchId} saved={saved} />
      )}
    </QueryState>
  );
}

/** The anglers (with suggestions from earlier draws) and the pegs, in the form's context. */
function DrawFields() {
  const { setValue } = useFormContext<DrawFieldValues>();
  const anglersText = useWatch<DrawFieldValues, 'anglers'>({ name: 'anglers' });
  const anglers = namesIn(anglersText);
  const earlier = useEarlierEntrants();
  const suggestions = (earlier.data ?? []).filter((name) => !anglers.includes(name));
  return (
    <>
      <FormFields fields={[{ ...ANGLERS, helperText: `${anglers.length} anglers` }]} />
      {suggestions.length > 0 && (
        <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1 }}>
          {suggestions.map((name) => (
            <Chip
              key={name}
              label={`Add ${name}`}
              onClick={() => setValue('anglers', `${anglersText.trimEnd()}\n${name}`.trim())}
            />
          ))}
        </Stack>
      )}
      <FormFields fields={PEG_FIELDS} />
    </>
  );
}

function DrawForm({
  api,
  matchId,
  saved,
}: {
  api: DrawApi;
  matchId: string;
  saved: MatchDraw | null;
}) {
  const collection = useCollection(api);
  const [toDelete, setToDelete] = useState<MatchDraw | null>(null);
  const [step, setStep] = useState<Step | null>(null);
  // The query's cache holds the draw as saved (the kit reads it again after each write).
  const current = saved ?? undefined;
  const published = current?.published === true;

  // A redraw of the published draw: the same anglers over the same pegs, as a new draft.
  async function redraw(published: MatchDraw) {
    const made = drawn(matchId, published.anglers, formatPegRanges(published.pegs), '');
    if (!made.ok) throw new Error(made.message);
    await collection.save(published, made.draft);
  }

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
          <AdminForm
            fields={DRAW_FIELDS}
            values={{
              anglers: current?.anglers.join('\n') ?? '',
              pegs: current ? formatPegRanges(current.pegs) : '',
            }}
            // The draw's own checks (peg-draw.ts), each sentence beside the field it is about.
            refine={({ anglers, pegs, excluded }, context) => {
              const names = namesIn(anglers);
              const available = pegsAvailable(pegs, excluded);
              // Any seed gives the same verdict: only the numbers of anglers and pegs count.
              const outcome = available.ok ? drawPegs(names, available.pegs, 0) : available;
              if (outcome.ok) return;
              const path = available.ok && names.length === 0 ? 'anglers' : 'pegs';
              context.addIssue({ code: 'custom', path: [path], message: outcome.message });
            }}
            onSubmit={({ anglers, pegs, excluded }) => {
              const made = drawn(matchId, namesIn(anglers), pegs, excluded);
              if (!made.ok) throw new Error(made.message);
              return collection.save(current, made.draft);
            }}
            submitLabel={current ? 'Redo draw' : 'Draw pegs'}
            failureAction="save the draw"
          >
            <DrawFields />
          </AdminForm>
          {current && (
            <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1 }}>
              <Button
                variant="outlined"
                size="large"
                disabled={collection.busy}
                onClick={() => setStep('publish')}
              >
                Publish draw
              </Button>
              <Button
                color="error"
                variant="outlined"
                size="large"
                disabled={collection.busy}
                onClick={() => setToDelete(current)}
              >
                Delete draw
              </Button>
            </Stack>
          )}
        </>
      )}
      {current && (
        <>
          <Typography variant="h6" component="h2">
            {published ? 'Published draw' : 'Draft draw'}
          </Typography>
          <Typography variant="body2">
            Drawn at random from pegs {formatPegRanges(current.pegs)}.
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
                onConfirm: () => collection.run(() => withdrawDraw(matchId)),
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
                  onConfirm: () => collection.save(current, { ...current, published: true }),
                  done: 'The draw is published on the match page.',
                  failureAction: 'publish the draw',
                })}
        />
      )}
      {/* A draft only: a published draw is withdrawn first. The delete is recorded, so the draft
          can be restored from Recently deleted (restorable). */}
      <ConfirmDelete
        item={toDelete}
        question={(draft) =>
          `Delete the draft draw of ${draft.anglers.length} anglers? The match can then be drawn from scratch.`
        }
        onDelete={collection.remove}
        done={() => 'The draft draw was deleted.'}
        failureAction="delete the draw"
        restorable
        onClose={() => setToDelete(null)}
      />
    </Stack>
  );
}
