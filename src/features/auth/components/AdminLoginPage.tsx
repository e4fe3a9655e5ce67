import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { Navigate } from 'react-router-dom';
import { adminTitle } from '../../../config/constants';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { signIn } from '../api/sign-in';
import { useAuth, useStartAuth } from '../auth-context';
import { loginErrorMessage } from '../login-error-message';

export function AdminLoginPage() {
  useDocumentTitle(adminTitle('Admin Login'));
  useStartAuth();
  const auth = useAuth();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  if (auth.status === 'signedIn' && !auth.permissions.disabled)
    return <Navigate to="/admin" replace />;

  // A form submit, so Enter in either field signs in.
  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError('');
    try {
      await signIn(email, password);
    } catch (caught) {
      setError(loginErrorMessage(caught));
    } finally {
      setBusy(false);
    }
  }

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
      <TextField
        label="Email"
        type="email"
        autoComplete="username"
        fullWidth
        margin="normal"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
      />
      <TextField
        label="Password"
        type="password"
        autoComplete="current-password"
        fullWidth
        margin="normal"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
      />
      {error && (
        <Typography role="alert" sx={{ color: 'error.main', fontWeight: 'bold', mt: 1 }}>
          {error}
        </Typography>
      )}
      <Box sx={{ mt: 2 }}>
        <Button type="submit" variant="contained" disabled={busy} fullWidth>
          Login
        </Button>
      </Box>
    </Paper>
  );
}
