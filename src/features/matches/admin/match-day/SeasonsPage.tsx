import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { AdminPage } from '../../../../components/admin/AdminPage';
import { CrudList } from '../../../../components/admin/CrudList';
import { formatUtcDay } from '../../../../lib/dates';
import { errorMessage } from '../../../../lib/error-message';
import { useSeasons } from '../../api/get-league';
import { seasonFromFields, type SeasonFields } from './season-form';
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
  const save = useSaveSeason();
  const remove = useDeleteSeason();
  const [fields, setFields] = useState(EMPTY);
  const [problem, setProblem] = useState<string>();
  // Each text field's value and change handler, from its name in the typed fields.
  const field = (name: keyof SeasonFields) => ({
    value: fields[name],
    onChange: (event: { target: { value: string } }) =>
      setFields((old) => ({ ...old, [name]: event.target.value })),
  });

  function submit() {
    const made = seasonFromFields(fields);
    if (!made.ok) return setProblem(made.message);
    setProblem(undefined);
    save.mutate(made.season, { onSuccess: () => setFields(EMPTY) });
  }

  return (
    <AdminPage title="League Seasons" back={{ to: '/admin/match-day', label: 'Back to Match Day' }}>
      <CrudList
        label="Seasons"
        query={useSeasons()}
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
        // A season holds no matches: they belong to it by date. So deleting one removes only its
        // league table; the matches and their results stay, and a season with the same dates
        // brings the table back. The question says so.
        remove={{
          question: (season) =>
            `Delete the season ${season.name}? Its matches and their results stay on the site; only its league table goes (add a season with the same dates to bring it back).`,
          onDelete: (season) => remove.mutateAsync(season.id),
          done: (season) => `The season ${season.name} was deleted.`,
          failureAction: 'delete the season',
        }}
      />
      <Typography variant="h5" component="h2" sx={{ mt: 3, mb: 2 }}>
        Add or replace a season
      </Typography>
      <Stack spacing={2} sx={{ maxWidth: 480 }}>
        <TextField label="Season name" {...field('name')} />
        <TextField
          label="First day"
          type="date"
          {...field('start')}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          label="Last day"
          type="date"
          {...field('end')}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          select
          label="Points scheme"
          {...field('scheme')}
          slotProps={{ select: { native: true } }}
        >
          <option value="byPosition">By position (1st = number of anglers)</option>
          <option value="fixed">Fixed table</option>
        </TextField>
        {fields.scheme === 'fixed' && (
          <TextField
            label="Points for 1st, 2nd, …"
            placeholder="20, 18, 16"
            {...field('fixedPoints')}
          />
        )}
        <TextField
          label="Best N matches count (empty: all)"
          {...field('bestOf')}
          slotProps={{ htmlInput: { inputMode: 'numeric', pattern: '[0-9]*' } }}
        />
        {(problem ?? save.error) && (
          <Alert severity="error">{problem ?? errorMessage(save.error, 'save the season')}</Alert>
        )}
        <Button variant="contained" size="large" onClick={submit} disabled={save.isPending}>
          Save season
        </Button>
      </Stack>
    </AdminPage>
  );
}
