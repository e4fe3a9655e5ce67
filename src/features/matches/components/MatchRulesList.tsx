import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { QueryState } from '../../../components/QueryState';
import { CLUB_NAME } from '../../../config/constants';
import { useMatchRules } from '../api/get-match-rules';
import { formatMatchRule } from '../match-list';

const NO_RULES = 'No match rules have been written yet.';

/** The match rules, by rank, each written "rank) value". */
export function MatchRulesList() {
  const rules = useMatchRules();
  return (
    <Box component="section" aria-labelledby="match-rules-heading" sx={{ mt: 4 }}>
      <Typography id="match-rules-heading" variant="h5" component="h2" gutterBottom>
        {CLUB_NAME} Match Rules
      </Typography>
      <QueryState query={rules} what="the match rules" empty={NO_RULES}>
        {(list) => (
          // The rank is part of each line's text, so the list draws no numbers of its own.
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {list
              .toSorted((a, b) => a.rank - b.rank)
              .map((rule) => (
                <Typography key={rule.id} component="li" sx={{ mb: 1 }}>
                  {formatMatchRule(rule)}
                </Typography>
              ))}
          </Box>
        )}
      </QueryState>
    </Box>
  );
}
