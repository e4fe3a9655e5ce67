import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { sendSignInLink, signInErrorMessage } from '../api/member-sign-in';

/** Sends a sign-in link to an address already given (after joining): one tap. */
export function EmailLinkButton({ email }: { email: string }) {
  const [state, setState] = useState<'idle' | 'sending' | 'sent'>('idle');
  const [problem, setProblem] = useState<string>();
  const send = async () => {
    setProblem(undefined);
    setState('sending');
    try {
      await sendSignInLink(email);
      setState('sent');
    } catch (error) {
      setProblem(signInErrorMessage(error));
      setState('idle');
    }
  };
  return (
    <Stack spacing={1}>
      {state === 'sent' ? (
        <Alert severity="success">
          We have sent a sign-in link to {email}. Open it on this phone to sign in.
        </Alert>
      ) : (
        <Button variant="outlined" onClick={send} disabled={state === 'sending'}>
          {state === 'sending' ? 'Sending…' : 'Email me a sign-in link'}
        </Button>
      )}
      {problem && <Alert severity="error">{problem}</Alert>}
    </Stack>
  );
}
