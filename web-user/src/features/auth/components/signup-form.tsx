import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { useForm } from '@/lib/forms';
import type { Role } from '@/lib/storage';
import { registerInput, useRegister } from '../api/register';
import { VerifyEmailNotice } from './verify-email-notice';

const initial = { first_name: '', last_name: '', email: '', phone_number: '', password: '', privacy: false };

/**
 * Step 1 of sign-up: the account, then "Verify your email address". The account starts as the type the person
 * chose ("I need blood" or "I want to donate"), so their next login, on any device, continues the right onboarding.
 */
export function SignupForm({ role = 'donor' }: { role?: Role }) {
  const { t } = useTranslation('auth');
  const form = useForm(initial);
  const mutation = useRegister();
  const [submitted, setSubmitted] = useState<{ email: string; password: string } | null>(null);

  if (submitted)
    return (
      <VerifyEmailNotice email={submitted.email} password={submitted.password} onBack={() => setSubmitted(null)} />
    );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!form.values.privacy) return;
    const data = form.check(registerInput);
    if (!data) return;
    try {
      await mutation.mutateAsync({ ...data, role });
      setSubmitted({ email: data.email, password: data.password });
    } catch (error) {
      if (error instanceof ApiError) form.setErrors(error.errors);
    }
  };

  return (
    <Box component="form" noValidate onSubmit={submit}>
      <Box sx={{ display: 'grid', gap: { sm: 2 }, gridTemplateColumns: { sm: '1fr 1fr' } }}>
        <TextField label={t('fields.firstName')} autoComplete="given-name" {...form.field('first_name')} />
        <TextField label={t('fields.lastName')} autoComplete="family-name" {...form.field('last_name')} />
      </Box>
      <TextField label={t('fields.emailAddress')} type="email" autoComplete="email" {...form.field('email')} />
      <TextField
        label={t('fields.phoneNumber')}
        type="tel"
        autoComplete="tel"
        placeholder={t('signup.phonePlaceholder')}
        {...form.field('phone_number')}
        helperText={form.errors.phone_number ?? t('signup.phoneHint')}
      />
      <TextField
        label={t('fields.createPassword')}
        type="password"
        autoComplete="new-password"
        {...form.field('password')}
        helperText={form.errors.password ?? t('signup.passwordHint')}
      />
      <FormControlLabel
        sx={{ mt: 1 }}
        control={
          <Checkbox
            name="privacy"
            checked={form.values.privacy}
            onChange={(event) => form.setValue('privacy', event.target.checked)}
            required
          />
        }
        label={
          <span>
            <Trans
              i18nKey="auth:signup.privacy"
              components={{ policy: <Link component={RouterLink} to={paths.privacyPolicy} target="_blank" /> }}
            />
          </span>
        }
      />
      {form.errors.privacy && <FormHelperText error>{form.errors.privacy}</FormHelperText>}
      <Button
        type="submit"
        variant="contained"
        size="large"
        fullWidth
        sx={{ mt: 2 }}
        disabled={!form.values.privacy || mutation.isPending}
      >
        {t('signup.submit')}
      </Button>
      <Typography sx={{ mt: 2, textAlign: 'center' }}>
        {t('signup.haveAccount')}{' '}
        <Link component={RouterLink} to={paths.login}>
          {t('layout:logIn')}
        </Link>
      </Typography>
    </Box>
  );
}
