import { Alert, Button, Typography } from '@mui/material';
import { useState } from 'react';
import { AuthLayout, useLocation } from 'react-admin';
import { SignInCard, SignInField, SignInMessage, useSignInStep } from './SignInCard';
import { useStaffAuth } from './use-staff-auth';

/** Opened from the one-time link of an invitation (or `npm run staff:create`): `#/set-password?token=...`. */
export function SetPasswordPage() {
  const auth = useStaffAuth();
  const token = new URLSearchParams(useLocation().search).get('token') ?? '';
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [done, setDone] = useState(false);
  const { error, busy, setError, attempt } = useSignInStep();

  const submit = () => {
    if (password.length < 8) return setError('Use at least 8 characters.');
    if (password !== confirmation) return setError('The two passwords differ.');
    return attempt(async () => {
      await auth.setPassword(token, password);
      setDone(true);
    });
  };

  return (
    <AuthLayout>
      {!token ? (
        <SignInMessage title="Set your password">
          <Alert severity="error" role="alert">
            This link is incomplete. Open the link from your invitation email again.
          </Alert>
        </SignInMessage>
      ) : done ? (
        <SignInMessage title="Password set">
          <Typography variant="body2" gutterBottom>
            Sign in with your email and new password. On your first sign-in you will set up two-step sign-in with an
            authenticator app.
          </Typography>
          <Button variant="contained" fullWidth href="#/login">
            Sign in
          </Button>
        </SignInMessage>
      ) : (
        <SignInCard title="Set your password" error={error} submitLabel="Set password" busy={busy} onSubmit={submit}>
          <SignInField
            label="New password"
            type="password"
            autoComplete="new-password"
            helperText="8 to 128 characters; a common password is refused."
            value={password}
            onChange={setPassword}
            autoFocus
          />
          <SignInField
            label="Repeat the password"
            type="password"
            autoComplete="new-password"
            value={confirmation}
            onChange={setConfirmation}
          />
        </SignInCard>
      )}
    </AuthLayout>
  );
}
