import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { ErrorNotice } from '../../../components/ErrorNotice';
import { PageSpinner } from '../../../components/PageSpinner';
import { publicTitle } from '../../../config/constants';
import { PAGE_HEADINGS } from '../../../config/page-headings';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { errorMessage } from '../../../lib/error-message';
import { useMatches } from '../api/get-matches';
import { matchesToShow } from '../match-list';
import { MatchRulesList } from './MatchRulesList';
import { MatchTable } from './MatchTable';

export function MatchesPage() {
  useDocumentTitle(publicTitle('Matches'));
  const matches = useMatches();
  const [hidePast, setHidePast] = useState(false);
  const shown = matches.data ? matchesToShow(matches.data, hidePast) : [];

  return (
    <>
      <Typography variant="h4" component="h1" gutterBottom>
        {PAGE_HEADINGS.matches}
      </Typography>
      <FormControlLabel
        control={
          <Checkbox checked={hidePast} onChange={(event) => setHidePast(event.target.checked)} />
        }
        label="Hide Past Matches"
      />
      {matches.isPending ? (
        <PageSpinner label="Loading the match list" />
      ) : matches.isError ? (
        <ErrorNotice message={errorMessage(matches.error, 'load the match list')} />
      ) : shown.length === 0 ? (
        <Typography sx={{ my: 2 }}>
          {hidePast ? 'No upcoming matches are listed.' : 'No matches are listed yet.'}
        </Typography>
      ) : (
        <MatchTable matches={shown} />
      )}
      {/* Mounted at once, so the rules load alongside the matches, but shown only under the
          loaded list: the list arriving above would push them down (a layout shift). */}
      <Box sx={{ display: matches.isPending ? 'none' : undefined }}>
        <MatchRulesList />
      </Box>
    </>
  );
}
