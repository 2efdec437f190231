import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { MailIcon } from '@/components/icons';
import { RESEND_SECONDS } from '@/config/app';
import { toast } from '@/lib/toasts';
import { login } from '../api/login';
import { useCountdown } from '../hooks/use-countdown';

export const RESEND_SUCCESS = 'Verification code resent';

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
  const { remaining, done, restart } = useCountdown(RESEND_SECONDS);
  const [sending, setSending] = useState(false);

  const resend = async () => {
    setSending(true);
    try {
      await login({ email, password });
      toast.success(RESEND_SUCCESS);
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
        Verify your email address
      </Typography>
      <Typography sx={{ mt: 2 }}>
        A verification link has been sent to <strong>{email}</strong>. Follow the link to activate your account. If you
        cannot find the email, check your spam folder.
      </Typography>
      <Button
        variant="contained"
        size="large"
        fullWidth
        sx={{ mt: 3 }}
        disabled={!done || sending}
        onClick={() => void resend()}
      >
        Resend
      </Button>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }} aria-live="polite">
        {done ? 'Did not get the email? You can resend it now.' : `You can resend the email in ${clock(remaining)}`}
      </Typography>
      {onBack && (
        <Link component="button" type="button" onClick={onBack} sx={{ mt: 2, display: 'inline-block' }}>
          Go back
        </Link>
      )}
    </Box>
  );
}
