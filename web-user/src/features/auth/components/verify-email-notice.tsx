import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { MailIcon } from '@/components/icons/mail-icon';
import { RESEND_SECONDS } from '@/config/app';
import { i18next } from '@/lib/i18n';
import { toast } from '@/lib/toasts';
import { login } from '../api/login';
import { useCountdown } from '../hooks/use-countdown';

const clock = (seconds: number) =>
  `${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;

/**
 * "Verify your email address": the link went to the typed address. Resend logs in again with the same
 * credentials (the API re-sends the email for a pending account) and is disabled for 60 seconds.
 */
export function VerifyEmailNotice({
  email,
  password,
  onBack,
}: {
  email: string;
  password: string;
  onBack?: () => void;
}) {
  const { t } = useTranslation('auth');
  const { remaining, done, restart } = useCountdown(RESEND_SECONDS);
  const [sending, setSending] = useState(false);

  const resend = async () => {
    setSending(true);
    try {
      await login({ email, password });
      toast.success(i18next.t('auth:notice.resent'));
      restart();
    } catch {
      // The client already showed the server's message or the generic one.
    } finally {
      setSending(false);
    }
  };

  return (
    <Box sx={{ textAlign: 'center' }}>
      <MailIcon sx={{ fontSize: 56, color: 'primary.main' }} />
      <Typography variant="h1" component="h1" sx={{ fontSize: 26, mt: 1 }}>
        {t('notice.title')}
      </Typography>
      <Typography sx={{ mt: 2 }}>
        <Trans i18nKey="auth:notice.sent" values={{ email }} components={{ strong: <strong /> }} />
      </Typography>
      <Button
        variant="contained"
        size="large"
        fullWidth
        sx={{ mt: 3 }}
        disabled={!done || sending}
        onClick={() => void resend()}
      >
        {t('notice.resend')}
      </Button>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }} aria-live="polite">
        {done ? t('notice.resendNow') : t('notice.resendIn', { time: clock(remaining) })}
      </Typography>
      {onBack && (
        <Link component="button" type="button" onClick={onBack} sx={{ mt: 2, display: 'inline-block' }}>
          {t('layout:goBack')}
        </Link>
      )}
    </Box>
  );
}
