import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { FormEvent } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { useForm } from '@/lib/forms';
import { toast } from '@/lib/toasts';
import { resetPasswordInput, useResetPassword } from '../api/reset-password';

export const RESET_SUCCESS = 'Password reset successfully.';

export function ResetPasswordForm({ token }: { token: string | null }) {
  const navigate = useNavigate();
  const form = useForm({ password: '', confirm_password: '' });
  const mutation = useResetPassword();

  if (!token)
    return (
      <Box>
        <Typography variant="h2" component="p" sx={{ fontSize: 22 }}>
          Oops, Bad Link!
        </Typography>
        <Typography sx={{ mt: 1 }} color="text.secondary">
          This reset link is incomplete. Ask for a new one.
        </Typography>
        <Button component={RouterLink} to={paths.forgotPassword} variant="contained" sx={{ mt: 3 }}>
          Forgot Password
        </Button>
      </Box>
    );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const data = form.check(resetPasswordInput);
    if (!data) return;
    try {
      await mutation.mutateAsync({ token, password: data.password });
      toast.success(RESET_SUCCESS);
      navigate(paths.login, { replace: true });
    } catch (error) {
      if (error instanceof ApiError) form.setErrors(error.errors);
    }
  };

  return (
    <Box component="form" noValidate onSubmit={submit}>
      <TextField label="New Password" type="password" autoComplete="new-password" {...form.field('password')} />
      <TextField
        label="Confirm Password"
        type="password"
        autoComplete="new-password"
        {...form.field('confirm_password')}
      />
      <Button type="submit" variant="contained" size="large" fullWidth sx={{ mt: 2 }} disabled={mutation.isPending}>
        Reset Password
      </Button>
    </Box>
  );
}
