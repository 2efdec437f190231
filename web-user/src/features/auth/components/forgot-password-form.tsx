import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { useForm } from '@/lib/forms';
import { requestPasswordResetInput, useRequestPasswordReset } from '../api/request-password-reset';

export function ForgotPasswordForm() {
  const form = useForm({ email: '' });
  const mutation = useRequestPasswordReset();
  const [sentTo, setSentTo] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const data = form.check(requestPasswordResetInput);
    if (!data) return;
    try {
      await mutation.mutateAsync(data.email);
      setSentTo(data.email);
    } catch (error) {
      if (error instanceof ApiError) form.setErrors(error.errors);
    }
  };

  if (sentTo)
    return (
      <Box role="status">
        <Typography>
          If an account exists for <strong>{sentTo}</strong>, a link to reset your password is on its way. Check your
          spam folder if you cannot find it.
        </Typography>
        <Button component={RouterLink} to={paths.login} variant="contained" fullWidth sx={{ mt: 3 }}>
          Back to login
        </Button>
      </Box>
    );

  return (
    <Box component="form" noValidate onSubmit={submit}>
      <TextField label="Email address" type="email" autoComplete="email" {...form.field('email')} />
      <Button type="submit" variant="contained" size="large" fullWidth sx={{ mt: 2 }} disabled={mutation.isPending}>
        Send reset link
      </Button>
      <Typography sx={{ mt: 2, textAlign: 'center' }}>
        Remembered it?{' '}
        <Link component={RouterLink} to={paths.login}>
          Log in
        </Link>
      </Typography>
    </Box>
  );
}
