import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { useForm } from '@/lib/forms';
import { requestPasswordResetInput, useRequestPasswordReset } from '../api/request-password-reset';

export function ForgotPasswordForm() {
  const { t } = useTranslation('auth');
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
          <Trans i18nKey="auth:forgot.sent" values={{ email: sentTo }} components={{ strong: <strong /> }} />
        </Typography>
        <Button component={RouterLink} to={paths.login} variant="contained" fullWidth sx={{ mt: 3 }}>
          {t('forgot.backToLogin')}
        </Button>
      </Box>
    );

  return (
    <Box component="form" noValidate onSubmit={submit}>
      <TextField label={t('fields.email')} type="email" autoComplete="email" {...form.field('email')} />
      <Button type="submit" variant="contained" size="large" fullWidth sx={{ mt: 2 }} disabled={mutation.isPending}>
        {t('forgot.submit')}
      </Button>
      <Typography sx={{ mt: 2, textAlign: 'center' }}>
        {t('forgot.remembered')}{' '}
        <Link component={RouterLink} to={paths.login}>
          {t('layout:logIn')}
        </Link>
      </Typography>
    </Box>
  );
}
