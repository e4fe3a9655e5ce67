import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { AdminList } from '../../../../components/admin/AdminList';
import { AdminPage } from '../../../../components/admin/AdminPage';
import { ConfirmDelete } from '../../../../components/admin/ConfirmDelete';
import { QueryState } from '../../../../components/admin/QueryState';
import { formatUtcDay } from '../../../../lib/dates';
import { errorMessage } from '../../../../lib/error-message';
import { useSeasons } from '../../api/get-league';
import { seasonFromFields, type SeasonFields } from './season-form';
import type { Season } from '../../match-day/types';
import { useDeleteSeason, useSaveSeason } from './use-match-day-admin';

const EMPTY: SeasonFields = {
  name: '',
  start: '',
  end: '',
  scheme: 'byPosition',
  fixedPoints: '',
  bestOf: '',
};

/** League seasons: the dates each covers, its points scheme and how many matches count. */
export function SeasonsPage() {
  const seasons = useSeasons();
  const save = useSaveSeason();
  const remove = useDeleteSeason();
  const [toDelete, setToDelete] = useState<Season | null>(null);
  const [fields, setFields] = useState(EMPTY);
  const [problem, setProblem] = useState<string>();
  const set = (name: keyof SeasonFields) => (event: { target: { value: string } }) =>
    setFields((old) => ({ ...old, [name]: event.target.value }));

  function submit() {
    const made = seasonFromFields(fields);
    if (!made.ok) return setProblem(made.message);
    setProblem(undefined);
    save.mutate(made.season, { onSuccess: () => setFields(EMPTY) });
  }

  return (
    <AdminPage title="League Seasons" back={{ to: '/admin/match-day', label: 'Back to Match Day' }}>
      <QueryState query={seasons} what="the seasons">
        {(rows) => (
          <AdminList
            label="Seasons"
            rows={rows}
            rowKey={(season) => season.id}
            rowName={(season) => season.name}
            columns={[
              { header: 'Season', render: (season) => season.name },
              {
                header: 'Dates',
                render: (season) =>
                  `${formatUtcDay(season.start)} to ${formatUtcDay(new Date(season.end.getTime() - 1))}`,
              },
              {
                header: 'Points',
                render: (season) =>
                  season.scheme.kind === 'fixed'
                    ? `Fixed: ${season.scheme.table.join(', ')}`
                    : 'By position',
              },
              {
                header: 'Counting',
                render: (season) => (season.bestOf ? `Best ${season.bestOf}` : 'Every match'),
              },
            ]}
            actions={(season) => [
              { label: 'Delete', color: 'error', onClick: () => setToDelete(season) },
            ]}
            emptyText="No seasons yet."
          />
        )}
      </QueryState>
      <Typography variant="h5" component="h2" sx={{ mt: 3, mb: 2 }}>
        Add or replace a season
      </Typography>
      <Stack spacing={2} sx={{ maxWidth: 480 }}>
        <TextField label="Season name" value={fields.name} onChange={set('name')} />
        <TextField
          label="First day"
          type="date"
          value={fields.start}
          onChange={set('start')}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          label="Last day"
          type="date"
          value={fields.end}
          onChange={set('end')}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          select
          label="Points scheme"
          value={fields.scheme}
          onChange={set('scheme')}
          slotProps={{ select: { native: true } }}
        >
          <option value="byPosition">By position (1st = number of anglers)</option>
          <option value="fixed">Fixed table</option>
        </TextField>
        {fields.scheme === 'fixed' && (
          <TextField
            label="Points for 1st, 2nd, …"
            placeholder="20, 18, 16"
            value={fields.fixedPoints}
            onChange={set('fixedPoints')}
          />
        )}
        <TextField
          label="Best N matches count (empty: all)"
          value={fields.bestOf}
          onChange={set('bestOf')}
          slotProps={{ htmlInput: { inputMode: 'numeric', pattern: '[0-9]*' } }}
        />
        {(problem ?? save.error) && (
          <Alert severity="error">{problem ?? errorMessage(save.error, 'save the season')}</Alert>
        )}
        <Button variant="contained" size="large" onClick={submit} disabled={save.isPending}>
          Save season
        </Button>
      </Stack>
      {/* A season holds no matches: they belong to it by date. So deleting one removes only its
          league table; the matches and their results stay, and a season with the same dates
          brings the table back. The question says so. */}
      <ConfirmDelete
        item={toDelete}
        question={(season) =>
          `Delete the season ${season.name}? Its matches and their results stay on the site; only its league table goes (add a season with the same dates to bring it back).`
        }
        onDelete={(season) => remove.mutateAsync(season.id)}
        done={(season) => `The season ${season.name} was deleted.`}
        failureAction="delete the season"
        onClose={() => setToDelete(null)}
      />
    </AdminPage>
  );
}
