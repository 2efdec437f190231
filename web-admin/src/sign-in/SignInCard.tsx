import { Alert, Box, Button, CardContent, CircularProgress, Typography } from '@mui/material';
import type { FormEvent, ReactNode } from 'react';

interface SignInCardProps {
  title: string;
  intro?: ReactNode;
  error?: string | null;
  submitLabel: string;
  busy: boolean;
  onSubmit: () => void;
  children: ReactNode;
  footer?: ReactNode;
}

/** One step of a sign-in: a titled form with its error and submit button. */
export function SignInCard({ title, intro, error, submitLabel, busy, onSubmit, children, footer }: SignInCardProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!busy) onSubmit();
  };
  return (
    <CardContent component="form" onSubmit={submit} noValidate sx={{ width: 360, maxWidth: '100%' }}>
      <Typography component="h1" variant="h5" gutterBottom>
        {title}
      </Typography>
      {intro}
      {error && (
        <Alert severity="error" role="alert" sx={{ my: 1 }}>
          {error}
        </Alert>
      )}
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, mt: 2 }}>{children}</Box>
      <Button type="submit" variant="contained" fullWidth disabled={busy} sx={{ mt: 3 }}>
        {busy ? <CircularProgress size={22} color="inherit" aria-label="Working" /> : submitLabel}
      </Button>
      {footer}
    </CardContent>
  );
}
