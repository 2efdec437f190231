import { Alert, Button, CardContent, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { AuthLayout, useLocation } from 'react-admin';
import { signInErrorMessage } from './sign-in-error';
import { SignInCard } from './SignInCard';
import { useStaffAuth } from './use-staff-auth';

/** Opened from the one-time link of an invitation (or `npm run staff:create`): `#/set-password?token=...`. */
export function SetPasswordPage() {
  const auth = useStaffAuth();
  const token = new URLSearchParams(useLocation().search).get('token') ?? '';
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);

  const submit = async () => {
    if (password.length < 8) return setError('Use at least 8 characters.');
    if (password !== confirmation) return setError('The two passwords differ.');
    setBusy(true);
    setError(null);
    try {
      await auth.setPassword(token, password);
      setDone(true);
    } catch (failure) {
      setError(signInErrorMessage(failure));
    } finally {
      setBusy(false);
    }
  };

  if (!token)
    return (
      <AuthLayout>
        <CardContent sx={{ width: 360, maxWidth: '100%' }}>
          <Typography component="h1" variant="h5" gutterBottom>
            Set your password
          </Typography>
          <Alert severity="error" role="alert">
            This link is incomplete. Open the link from your invitation email again.
          </Alert>
        </CardContent>
      </AuthLayout>
    );

  if (done)
    return (
      <AuthLayout>
        <CardContent sx={{ width: 360, maxWidth: '100%' }}>
          <Typography component="h1" variant="h5" gutterBottom>
            Password set
          </Typography>
          <Typography variant="body2" gutterBottom>
            Sign in with your email and new password. On your first sign-in you will set up two-step sign-in with an
            authenticator app.
          </Typography>
          <Button variant="contained" fullWidth href="#/login">
            Sign in
          </Button>
        </CardContent>
      </AuthLayout>
    );

  return (
    <AuthLayout>
      <SignInCard title="Set your password" error={error} submitLabel="Set password" busy={busy} onSubmit={submit}>
        <TextField
          label="New password"
          type="password"
          autoComplete="new-password"
          helperText="8 to 128 characters; a common password is refused."
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          required
          autoFocus
        />
        <TextField
          label="Repeat the password"
          type="password"
          autoComplete="new-password"
          value={confirmation}
          onChange={(event) => setConfirmation(event.target.value)}
          required
        />
      </SignInCard>
    </AuthLayout>
  );
}
