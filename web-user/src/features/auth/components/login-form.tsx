import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useLayoutEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import type { User } from '@/lib/api-types';
import { useForm } from '@/lib/forms';
import { roleOf, useSession } from '@/lib/session';
import { takeTypedBeforeApp } from '@/lib/typed-before-app';
import { loginInput, loginOutcome, useLogin } from '../api/login';
import { VerifyEmailNotice } from './verify-email-notice';

/** The "Welcome!" login screen and its three outcomes. */
export function LoginForm({ onSignedIn }: { onSignedIn?: (user: User) => void }) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const session = useSession();
  const form = useForm({ email: '', password: '' });
  const mutation = useLogin();
  const [pending, setPending] = useState<{ email: string; password: string } | null>(null);
  const { setValues } = form;

  // Opened from its prerendered HTML, the page took typing before the app drew this form over it: carry it on.
  useLayoutEffect(() => {
    const typed = takeTypedBeforeApp();
    if (!typed) return;
    const { email = '', password = '' } = typed.values;
    setValues({ email, password });
    const field = typed.focus ? document.getElementById(typed.focus) : null;
    if (field instanceof HTMLInputElement) continueTypingIn(field, typed.focus === 'email' ? email : password);
  }, [setValues]);

  if (pending)
    return <VerifyEmailNotice email={pending.email} password={pending.password} onBack={() => setPending(null)} />;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const data = form.check(loginInput);
    if (!data) return;
    try {
      const reply = await mutation.mutateAsync(data);
      const outcome = loginOutcome(reply.user, reply.token);
      if (outcome === 'dashboard') {
        session.signIn(reply.token ?? null, reply.user);
        onSignedIn?.(reply.user);
        navigate(paths.app.dashboard, { replace: true });
      } else if (outcome === 'onboarding') {
        session.setToken(reply.token ?? null);
        session.setRole(roleOf(reply.user));
        navigate(paths.onboarding, { replace: true });
      } else {
        setPending({ email: data.email, password: data.password });
      }
    } catch (error) {
      if (error instanceof ApiError) form.setErrors(error.errors);
    }
  };

  return (
    <Box component="form" noValidate onSubmit={submit}>
      <Typography variant="h1" component="h1" sx={{ fontSize: 30, mb: 1 }}>
        {t('login.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('login.subtitle')}
      </Typography>
      <TextField label={t('fields.email')} type="email" autoComplete="email" {...form.field('email')} />
      <TextField
        label={t('fields.password')}
        type="password"
        autoComplete="current-password"
        {...form.field('password')}
      />
      <Box sx={{ textAlign: 'right' }}>
        <Link component={RouterLink} to={paths.forgotPassword}>
          {t('login.forgotPassword')}
        </Link>
      </Box>
      <Button type="submit" variant="contained" size="large" fullWidth sx={{ mt: 3 }} disabled={mutation.isPending}>
        {t('login.submit')}
      </Button>
      <Typography sx={{ mt: 2, textAlign: 'center' }}>
        {t('login.newHere')}{' '}
        <Link component={RouterLink} to={paths.signup}>
          {t('layout:signUp')}
        </Link>
      </Typography>
    </Box>
  );
}

/** Focuses the field with the caret after `value`, which the re-render is about to put in it. */
function continueTypingIn(field: HTMLInputElement, value: string) {
  field.focus();
  requestAnimationFrame(() => {
    try {
      field.setSelectionRange(value.length, value.length);
    } catch {
      // An email field has no selection API; browsers put the caret at the end of it when it is focused.
    }
  });
}
