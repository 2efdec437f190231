import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { appealTarget, updateAppealForm } from '@app/domain';
import { EmptyState, NoAnswer } from '@/components/feedback-states';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { formatDate, formatTime } from '@/lib/format-date';
import { useForm } from '@/lib/forms';
import { useStopAppeal, useUpdateAppeal } from '../api/appeal-actions';
import { useOfficerAppeals, useOfficerAppealSlots, type OfficerAppeal } from '../api/get-officer-appeals';
import { AppealStatusChip, AppealSummary } from './appeal-summary';

const HOUR_MS = 60 * 60 * 1000;

/** Donors coming in each hour of the appeal, against what the hospital can take in that hour. */
function ComingPerHour({ appealId }: { appealId: string }) {
  const { t } = useTranslation('hospital-officer');
  const slots = useOfficerAppealSlots(appealId);
  if (!slots.data) return <NoAnswer pending={slots.isPending} />;
  if (!slots.data.length) return <EmptyState title={t('appeals.slots.none')} />;
  return (
    <Box
      component="ul"
      data-testid="appeal-slots"
      aria-label={t('appeals.slots.title')}
      sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}
    >
      {slots.data.map((slot) => {
        const time = t('appeals.slots.time', {
          day: formatDate(slot.start),
          from: formatTime(slot.start),
          to: formatTime(new Date(Date.parse(slot.start) + HOUR_MS)),
        });
        const count = t('appeals.slots.count', { coming: slot.coming, capacity: slot.capacity });
        return (
          <Box component="li" key={slot.start} aria-label={`${time}: ${count}`}>
            <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
              <Typography variant="body2">{time}</Typography>
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {slot.coming >= slot.capacity ? `${count} · ${t('appeals.slots.full')}` : count}
              </Typography>
            </Box>
            <LinearProgress
              variant="determinate"
              aria-hidden
              value={Math.min(100, (slot.coming / Math.max(1, slot.capacity)) * 100)}
              color={slot.coming >= slot.capacity ? 'success' : 'error'}
            />
          </Box>
        );
      })}
    </Box>
  );
}

/** Donors per hour and the margin: what new donors are offered from now on. */
function CapacityForm({ appeal }: { appeal: OfficerAppeal }) {
  const { t } = useTranslation('hospital-officer');
  const update = useUpdateAppeal();
  const form = useForm({ per_hour: String(appeal.per_hour), margin_percent: String(appeal.margin_percent) });
  const [saved, setSaved] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaved(false);
    const body = form.check(updateAppealForm, {
      per_hour: Number(form.values.per_hour),
      margin_percent: Number(form.values.margin_percent),
    });
    if (!body) return;
    try {
      await update.mutateAsync({ id: appeal.id, body });
      setSaved(true);
    } catch (error) {
      if (error instanceof ApiError)
        form.setErrors(Object.keys(error.errors).length ? error.errors : { per_hour: error.message });
    }
  };

  return (
    <Box component="form" noValidate onSubmit={submit} aria-labelledby="appeal-capacity-title">
      <Typography id="appeal-capacity-title" variant="h2" sx={{ fontSize: 20, mb: 1 }}>
        {t('appeals.capacity.title')}
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1 }}>
        <TextField
          label={t('appeals.capacity.perHour')}
          type="number"
          slotProps={{ htmlInput: { min: 1, max: 1000, inputMode: 'numeric' } }}
          {...form.field('per_hour')}
        />
        <TextField
          label={t('appeals.capacity.margin')}
          type="number"
          slotProps={{ htmlInput: { min: 0, max: 100, inputMode: 'numeric' } }}
          {...form.field('margin_percent')}
        />
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('appeals.capacity.marginHint')}
      </Typography>
      <Button type="submit" variant="outlined" fullWidth loading={update.isPending}>
        {t('appeals.capacity.save')}
      </Button>
      {saved && (
        <Alert severity="success" role="status" sx={{ mt: 1 }}>
          {t('appeals.capacity.saved')}
        </Alert>
      )}
    </Box>
  );
}

function StopAppeal({ appeal }: { appeal: OfficerAppeal }) {
  const { t } = useTranslation('hospital-officer');
  const stop = useStopAppeal();
  const [asking, setAsking] = useState(false);
  return (
    <>
      <Button color="error" variant="outlined" fullWidth onClick={() => setAsking(true)}>
        {t('appeals.stop.button')}
      </Button>
      <Dialog
        open={asking}
        onClose={() => setAsking(false)}
        fullWidth
        maxWidth="xs"
        aria-labelledby="stop-appeal-title"
      >
        <DialogTitle id="stop-appeal-title">{t('appeals.stop.title')}</DialogTitle>
        <DialogContent>
          <DialogContentText>{t('appeals.stop.text')}</DialogContentText>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button color="inherit" onClick={() => setAsking(false)}>
            {t('appeals.stop.keep')}
          </Button>
          <Button
            variant="contained"
            color="error"
            loading={stop.isPending}
            onClick={() => void stop.mutateAsync(appeal.id).finally(() => setAsking(false))}
          >
            {t('appeals.stop.confirm')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}

/** One appeal of the hospital: what it asks, the donors coming per hour, the hospital's capacity, and stopping it. */
export function OfficerAppealPage({ id }: { id: string }) {
  const { t } = useTranslation('hospital-officer');
  const appeals = useOfficerAppeals();
  const appeal = appeals.data?.find((candidate) => candidate.id === id);
  const live = appeal?.status === 'running' || appeal?.status === 'filled';
  return (
    <>
      <Link component={RouterLink} to={paths.hospital.appeals} sx={{ display: 'inline-block', mb: 1 }}>
        {t('appeals.backToList')}
      </Link>
      {!appeals.data && <NoAnswer pending={appeals.isPending} label={t('appeals.loading')} />}
      {appeals.data && !appeal && <EmptyState title={t('appeals.notFound')} />}
      {appeal && (
        <Box sx={{ display: 'grid', gap: 2 }}>
          <Box sx={{ display: 'grid', gap: 1 }}>
            <AppealStatusChip status={appeal.status} />
            <Typography variant="h1" component="h1" sx={{ fontSize: 24, overflowWrap: 'anywhere' }}>
              {appeal.reason}
            </Typography>
            <AppealSummary appeal={appeal} />
            <Typography sx={{ fontWeight: 700 }}>
              {t('appeals.comingOf', {
                coming: appeal.coming_count,
                target: appealTarget(appeal.units_wanted, appeal.margin_percent),
              })}
            </Typography>
          </Box>
          <Paper variant="outlined" component="section" aria-labelledby="coming-per-hour-title" sx={{ p: 2 }}>
            <Typography id="coming-per-hour-title" variant="h2" sx={{ fontSize: 20, mb: 1 }}>
              {t('appeals.slots.title')}
            </Typography>
            <ComingPerHour appealId={appeal.id} />
          </Paper>
          {live && (
            <Paper variant="outlined" sx={{ p: 2, display: 'grid', gap: 2 }}>
              <CapacityForm appeal={appeal} />
              <StopAppeal appeal={appeal} />
            </Paper>
          )}
        </Box>
      )}
    </>
  );
}
