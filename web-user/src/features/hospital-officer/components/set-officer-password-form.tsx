import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { useForm } from '@/lib/forms';
import { officerPasswordInput, useSetOfficerPassword } from '../api/set-officer-password';

/** The invitation's link: the officer chooses a password (twice), then signs in with it. */
export function SetOfficerPasswordForm({ token }: { token: string | null }) {
  const { t } = useTranslation('hospital-officer');
  const form = useForm({ password: '', confirm_password: '' });
  const mutation = useSetOfficerPassword();
  const [linkRefused, setLinkRefused] = useState<string | null>(null);

  if (!token) return <Alert severity="warning">{t('setPassword.missingToken')}</Alert>;

  if (mutation.isSuccess)
    return (
      <Box>
        <Alert severity="success" sx={{ mb: 2 }}>
          {t('setPassword.done')}
        </Alert>
        <Button component={RouterLink} to={paths.hospital.login} variant="contained" size="large" fullWidth>
          {t('login.title')}
        </Button>
      </Box>
    );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const data = form.check(officerPasswordInput);
    if (!data) return;
    try {
      await mutation.mutateAsync({ token, password: data.password });
    } catch (error) {
      if (!(error instanceof ApiError)) return;
      // An expired or spent link is a fault of the link, not of the password typed.
      const { token: tokenError, ...fields } = error.errors;
      setLinkRefused(tokenError ?? null);
      form.setErrors(fields);
    }
  };

  return (
    <Box component="form" noValidate onSubmit={submit}>
      {linkRefused && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {linkRefused}
        </Alert>
      )}
      <TextField
        label={t('auth:fields.newPassword')}
        type="password"
        autoComplete="new-password"
        {...form.field('password')}
      />
      <TextField
        label={t('auth:fields.confirmPassword')}
        type="password"
        autoComplete="new-password"
        {...form.field('confirm_password')}
      />
      <Button type="submit" variant="contained" size="large" fullWidth sx={{ mt: 2 }} loading={mutation.isPending}>
        {t('setPassword.submit')}
      </Button>
    </Box>
  );
}
