import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import type { QueuedCatch } from '../outbox/queued-catch';
import { catchOutbox, startOutbox, useQueuedCatches } from '../outbox/catch-outbox';

const STATE_TEXT: Record<QueuedCatch['state'], string> = {
  waiting: 'waiting for signal, will be sent by itself',
  sending: 'sending…',
  sent: 'sent, and will appear here once approved',
  refused: 'not accepted',
};

const ACTION: Record<QueuedCatch['state'], string | null> = {
  waiting: 'Cancel',
  sending: null,
  sent: 'OK',
  refused: 'Remove',
};

/**
 * The catches this member submitted with no signal, kept on this phone (outbox/): what waits, what
 * is being sent, what was sent, and any the club's server refused, with the reason.
 */
export function QueuedCatches() {
  const queued = useQueuedCatches();
  useEffect(startOutbox, []);
  if (queued.length === 0) return null;
  return (
    <Box
      component="section"
      aria-labelledby="queued-catches-title"
      sx={{
        mb: 2,
        p: 2,
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        bgcolor: 'background.paper',
      }}
    >
      <Typography id="queued-catches-title" variant="h6" component="h2" gutterBottom>
        Your catches on this phone
      </Typography>
      <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none' }}>
        {queued.map((entry) => {
          const action = ACTION[entry.state];
          return (
            <Box
              component="li"
              key={entry.id}
              sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', py: 0.5 }}
            >
              <Typography
                variant="body2"
                sx={{ flex: 1, minWidth: 0 }}
                color={entry.state === 'refused' ? 'error' : undefined}
              >
                <strong>{entry.summary}</strong>:{' '}
                {entry.state === 'waiting' && entry.reason
                  ? `waiting, will be sent by itself. ${entry.reason}` // the true reason (issue 32)
                  : `${STATE_TEXT[entry.state]}${entry.reason ? `. ${entry.reason}` : ''}`}
              </Typography>
              {action && (
                <Button
                  size="small"
                  onClick={() => void catchOutbox.remove(entry.id)}
                  aria-label={`${action}: ${entry.summary}`}
                >
                  {action}
                </Button>
              )}
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}
