import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { errorMessage } from '../../../../lib/error-message';
import type { WeighInEntry } from '../../match-day/positions';
import { formatWeight, toParts, weightFromParts } from '../../match-day/weight';
import { useSaveWeighIn } from './use-match-day-admin';

const bigTarget = { minHeight: 48, minWidth: 88 } as const;

/**
 * One peg on the bank: pounds, ounces and drams on the phone's number keyboard, saved at once
 * to the peg's own document, or "did not weigh". What was typed stays if a save fails.
 */
export function PegWeighInCard({
  matchId,
  peg,
  angler,
  saved,
}: {
  matchId: string;
  peg: number;
  angler: string;
  saved?: WeighInEntry;
}) {
  const start = saved && saved.weightDr !== null ? toParts(saved.weightDr) : undefined;
  const [lb, setLb] = useState(start ? String(start.lb) : '');
  const [oz, setOz] = useState(start ? String(start.oz) : '');
  const [dr, setDr] = useState(start ? String(start.dr) : '');
  const [problem, setProblem] = useState<string>();
  const save = useSaveWeighIn(matchId);

  function saveWeight() {
    const weight = weightFromParts(lb, oz, dr);
    if (!weight.ok) return setProblem(weight.message);
    setProblem(undefined);
    save.mutate({ peg, angler, weightDr: weight.drams });
  }

  const field = (label: string, value: string, set: (v: string) => void) => (
    <TextField
      label={label}
      value={value}
      onChange={(event) => set(event.target.value)}
      slotProps={{
        htmlInput: {
          inputMode: 'numeric',
          pattern: '[0-9]*',
          'aria-label': `${label}, peg ${peg}`,
        },
      }}
      sx={{ width: 76 }}
    />
  );

  return (
    <Paper component="section" aria-label={`Peg ${peg}`} variant="outlined" sx={{ p: 2 }}>
      <Typography variant="h6" component="h2">
        Peg {peg}: {angler}
      </Typography>
      <Typography variant="body2" sx={{ mb: 1 }} role="status">
        {saved
          ? `Saved: ${saved.weightDr === null ? 'did not weigh' : formatWeight(saved.weightDr)}`
          : 'Not weighed yet'}
      </Typography>
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        {field('lb', lb, setLb)}
        {field('oz', oz, setOz)}
        {field('dr', dr, setDr)}
        <Button
          variant="contained"
          sx={bigTarget}
          onClick={saveWeight}
          disabled={save.isPending}
          aria-label={`Save peg ${peg}`}
        >
          Save
        </Button>
        <Button
          variant="outlined"
          sx={bigTarget}
          disabled={save.isPending}
          onClick={() => save.mutate({ peg, angler, weightDr: null })}
          aria-label={`Did not weigh, peg ${peg}`}
        >
          DNW
        </Button>
      </Stack>
      {(problem ?? save.error) && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {problem ?? errorMessage(save.error, `save peg ${peg}`)}
        </Alert>
      )}
    </Paper>
  );
}
