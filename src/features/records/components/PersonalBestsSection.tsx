import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { NativeSelectField } from '../../../components/NativeSelectField';
import { QueryState } from '../../../components/QueryState';
import { usePersonalBests } from '../api/get-records';
import { bySpecies } from '../record-order';
import { RecordTable } from './RecordTable';

/** An angler picked from those holding a personal best, and their best of each species. */
export function PersonalBestsSection({ anglers }: { anglers: string[] }) {
  const [angler, setAngler] = useState('');
  // Read only once an angler is picked: one document each.
  const bests = usePersonalBests(angler === '' ? undefined : angler);
  if (anglers.length === 0) return <Typography>No personal bests yet.</Typography>;
  return (
    <>
      <NativeSelectField label="Angler" value={angler} onChange={setAngler}>
        <option value="">Choose an angler</option>
        {anglers.map((name) => (
          <option key={name} value={name}>
            {name}
          </option>
        ))}
      </NativeSelectField>
      {angler !== '' && (
        <QueryState
          query={bests}
          what="the personal bests"
          loading={`Loading ${angler}’s personal bests`}
        >
          {(found) => (
            <RecordTable
              label={`${angler}’s personal bests`}
              entries={bySpecies(Object.values(found.bests))}
              detail="water"
            />
          )}
        </QueryState>
      )}
    </>
  );
}
