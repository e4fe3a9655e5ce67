import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { CATCH_LOCATIONS } from '../../../config/constants';
import { NativeSelectField } from '../../../components/NativeSelectField';
import { byWeight } from '../record-order';
import { recordWeightText } from '../record-book';
import type { ClubRecords } from '../types';
import { RecordTable } from './RecordTable';

/** The records at one water (picked from the club's waters): its heaviest fish, then each species'. */
export function WaterRecords({ records }: { records: ClubRecords }) {
  const [water, setWater] = useState<string>(CATCH_LOCATIONS[0]);
  const entries = byWeight(Object.values(records.waters[water] ?? {}));
  const heaviest = entries[0];
  return (
    <>
      <NativeSelectField label="Water" value={water} onChange={setWater}>
        {CATCH_LOCATIONS.map((name) => (
          <option key={name} value={name}>
            {name}
          </option>
        ))}
      </NativeSelectField>
      {heaviest ? (
        <>
          <Typography sx={{ mb: 2 }}>
            The heaviest fish from {water}: {heaviest.memberName}’s {heaviest.fishType},{' '}
            {recordWeightText(heaviest.weightOz)}.
          </Typography>
          <RecordTable label={`Records at ${water}`} entries={entries} detail="angler" />
        </>
      ) : (
        <Typography>No weighed catch from {water} has been approved yet.</Typography>
      )}
    </>
  );
}
