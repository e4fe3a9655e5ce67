import Typography from '@mui/material/Typography';
import { PublicPage } from '../../../components/PublicPage';
import { QueryState } from '../../../components/QueryState';
import { PAGE_HEADINGS } from '../../../config/page-headings';
import { useClubRecords } from '../api/get-records';
import { bySpecies } from '../record-order';
import type { ClubRecords } from '../types';
import { PersonalBestsSection } from './PersonalBestsSection';
import { RecordTable } from './RecordTable';
import { WaterRecords } from './WaterRecords';

/**
 * /records: the club records (heaviest approved catch of each species, overall and per water) and
 * each angler's personal bests. One document holds the club records, one per angler the personal
 * bests, so a visit reads the same few documents however many catches the club has.
 */
export function RecordsPage() {
  const records = useClubRecords();
  return (
    <PublicPage title="Records" heading={PAGE_HEADINGS.records}>
      <QueryState query={records} what="the club records">
        {(club) => <ClubRecordsTables club={club} />}
      </QueryState>
    </PublicPage>
  );
}

/** The club's records: by species, at each water, and each angler's personal bests. */
function ClubRecordsTables({ club }: { club: ClubRecords }) {
  return (
    <>
      <Typography variant="h5" component="h2" gutterBottom>
        Heaviest of each species
      </Typography>
      {Object.keys(club.species).length === 0 ? (
        <Typography>No weighed catch has been approved yet.</Typography>
      ) : (
        <RecordTable
          label="Club records by species"
          entries={bySpecies(Object.values(club.species))}
          detail="angler"
        />
      )}
      <Typography variant="h5" component="h2" gutterBottom sx={{ mt: 4 }}>
        Records at each water
      </Typography>
      <WaterRecords records={club} />
      <Typography variant="h5" component="h2" gutterBottom sx={{ mt: 4 }}>
        Personal bests
      </Typography>
      <PersonalBestsSection anglers={club.anglers} />
    </>
  );
}
