import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateField } from '@/components/date-field';
import { ApiError } from '@/lib/api-client';
import { formatDate } from '@/lib/format-date';
import { useSession } from '@/lib/session';
import { toast } from '@/lib/toasts';
import { useSetAvailability } from '../api/set-availability';

/** Whether a pause is still running (a past date means the donor is available again). */
export const isPaused = (pausedUntil: string | null | undefined, now: Date = new Date()) =>
  Boolean(pausedUntil) && new Date(pausedUntil!).getTime() > now.getTime();

/** "Pause alerts until…" / "Resume": the donor's availability, shown while a pause lasts. */
export function AvailabilityCard() {
  const { t } = useTranslation('availability');
  const { user, setUser } = useSession();
  const update = useSetAvailability();
  const [until, setUntil] = useState('');
  const [error, setError] = useState<string | null>(null);
  const paused = isPaused(user?.paused_until);

  const save = (value: string | null) =>
    update.mutate(value, {
      onSuccess: (reply) => {
        if (user) setUser({ ...user, paused_until: reply.paused_until });
        setUntil('');
        setError(null);
        toast.success(reply.paused_until ? t('pausedToast') : t('resumedToast'));
      },
      onError: (failure) =>
        setError(failure instanceof ApiError ? (failure.errors.unavailable_until ?? failure.message) : null),
    });

  return (
    <Card variant="outlined" component="section" aria-labelledby="availability-title">
      <CardContent>
        <Typography id="availability-title" variant="h2" sx={{ fontSize: 18, mb: 1 }}>
          {t('title')}
        </Typography>
        {paused ? (
          <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography role="status" sx={{ flex: 1, minWidth: 200 }}>
              {t('pausedUntil', { date: formatDate(user!.paused_until!) })}
            </Typography>
            <Button variant="contained" onClick={() => save(null)} loading={update.isPending}>
              {t('resume')}
            </Button>
          </Box>
        ) : (
          <Box
            component="form"
            onSubmit={(event) => {
              event.preventDefault();
              if (!until) setError(t('chooseDate'));
              else save(until);
            }}
            sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', flexWrap: 'wrap' }}
          >
            <Typography sx={{ width: '100%' }} color="text.secondary">
              {t('available')}
            </Typography>
            <DateField
              id="pause-until"
              size="small"
              margin="none"
              label={t('until')}
              value={until}
              onChange={(value) => {
                setUntil(value);
                setError(null);
              }}
              error={Boolean(error)}
              helperText={error ?? ' '}
            />
            <Button type="submit" variant="outlined" loading={update.isPending}>
              {t('pause')}
            </Button>
          </Box>
        )}
      </CardContent>
    </Card>
  );
}
