import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { useForm } from '@/lib/forms';
import { i18next } from '@/lib/i18n';
import { toast } from '@/lib/toasts';
import { resetPasswordInput, useResetPassword } from '../api/reset-password';

export function ResetPasswordForm({ token }: { token: string | null }) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const form = useForm({ password: '', confirm_password: '' });
  const mutation = useResetPassword();

  if (!token)
    return (
      <Box>
        <Typography variant="h2" component="p" sx={{ fontSize: 22 }}>
          {t('badLink.title')}
        </Typography>
        <Typography sx={{ mt: 1 }} color="text.secondary">
          {t('reset.incomplete')}
        </Typography>
        <Button component={RouterLink} to={paths.forgotPassword} variant="contained" sx={{ mt: 3 }}>
          {t('routes:forgotPassword')}
        </Button>
      </Box>
    );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const data = form.check(resetPasswordInput);
    if (!data) return;
    try {
      await mutation.mutateAsync({ token, password: data.password });
      toast.success(i18next.t('auth:reset.success'));
      navigate(paths.login, { replace: true });
    } catch (error) {
      if (error instanceof ApiError) form.setErrors(error.errors);
    }
  };

  return (
    <Box component="form" noValidate onSubmit={submit}>
      <TextField
        label={t('fields.newPassword')}
        type="password"
        autoComplete="new-password"
        {...form.field('password')}
      />
      <TextField
        label={t('fields.confirmPassword')}
        type="password"
        autoComplete="new-password"
        {...form.field('confirm_password')}
      />
      <Button type="submit" variant="contained" size="large" fullWidth sx={{ mt: 2 }} disabled={mutation.isPending}>
        {t('routes:passwordReset')}
      </Button>
    </Box>
  );
}
