import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { QueryState } from '../../../components/QueryState';
import { useNotApprovedCatches } from '../api/get-not-approved-catches';
import type { Catch } from '../types';

interface Props {
  describe: (entry: Catch) => string;
  /** Approves it after all (the page's own approve: the record check, then Undo). */
  onApprove: (entry: Catch) => void;
  /** Catches whose change is waiting for its Undo to pass. */
  hidden: readonly string[];
}

/**
 * The catches not approved lately, each with the reason the member was given and Approve: a
 * "not approved" in error is put right here once its Undo has gone.
 */
export function NotApprovedCatches({ describe, onApprove, hidden }: Props) {
  const list = useNotApprovedCatches();
  return (
    <section aria-labelledby="not-approved-heading">
      <Typography variant="h6" component="h2" id="not-approved-heading" sx={{ mt: 4 }}>
        Not approved lately
      </Typography>
      <QueryState
        query={list}
        what="the catches not approved"
        empty={<Typography>No catch has been turned down.</Typography>}
      >
        {(catches) => (
          <List dense disablePadding>
            {catches
              .filter((entry) => !hidden.includes(entry.id))
              .map((entry) => (
                <ListItem key={entry.id} disableGutters sx={{ flexWrap: 'wrap', gap: 1 }}>
                  <ListItemText
                    primary={describe(entry)}
                    secondary={`Why: ${entry.notApprovedReason ?? ''}`}
                    sx={{ flex: '1 1 12rem', overflowWrap: 'anywhere' }}
                  />
                  <Button
                    variant="outlined"
                    size="small"
                    onClick={() => onApprove(entry)}
                    aria-label={`${describe(entry)}: approve after all`}
                  >
                    Approve after all
                  </Button>
                </ListItem>
              ))}
          </List>
        )}
      </QueryState>
    </section>
  );
}
