import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { FORM_COLUMN } from '../../../components/form-column';
import { PageSpinner } from '../../../components/PageSpinner';
import { publicTitle } from '../../../config/constants';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { claimAfterSignIn } from '../api/finish-sign-in';
import {
  completeSignInLink,
  isSignInLink,
  rememberedEmail,
  sendPasswordReset,
  sendSignInLink,
  signInErrorMessage,
  signInWithPassword,
} from '../api/member-sign-in';
import { emailProblem } from '../email-problem';
import { useMember } from '../use-member';

type Stage =
  | { step: 'checking' }
  | { step: 'ask' }
  /** `existing`: the link found an account with that email, and a new link was sent. */
  | { step: 'sent'; email: string; existing?: boolean }
  /** The page was opened from the emailed link on a phone that does not know the email. */
  | { step: 'confirmEmail' }
  | { step: 'finishing' };

/**
 * /account/sign-in: a member signs in with a link sent by email, or a password if they set one.
 * The same page completes the link when the email opens it. Members are not admins: the admin
 * login (/admin/login) is separate and unchanged.
 */
export function SignInPage() {
  useDocumentTitle(publicTitle('Member sign in'));
  const member = useMember();
  const navigate = useNavigate();
  const [stage, setStage] = useState<Stage>({ step: 'checking' });
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [withPassword, setWithPassword] = useState(false);
  const [problem, setProblem] = useState<string>();
  const [notice, setNotice] = useState<string>();
  const [fieldProblem, setFieldProblem] = useState<string>();

  const finish = async (address: string) => {
    setStage({ step: 'finishing' });
    setProblem(undefined);
    try {
      if ((await completeSignInLink(address, window.location.href)) === 'newLinkSent') {
        return setStage({ step: 'sent', email: address, existing: true });
      }
      await claimAfterSignIn();
      navigate('/account', { replace: true });
    } catch (error) {
      setProblem(signInErrorMessage(error));
      setStage({ step: 'confirmEmail' });
    }
  };

  useEffect(() => {
    let stopped = false;
    void isSignInLink(window.location.href).then(
      (isLink) => {
        if (stopped) return;
        if (!isLink) return setStage({ step: 'ask' });
        const known = rememberedEmail();
        if (known) void finish(known);
        else setStage({ step: 'confirmEmail' });
      },
      () => !stopped && setStage({ step: 'ask' }),
    );
    return () => {
      stopped = true;
    };
    // Once, for the address the page opened with.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // Already signed in (not from a link being completed here): straight to the account.
  useEffect(() => {
    if (member.status === 'signedIn' && stage.step === 'ask') {
      navigate('/account', { replace: true });
    }
  }, [member.status, stage.step, navigate]);

  /**
   * What both buttons do first: check the address typed (a problem is said by the field) and clear
   * what was said before; then `send` to it, any failure said above the form.
   */
  const toAddress = async (send: (address: string) => Promise<void>) => {
    const invalid = emailProblem(email);
    setFieldProblem(invalid);
    setProblem(undefined);
    setNotice(undefined);
    if (invalid) return;
    try {
      await send(email.trim().toLowerCase());
    } catch (error) {
      setProblem(signInErrorMessage(error));
    }
  };

  // What is said is the same whether or not the address has a password: it tells nobody.
  const forgotPassword = () =>
    toAddress(async (address) => {
      await sendPasswordReset(address);
      setNotice(
        `If ${address} has a password on the club site, an email with a link to choose a new one is on its way. You can also sign in with a link instead.`,
      );
    });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    return toAddress(async (address) => {
      // finish says its own failures.
      if (stage.step === 'confirmEmail') return finish(address);
      if (withPassword) {
        await signInWithPassword(address, password);
        await claimAfterSignIn();
        navigate('/account', { replace: true });
      } else {
        await sendSignInLink(address);
        setStage({ step: 'sent', email: address });
      }
    });
  };

  if (stage.step === 'checking' || stage.step === 'finishing') {
    return <PageSpinner label="Signing you in" />;
  }

  return (
    <Box sx={{ maxWidth: 480 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        Member sign in
      </Typography>
      {stage.step === 'sent' ? (
        <Stack spacing={2}>
          <Alert severity="success">
            {/* The server answers alike for every address (it tells nobody who is a member). */}
            {stage.existing
              ? `This email already has an account on the club site, so that link could not be used here. We have sent a new sign-in link to ${stage.email}.`
              : `If ${stage.email} is the address you joined with, a sign-in link is on its way to it.`}{' '}
            Open it on this phone to sign in. It can take a minute to arrive; check your spam folder
            too.
          </Alert>
          <Link
            component="button"
            type="button"
            underline="always"
            onClick={() => setStage({ step: 'ask' })}
          >
            Use another email address
          </Link>
        </Stack>
      ) : (
        <Box component="form" noValidate onSubmit={submit} sx={FORM_COLUMN}>
          <Stack spacing={2}>
            <Typography>
              {stage.step === 'confirmEmail'
                ? 'To finish signing in on this phone, enter the email address the link was sent to.'
                : 'Enter the email address you joined with. We will email you a link that signs you in: no password needed.'}
            </Typography>
            <TextField
              label="Email"
              type="email"
              required
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              error={Boolean(fieldProblem)}
              helperText={fieldProblem}
              slotProps={{ htmlInput: { autoComplete: 'email' } }}
            />
            {withPassword && stage.step === 'ask' && (
              <TextField
                label="Password"
                type="password"
                required
                value={password}
                onChange={(event) => setPassword(event.target.value)}
                slotProps={{ htmlInput: { autoComplete: 'current-password' } }}
              />
            )}
            {problem && <Alert severity="error">{problem}</Alert>}
            {notice && <Alert severity="info">{notice}</Alert>}
            <Button type="submit" variant="contained" size="large">
              {stage.step === 'confirmEmail'
                ? 'Sign in'
                : withPassword
                  ? 'Sign in with password'
                  : 'Email me a sign-in link'}
            </Button>
            {stage.step === 'ask' && (
              <Link
                component="button"
                type="button"
                onClick={() => setWithPassword(!withPassword)}
                sx={{ alignSelf: 'flex-start' }}
              >
                {withPassword ? 'Use a sign-in link instead' : 'Sign in with a password instead'}
              </Link>
            )}
            {withPassword && stage.step === 'ask' && (
              <Link
                component="button"
                type="button"
                onClick={() => void forgotPassword()}
                sx={{ alignSelf: 'flex-start' }}
              >
                Forgot your password?
              </Link>
            )}
            <Typography variant="body2">
              Not a member yet?{' '}
              <Link component={RouterLink} to="/join" underline="always">
                Join the club
              </Link>
              .
            </Typography>
          </Stack>
        </Box>
      )}
    </Box>
  );
}
