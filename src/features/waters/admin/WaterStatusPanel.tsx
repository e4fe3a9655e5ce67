import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { FormDialog } from '../../../components/admin/AdminForm';
import { ConfirmStep } from '../../../components/admin/ConfirmStep';
import { DialogButton } from '../../../components/admin/DialogButton';
import { choices } from '../../../components/admin/field-spec';
import { HistoryButton } from '../../../components/admin/HistoryDialog';
import { z } from '../../../lib/zod';
import { STATUS_REASONS, type WaterStatus } from '../../../config/water-status';
import type { Water } from '../../../config/waters';
import { useWaterStatuses, waterStatusesQuery } from '../api/get-water-status';
import { restoreWaterStatus, setWaterStatus } from '../api/set-water-status';
import { clubToday } from '../../../config/club-time';
import { shownStatus, statusHeadline } from '../water-status-text';
import { WaterStatusChip } from '../components/WaterStatusChip';

const isoDay = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

const REASONS = choices(Object.fromEntries(STATUS_REASONS.map((reason) => [reason, reason])));

const FIELDS = [
  { name: 'reason', label: 'Why', kind: 'select', options: REASONS, required: 'Choose why.' },
  {
    name: 'details',
    label: 'More (optional)',
    max: 120,
    helperText: 'Members read it in the email and on the page.',
  },
  {
    name: 'until',
    label: 'Until (the last day; optional)',
    kind: 'date',
    helperText: 'Left empty: until you change it.',
    // The kit's date is required; this one may be left empty (null), and is today or later.
    schema: z
      .custom<Date | null>(
        (value) => value === null || (value instanceof Date && !Number.isNaN(value.getTime())),
        'Enter a day, e.g. 05/12/2026, or leave it empty.',
      )
      .refine(
        (value) => value === null || isoDay(value) >= clubToday(),
        'That day has passed: choose today or a later day.',
      ),
  },
] as const;

/**
 * A water's status, changed in two taps: Close (or Restrict), then the dialog's button with the
 * reason it offers; Open, then Open. The admin server writes it, records it and emails the members.
 */
export function WaterStatusPanel({ water }: { water: Water }) {
  const queryClient = useQueryClient();
  const statuses = useWaterStatuses();
  const stored = statuses.data?.[water.key];
  const status = shownStatus(stored, clubToday());
  const [opening, setOpening] = useState(false);

  /** Saves through the admin server; Undo puts back the version it replaced (recorded too). */
  async function save(next: WaterStatus) {
    try {
      const { rev } = await setWaterStatus(water.key, next);
      return {
        path: `waterStatus/${water.key}`,
        rev,
        undo: () => restoreWaterStatus(water.key, rev - 1).finally(refresh),
      };
    } finally {
      await refresh();
    }
  }
  const refresh = () => queryClient.invalidateQueries({ queryKey: waterStatusesQuery.queryKey });

  const closeDialog = (state: 'closed' | 'restricted') => (close: () => void) => (
    <FormDialog
      title={`${state === 'closed' ? 'Close' : 'Restrict'} ${water.name}`}
      submitLabel={`${state === 'closed' ? 'Close' : 'Restrict'} ${water.name}`}
      failureAction={`change the status of ${water.name}`}
      fields={FIELDS}
      values={{ reason: STATUS_REASONS[0] }}
      saved={`${water.name} is now ${state}. Members are being emailed.`}
      onSubmit={({ reason, details, until }) =>
        save({
          state,
          reason: details ? `${reason}: ${details}` : reason,
          until: until ? isoDay(until) : null,
        })
      }
      onClose={close}
    />
  );

  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
      <Stack direction="row" sx={{ alignItems: 'baseline', flexWrap: 'wrap', gap: 1, mb: 1 }}>
        <Typography variant="h6" component="h2">
          {water.name} today
        </Typography>
        {statuses.data && <WaterStatusChip status={status} />}
      </Stack>
      {status.reason && <Typography sx={{ mb: 1 }}>{status.reason}</Typography>}
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
        <DialogButton
          label="Close"
          variant={status.state === 'closed' ? 'outlined' : 'contained'}
          dialog={closeDialog('closed')}
        />
        <DialogButton label="Restrict" variant="outlined" dialog={closeDialog('restricted')} />
        <Button
          variant="outlined"
          disabled={status.state === 'open'}
          onClick={() => setOpening(true)}
        >
          Open
        </Button>
        <HistoryButton
          label="Status history"
          variant="text"
          area="manageWaters"
          path={`waterStatus/${water.key}`}
          name={`${water.name} status`}
          putBack={(entry) => restoreWaterStatus(water.key, entry.rev - 1).finally(refresh)}
        />
      </Stack>
      <ConfirmStep
        open={opening}
        title={`Open ${water.name}?`}
        message={`${water.name} is ${statusHeadline(status).toLowerCase()}. Members will be emailed that it is open again.`}
        confirmLabel={`Open ${water.name}`}
        onConfirm={() => save({ state: 'open', reason: '', until: null })}
        done={`${water.name} is open again.`}
        failureAction={`open ${water.name}`}
        onClose={() => setOpening(false)}
      />
    </Paper>
  );
}
