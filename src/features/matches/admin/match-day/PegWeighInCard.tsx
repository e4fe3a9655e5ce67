import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FormProvider } from 'react-hook-form';
import { z } from '../../../../lib/zod';
import type { FieldSpec } from '../../../../components/admin/field-spec';
import { FormFields } from '../../../../components/admin/FormFields';
import { useAdminForm } from '../../../../components/admin/use-admin-form';
import type { WeighInEntry } from '../../match-day/positions';
import { formatWeight, toParts, weightFromParts } from '../../match-day/weight';
import type { Queued } from '../../../../lib/outbox/outbox';
import type { PegWeight } from '../../api/match-day-admin';
import { keepPegWeight } from './weigh-in-outbox';

const bigTarget = { minHeight: 48, minWidth: 88 } as const;

/**
 * Pounds, ounces and drams on the phone's number keyboard, read as typed: the weight's own check
 * (weightFromParts, in the form's `refine`) puts its sentence beside the part it is about.
 */
const weightFields = (peg: number) =>
  (['lb', 'oz', 'dr'] as const).map(
    (name) =>
      ({
        name,
        label: name,
        kind: 'number',
        schema: z.string(),
        ariaLabel: `${name}, peg ${peg}`,
      }) as const satisfies FieldSpec,
  );

const weightWords = (weightDr: number | null) =>
  weightDr === null ? 'did not weigh' : formatWeight(weightDr);

/**
 * What the card says of the peg: kept on this phone (not sent yet), refused by the server, sent
 * (the club's copy), or not weighed.
 */
function pegStatus(saved?: WeighInEntry, kept?: Queued<PegWeight>): string {
  if (kept?.input && kept.state === 'refused')
    return `Not sent (${weightWords(kept.input.weightDr)}): ${kept.reason ?? 'refused'}. Save again.`;
  if (kept?.input)
    return `Saved on this phone: ${weightWords(kept.input.weightDr)}. Not sent yet: it goes when there is a signal.`;
  return saved ? `Sent: ${weightWords(saved.weightDr)}` : 'Not weighed yet';
}

/**
 * One peg on the bank, a form of the kit (use-admin-form.ts): kept at once on the phone
 * (weigh-in-outbox.ts) and sent to the peg's own document when there is a signal, or "did not
 * weigh" (a hidden field the DNW button sets before sending). The card says which.
 */
export function PegWeighInCard({
  matchId,
  peg,
  angler,
  saved,
  kept,
}: {
  matchId: string;
  peg: number;
  angler: string;
  saved?: WeighInEntry;
  /** The latest weight this phone keeps for the peg, not sent yet. */
  kept?: Queued<PegWeight>;
}) {
  const shown = kept?.input ?? saved;
  const start = shown && shown.weightDr !== null ? toParts(shown.weightDr) : undefined;
  const { form, submit, failure, busy } = useAdminForm({
    fields: [
      ...weightFields(peg),
      { name: 'dnw', label: 'Did not weigh', kind: 'checkbox', hidden: true },
    ],
    values: { ...start, dnw: false },
    refine: ({ lb, oz, dr, dnw }, context) => {
      const weight = weightFromParts(lb, oz, dr);
      if (!dnw && !weight.ok) {
        context.addIssue({ code: 'custom', path: [weight.part], message: weight.message });
      }
    },
    onSubmit: ({ lb, oz, dr, dnw }) => {
      if (dnw) return keepPegWeight({ matchId, peg, angler, weightDr: null });
      const weight = weightFromParts(lb, oz, dr);
      // `refine` has already refused a weight that does not read; this keeps the types honest.
      if (!weight.ok) throw new Error(weight.message);
      return keepPegWeight({ matchId, peg, angler, weightDr: weight.drams });
    },
    failureAction: `save peg ${peg}`,
    afterSave: {},
  });

  // Did not weigh: no weight is kept on the card, and nothing typed can hold the save back.
  function didNotWeigh() {
    form.reset({ lb: '', oz: '', dr: '', dnw: true });
    void submit();
  }

  return (
    <Paper component="section" aria-label={`Peg ${peg}`} variant="outlined" sx={{ p: 2 }}>
      <Typography variant="h6" component="h2">
        Peg {peg}: {angler}
      </Typography>
      <Typography
        variant="body2"
        sx={{ mb: 1 }}
        role="status"
        color={kept?.state === 'refused' ? 'error' : undefined}
      >
        {pegStatus(saved, kept)}
      </Typography>
      <FormProvider {...form}>
        <Stack component="form" noValidate spacing={1} onSubmit={submit}>
          {/* Three equal columns: a part's sentence wraps beneath it, the row stays in place. */}
          <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: 1 }}>
            <FormFields fields={weightFields(peg)} />
          </Box>
          {failure && <Alert severity="error">{failure}</Alert>}
          <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1 }}>
            <Button
              type="submit"
              variant="contained"
              sx={bigTarget}
              disabled={busy}
              onClick={() => form.setValue('dnw', false)}
              aria-label={`Save peg ${peg}`}
            >
              Save
            </Button>
            <Button
              variant="outlined"
              sx={bigTarget}
              disabled={busy}
              onClick={didNotWeigh}
              aria-label={`Did not weigh, peg ${peg}`}
            >
              DNW
            </Button>
          </Stack>
        </Stack>
      </FormProvider>
    </Paper>
  );
}
