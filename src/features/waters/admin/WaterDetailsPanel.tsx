import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { FormDialog } from '../../../components/admin/AdminForm';
import { DialogButton } from '../../../components/admin/DialogButton';
import { HistoryButton } from '../../../components/admin/HistoryDialog';
import type { Water } from '../../../config/waters';
import { useSaveWaterDetails } from '../api/save-water-details';
import { waterDetailsQuery } from '../api/water-details';

const FIELDS = [
  { name: 'postcode', label: 'Postcode', max: 10, helperText: 'e.g. ME2 4NR' },
  { name: 'directions', label: 'Directions', kind: 'multiline', max: 1000 },
  { name: 'parking', label: 'Parking', kind: 'multiline', max: 500 },
  { name: 'facilities', label: 'Facilities', kind: 'multiline', max: 500 },
  { name: 'species', label: 'Species', max: 300, helperText: 'e.g. Carp, tench, bream' },
  {
    name: 'rules',
    label: 'Its own rules',
    kind: 'multiline',
    max: 2000,
    helperText: 'One rule a line.',
  },
] as const;

/** How to find and fish the water, as its page says it: edited in one form, recorded. */
export function WaterDetailsPanel({ water }: { water: Water }) {
  const details = useQuery(waterDetailsQuery(water.key));
  const save = useSaveWaterDetails(water.key);
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 2 }}>
      <Typography sx={{ flex: '1 1 12rem' }}>
        {details.data?.postcode
          ? `${details.data.postcode}: directions, parking, species and rules.`
          : 'No directions, parking or rules yet.'}
      </Typography>
      <DialogButton
        label="Edit Details"
        variant="outlined"
        dialog={(close) => (
          <FormDialog
            title={`Edit ${water.name} Details`}
            submitLabel="Save Details"
            fields={FIELDS}
            values={details.data ?? {}}
            warnUnsaved
            saved={`${water.name} details saved.`}
            onSubmit={(values) =>
              save.mutateAsync({
                postcode: values.postcode.toUpperCase(),
                directions: values.directions,
                parking: values.parking,
                facilities: values.facilities,
                species: values.species,
                rules: values.rules,
              })
            }
            onClose={close}
          />
        )}
      />
      <HistoryButton
        label="Details History"
        variant="text"
        area="manageWaters"
        path={`waters/${water.key}`}
        name={`${water.name} details`}
      />
    </Stack>
  );
}
