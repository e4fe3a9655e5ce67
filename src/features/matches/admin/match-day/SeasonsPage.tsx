import Typography from '@mui/material/Typography';
import { useWatch } from 'react-hook-form';
import { AdminForm } from '../../../../components/admin/AdminForm';
import { AdminPage } from '../../../../components/admin/AdminPage';
import { CollectionList } from '../../../../components/admin/CollectionList';
import { useCollection } from '../../../../components/admin/collection-api';
import { choices, type FieldSpec } from '../../../../components/admin/field-spec';
import { FormFields } from '../../../../components/admin/FormFields';
import { formatUtcDay } from '../../../../lib/dates';
import { seasonsCollection } from '../../api/seasons-collection';
import type { SeasonFields } from './season-form';

const EMPTY: SeasonFields = {
  name: '',
  start: '',
  end: '',
  scheme: 'byPosition',
  fixedPoints: '',
  bestOf: '',
};

// The text as typed; seasonFromFields (season-form.ts) checks the whole season on Save.
const FIXED_POINTS = {
  name: 'fixedPoints',
  label: 'Points for 1st, 2nd, …',
  placeholder: '20, 18, 16',
} as const satisfies FieldSpec;
const BEST_OF = { name: 'bestOf', label: 'Best N matches count (empty: all)' } as const;
const SEASON_FIELDS = [
  { name: 'name', label: 'Season name' },
  { name: 'start', label: 'First day', type: 'date' },
  { name: 'end', label: 'Last day', type: 'date' },
  {
    name: 'scheme',
    label: 'Points scheme',
    kind: 'select',
    options: choices({ byPosition: 'By position (1st = number of anglers)', fixed: 'Fixed table' }),
  },
  // Drawn below by SchemeFields: the fixed table only for a fixed scheme.
  { ...FIXED_POINTS, hidden: true },
  { ...BEST_OF, hidden: true },
] as const satisfies readonly FieldSpec[];

function SchemeFields() {
  const scheme = useWatch({ name: 'scheme' }) as SeasonFields['scheme'];
  return <FormFields fields={scheme === 'fixed' ? [FIXED_POINTS, BEST_OF] : [BEST_OF]} />;
}

/** League seasons: the dates each covers, its points scheme and how many matches count. */
export function SeasonsPage() {
  const { submit } = useCollection(seasonsCollection);
  return (
    <AdminPage title="League Seasons" back={{ to: '/admin/match-day', label: 'Back to Match Day' }}>
      <CollectionList
        label="Seasons"
        api={seasonsCollection}
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
          done: (season) => `The season ${season.name} was deleted.`,
        }}
      />
      <Typography variant="h5" component="h2" sx={{ mt: 3, mb: 2 }}>
        Add or replace a season
      </Typography>
      <AdminForm
        fields={SEASON_FIELDS}
        values={EMPTY}
        submitLabel="Save season"
        failureAction="save the season"
        saved={(values) => `The season ${values.name.trim()} was saved.`}
        // The form starts empty again for the next season.
        afterSave={EMPTY}
        onSubmit={(values) => submit(undefined)(values as SeasonFields)}
      >
        <SchemeFields />
      </AdminForm>
    </AdminPage>
  );
}
