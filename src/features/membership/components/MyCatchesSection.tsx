import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { QueryState } from '../../../components/QueryState';
import { useMyCatches } from '../api/get-my-account';
import type { CatchOutcome, MyCatch } from '../types';
import { formatClubDay } from '../../../lib/dates';

const OUTCOME: Record<
  CatchOutcome['state'],
  { label: string; color: 'default' | 'success' | 'warning' }
> = {
  waiting: { label: 'Waiting for approval', color: 'default' },
  approved: { label: 'Approved', color: 'success' },
  notApproved: { label: 'Not approved', color: 'warning' },
};

function weightText(item: MyCatch): string {
  return item.weight ? `, ${item.weight.lbs} lb ${item.weight.oz} oz` : '';
}

/** The member's catches (theirs by ownerUid) with what became of each (issue 33, point 8). */
export function MyCatchesSection({ uid }: { uid: string }) {
  const catches = useMyCatches(uid);
  return (
    <Stack spacing={1} component="section" aria-labelledby="catches-heading">
      <Typography variant="h5" component="h2" id="catches-heading">
        My catches
      </Typography>
      <QueryState
        query={catches}
        what="your catches"
        empty="You have not sent a catch from this account yet. Send one from the Catches page."
      >
        {(list) => (
          <List disablePadding>
            {list.map((item) => (
              <ListItem key={item.id} divider disableGutters sx={{ display: 'block' }}>
                <Typography sx={{ fontWeight: 700 }}>
                  {item.fishType}
                  {weightText(item)}
                </Typography>
                <Typography variant="body2">
                  {item.catchLocation}, sent {formatClubDay(item.submittedAt)}
                </Typography>
                <Chip
                  size="small"
                  sx={{ mt: 0.5 }}
                  label={OUTCOME[item.outcome.state].label}
                  color={OUTCOME[item.outcome.state].color}
                />
                {item.outcome.state === 'notApproved' && (
                  <Typography variant="body2" sx={{ mt: 0.5 }}>
                    Why: {item.outcome.reason}
                  </Typography>
                )}
              </ListItem>
            ))}
          </List>
        )}
      </QueryState>
    </Stack>
  );
}
