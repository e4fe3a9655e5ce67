import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { siteServices } from '../api/submit-services';
import { endSubmitterIdentity } from '../api/submitter-identity';
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
 * "Not me" on a shared phone (issue 32, finding 14): the last person's catches leave this phone
 * and their anonymous identity ends with its open draft (api/submitter-identity.ts), so the next
 * person reads nothing of theirs. Asked twice: a catch still waiting for signal is not sent.
 */
function NotMe({ queued }: { queued: readonly QueuedCatch[] }) {
  const [asking, setAsking] = useState(false);
  async function forget() {
    for (const entry of queued) await catchOutbox.remove(entry.id);
    await endSubmitterIdentity(siteServices).catch(() => undefined);
    setAsking(false);
  }
  if (!asking)
    return (
      <Button size="small" onClick={() => setAsking(true)} sx={{ mt: 1 }}>
        Not me
      </Button>
    );
  return (
    <Box role="group" aria-label="Not me" sx={{ mt: 1 }}>
      <Typography variant="body2">
        Remove these catches from this phone? Any still waiting will not be sent.
      </Typography>
      <Button size="small" color="error" onClick={() => void forget()}>
        Remove them
      </Button>
      <Button size="small" onClick={() => setAsking(false)}>
        Keep them
      </Button>
    </Box>
  );
}

/**
 * The catches this member submitted with no signal, kept on this phone (outbox/): what waits, what
 * is being sent, what was sent, and any the club's server refused, with the reason; and "Not me"
 * for the next person on a shared phone.
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
      <NotMe queued={queued} />
    </Box>
  );
}
