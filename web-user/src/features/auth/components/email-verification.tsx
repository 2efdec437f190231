import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { Spinner } from '@/components/feedback-states';
import { ErrorIcon } from '@/components/icons/error-icon';
import { paths } from '@/config/paths';
import { i18next } from '@/lib/i18n';
import { toast } from '@/lib/toasts';
import { verifyEmail } from '../api/verify-email';

type State = 'verifying' | 'bad-link' | 'error';

/** /verify-email?token=: a missing or refused token is a bad link, anything else an error; success goes to login. */
export function EmailVerification({ token }: { token: string | null }) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [state, setState] = useState<State>(token ? 'verifying' : 'bad-link');
  const started = useRef(false);

  useEffect(() => {
    if (!token || started.current) return;
    started.current = true;
    verifyEmail(token)
      .then(() => {
        toast.success(i18next.t('auth:verify.success'));
        navigate(paths.login, { replace: true });
      })
      .catch((error: { status?: number }) => {
        if (error.status === 400 || error.status === 404 || error.status === 410) setState('bad-link');
        else {
          toast.error(i18next.t('auth:verify.failedToast'));
          setState('error');
        }
      });
  }, [token, navigate]);

  if (state === 'verifying') return <Spinner label={t('verify.verifying')} />;

  return (
    <Box sx={{ textAlign: 'center' }}>
      <ErrorIcon sx={{ fontSize: 56, color: 'primary.main' }} />
      <Typography variant="h1" component="h1" sx={{ fontSize: 28, mt: 1 }}>
        {state === 'bad-link' ? t('badLink.title') : t('verify.errorTitle')}
      </Typography>
      <Typography sx={{ mt: 2 }} color="text.secondary">
        {state === 'bad-link' ? t('verify.badLink') : t('verify.error')}
      </Typography>
      <Button component={RouterLink} to={paths.login} variant="contained" sx={{ mt: 3 }}>
        {t('verify.goToLogin')}
      </Button>
    </Box>
  );
}
