import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { Navigate, useLocation } from 'react-router-dom';
import { FormFields } from '../../../components/admin/FormFields';
import { adminTitle } from '../../../config/constants';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { sendPasswordReset } from '../api/password-reset';
import { signIn } from '../api/sign-in';
import { useAuth, useStartAuth } from '../auth-context';
import { loginErrorMessage } from '../login-error-message';
import { resetSentMessage } from '../reset-sent-message';
import { returnPath } from '../return-path';

export function AdminLoginPage() {
  useDocumentTitle(adminTitle('Admin Login'));
  useStartAuth();
  const auth = useAuth();
  // Signed in, the admin goes on to the page that sent them here (RequirePermission), else /admin.
  const next = returnPath(useLocation().search);
  const form = useForm({ defaultValues: { email: '', password: '' } });
  const [error, setError] = useState('');
  const [notice, setNotice] = useState('');
  const [sendingReset, setSendingReset] = useState(false);

  if (auth.status === 'signedIn' && !auth.permissions.disabled)
    return <Navigate to={next} replace />;

  // A form submit, so Enter in either field signs in.
  const handleSubmit = form.handleSubmit(async ({ email, password }) => {
    setError('');
    setNotice('');
    try {
      await signIn(email, password);
    } catch (caught) {
      setError(loginErrorMessage(caught));
    }
  });

  // "Forgot password?": the club's reset email (the admin server's) to the address typed in Email;
  // on failure the typed address stays in the form.
  const handleForgot = async () => {
    setError('');
    setNotice('');
    const email = form.getValues('email').trim();
    if (!email) {
      setError('Enter your email above, then choose Forgot password? again.');
      return;
    }
    setSendingReset(true);
    try {
      await sendPasswordReset(email);
      setNotice(resetSentMessage(email));
    } catch (caught) {
      setError(loginErrorMessage(caught));
    } finally {
      setSendingReset(false);
    }
  };

  return (
    <Paper
      component="form"
      onSubmit={handleSubmit}
      noValidate
      sx={{ maxWidth: 400, mx: 'auto', p: 3 }}
    >
      <Typography variant="h4" component="h1" gutterBottom>
        Admin Login
      </Typography>
      <FormProvider {...form}>
        <Stack spacing={2} sx={{ mt: 2, mb: 1 }}>
          <FormFields
            fields={[
              { name: 'email', label: 'Email', type: 'email', autoComplete: 'username' },
              {
                name: 'password',
                label: 'Password',
                type: 'password',
                autoComplete: 'current-password',
              },
            ]}
          />
        </Stack>
      </FormProvider>
      {error && (
        <Typography role="alert" sx={{ color: 'error.main', fontWeight: 'bold', mt: 1 }}>
          {error}
        </Typography>
      )}
      {notice && (
        <Typography role="status" sx={{ mt: 1 }}>
          {notice}
        </Typography>
      )}
      <Box sx={{ mt: 2 }}>
        <Button type="submit" variant="contained" disabled={form.formState.isSubmitting} fullWidth>
          Login
        </Button>
      </Box>
      <Box sx={{ mt: 1, textAlign: 'center' }}>
        <Button
          variant="text"
          disabled={sendingReset || form.formState.isSubmitting}
          onClick={() => void handleForgot()}
        >
          Forgot password?
        </Button>
      </Box>
    </Paper>
  );
}
