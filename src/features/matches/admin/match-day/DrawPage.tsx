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
import { FormFields } from '../../../../components/admin/FormFields';
import { QueryState } from '../../../../components/admin/QueryState';
import { errorMessage } from '../../../../lib/error-message';
import { DrawTable } from '../../components/match-day/DrawTable';
import { drawPegs, pegsAvailable } from '../../match-day/peg-draw';
import { formatPegRanges } from '../../match-day/peg-ranges';
import { newSeed } from '../../match-day/seeded-random';
import type { MatchDraw } from '../../match-day/types';
import { useDeleteDraw, useDraw, useEarlierEntrants, useSaveDraw } from './use-match-day-admin';

const namesIn = (textValue: string) =>
  [...new Set(textValue.split('\n').map((name) => name.trim().replace(/\s+/g, ' ')))].filter(
    Boolean,
  );

/** Entries and the peg draw for one match: drawn (and redrawn) as a draft, then published. */
export function DrawPage() {
  const { id = '' } = useParams();
  const draw = useDraw(id);
  return (
    <AdminPage title="Peg Draw" back={{ to: '/admin/match-day', label: 'Back to Match Day' }}>
      <QueryState query={draw} what="the draw">
        {(saved) => <DrawForm key={saved ? 'saved' : 'new'} matchId={id} saved={saved} />}
      </QueryState>
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
  const [toDelete, setToDelete] = useState<MatchDraw | null>(null);
  const current = save.variables && save.isSuccess ? save.variables : saved;
  const anglers = namesIn(anglersText);
  const published = current?.published === true;

  function draw() {
    setProblem(undefined);
    const pegs = pegsAvailable(pegsText, excludedText);
    if (!pegs.ok) return setProblem(pegs.message);
    const seed = newSeed();
    const outcome = drawPegs(anglers, pegs.pegs, seed);
    if (!outcome.ok) return setProblem(outcome.message);
    save.mutate({
      matchId,
      anglers,
      pegs: pegs.pegs,
      seed,
      assignments: outcome.assignments,
      published: false,
    });
  }

  const suggestions = (earlier.data ?? []).filter((name) => !anglers.includes(name));

  return (
    <Stack spacing={2} sx={{ maxWidth: 600 }}>
      {published ? (
        <Alert severity="success">The draw is published on the match page.</Alert>
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
                onClick={() => save.mutate({ ...current, published: true })}
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
      {/* A draft only: a published draw stands on the match page. */}
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
