import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { errorMessage } from '../../../lib/error-message';
import { downloadMyData, requestClose } from '../api/account-calls';
import { setPassword, signInErrorMessage, signOutMember } from '../api/member-sign-in';
import type { MemberRecord } from '../types';
import { formatClubDay } from '../../../lib/dates';

/** Password, my data, closing the account, signing out. */
export function AccountActions({ member, uid }: { member: MemberRecord | null; uid: string }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [notice, setNotice] = useState<{ severity: 'success' | 'error'; text: string }>();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [closeProblem, setCloseProblem] = useState<string>();

  const run = async (work: () => Promise<void>, done: string, action: string) => {
    setNotice(undefined);
    setBusy(true);
    try {
      await work();
      setNotice({ severity: 'success', text: done });
    } catch (error) {
      setNotice({ severity: 'error', text: errorMessage(error, action) });
    } finally {
      setBusy(false);
    }
  };

  const close = async () => {
    setBusy(true);
    setCloseProblem(undefined);
    try {
      await requestClose();
      // The account read again says so itself ("You asked to close…"): no second notice.
      await queryClient.invalidateQueries({ queryKey: ['account', uid] });
      setAsking(false);
    } catch (error) {
      setCloseProblem(errorMessage(error, 'send your request'));
    } finally {
      setBusy(false);
    }
  };

  const signOut = async () => {
    await signOutMember();
    queryClient.removeQueries({ queryKey: ['account'] });
    navigate('/account/sign-in', { replace: true });
  };

  return (
    <Stack spacing={2} component="section" aria-labelledby="account-actions-heading">
      <Typography variant="h5" component="h2" id="account-actions-heading">
        My account
      </Typography>
      <PasswordForm />
      <Button
        variant="outlined"
        disabled={busy}
        onClick={() =>
          void run(
            downloadMyData,
            'Your data has been downloaded as a JSON file.',
            'download your data',
          )
        }
      >
        Download my data
      </Button>
      {member && !member.closeRequestedAt && member.status !== 'closed' && (
        <Button variant="outlined" color="error" disabled={busy} onClick={() => setAsking(true)}>
          Ask to close my account
        </Button>
      )}
      {member?.closeRequestedAt && (
        <Alert severity="info" role="status">
          You asked to close your account on {formatClubDay(member.closeRequestedAt)}. The
          membership secretary will close it and tell you.
        </Alert>
      )}
      {notice && <Alert severity={notice.severity}>{notice.text}</Alert>}
      <Button variant="text" onClick={() => void signOut()}>
        Sign out
      </Button>
      <ConfirmDialog
        open={asking}
        title="Close your account?"
        message="The membership secretary will close your membership: your card stops working, no renewal reminders are sent, and your details are removed after the time the club must keep its records. Your catches stay in the gallery by your initials. Money already paid is not refunded automatically."
        note="You can ask the secretary to undo it before it is done."
        confirmLabel="Ask to close"
        busy={busy}
        error={closeProblem}
        onCancel={() => setAsking(false)}
        onConfirm={() => void close()}
      />
    </Stack>
  );
}

/** An optional password, for signing in without waiting for an email. */
function PasswordForm() {
  const [open, setOpen] = useState(false);
  const [password, setValue] = useState('');
  const [problem, setProblem] = useState<string>();
  const [done, setDone] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(undefined);
    if (password.length < 8) return setProblem('Choose a password of at least 8 characters.');
    try {
      await setPassword(password);
      setDone(true);
      setOpen(false);
      setValue('');
    } catch (error) {
      setProblem(signInErrorMessage(error));
    }
  };
  if (!open) {
    return (
      <>
        {done && <Alert severity="success">Your password is set.</Alert>}
        <Button variant="outlined" onClick={() => setOpen(true)}>
          Set a password (optional)
        </Button>
      </>
    );
  }
  return (
    <Stack component="form" spacing={1} noValidate onSubmit={submit}>
      <TextField
        label="New password"
        type="password"
        value={password}
        onChange={(event) => setValue(event.target.value)}
        error={Boolean(problem)}
        helperText={problem ?? 'At least 8 characters. You can still sign in with a link.'}
        slotProps={{ htmlInput: { autoComplete: 'new-password' } }}
      />
      <Stack direction="row" spacing={1}>
        <Button type="submit" variant="contained">
          Save password
        </Button>
        <Button onClick={() => setOpen(false)}>Cancel</Button>
      </Stack>
    </Stack>
  );
}
