import { Alert, Box, Button, CardContent, CircularProgress, TextField, Typography } from '@mui/material';
import { useState, type FormEvent, type ReactNode } from 'react';
import { signInErrorMessage } from './sign-in-error';

const cardSx = { width: 360, maxWidth: '100%' };

function Heading({ children }: { children: ReactNode }) {
  return (
    <Typography component="h1" variant="h5" gutterBottom>
      {children}
    </Typography>
  );
}

/** A step's submission: busy while it runs, the API's message (or the check's) when it fails. */
export function useSignInStep() {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const attempt = async (action: () => Promise<unknown>) => {
    setBusy(true);
    setError(null);
    try {
      await action();
    } catch (failure) {
      setError(signInErrorMessage(failure));
    } finally {
      setBusy(false);
    }
  };
  return { error, busy, setError, attempt };
}

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
    <CardContent component="form" onSubmit={submit} noValidate sx={cardSx}>
      <Heading>{title}</Heading>
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

/** A step that only tells something (a broken link, a password set, the recovery codes), with what to do next. */
export function SignInMessage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <CardContent sx={cardSx}>
      <Heading>{title}</Heading>
      {children}
    </CardContent>
  );
}

interface SignInFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  type?: 'email' | 'password' | 'text';
  autoComplete: string;
  autoFocus?: boolean;
  helperText?: string;
  numeric?: boolean;
}

/** A required text field of a sign-in step, holding its value in the step's state. */
export function SignInField({ onChange, numeric, ...props }: SignInFieldProps) {
  return (
    <TextField
      {...props}
      onChange={(event) => onChange(event.target.value)}
      slotProps={{ htmlInput: numeric ? { inputMode: 'numeric', maxLength: 7 } : {} }}
      required
    />
  );
}
