import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDonorCode, normalizeDonorCode } from '@app/domain';
import { ApiError } from '@/lib/api-client';
import { useRecordDonation, type RecordedDonation } from '../api/officer-actions';
import { usePreviewDonation, type DonationPreview } from '../api/preview-donation';

/**
 * The blood bank's main task, first on the officer's home: the code the donor shows, checked for its form here, read
 * back for a last look, then recorded. The API's answer names the donor; its refusals (a wrong or used code, too many
 * wrong codes) are shown as it words them.
 */
export function RecordDonationForm({ hospital }: { hospital: string }) {
  const { t } = useTranslation('hospital-officer');
  const record = useRecordDonation();
  const [typed, setTyped] = useState('');
  const [invalid, setInvalid] = useState(false);
  const preview = usePreviewDonation();
  const [asking, setAsking] = useState<{ code: string; whose: DonationPreview } | null>(null);
  const [outcome, setOutcome] = useState<{ done: RecordedDonation } | { refused: string } | null>(null);

  const refusedWith = (error: unknown) =>
    setOutcome({ refused: error instanceof ApiError ? error.message : t('record.failed') });

  /** The code's form is checked here; the API then says whose it is (a wrong one counts, as when recording). */
  const check = async (event: FormEvent) => {
    event.preventDefault();
    const code = normalizeDonorCode(typed);
    setInvalid(code === null);
    setOutcome(null);
    if (!code) return;
    try {
      setAsking({ code, whose: await preview.mutateAsync(code) });
    } catch (error) {
      refusedWith(error);
    }
  };

  const send = async (code: string) => {
    try {
      const done = await record.mutateAsync(code);
      setOutcome({ done });
      setTyped('');
    } catch (error) {
      refusedWith(error);
    } finally {
      setAsking(null);
    }
  };

  return (
    <Paper
      component="section"
      aria-labelledby="record-donation-title"
      variant="outlined"
      sx={{ p: 2, mb: 3, borderColor: 'primary.main', borderWidth: 2 }}
    >
      <Typography id="record-donation-title" variant="h2" sx={{ fontSize: 20, mb: 0.5 }}>
        {t('record.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 1 }}>
        {t('record.hint')}
      </Typography>
      <Box component="form" noValidate onSubmit={(event) => void check(event)}>
        <TextField
          label={t('record.code')}
          value={typed}
          onChange={(event) => {
            setTyped(event.target.value.toUpperCase());
            setInvalid(false);
          }}
          autoComplete="off"
          slotProps={{
            htmlInput: { autoCapitalize: 'characters', spellCheck: false, maxLength: 9 },
          }}
          sx={{ '& input': { fontFamily: 'monospace', fontSize: 22, letterSpacing: 2 } }}
          error={invalid}
          helperText={invalid ? t('record.invalid') : ' '}
        />
        <Button
          type="submit"
          variant="contained"
          size="large"
          fullWidth
          loading={record.isPending || preview.isPending}
        >
          {t('record.submit')}
        </Button>
      </Box>
      {outcome && 'done' in outcome && (
        <Alert severity="success" role="status" sx={{ mt: 2 }}>
          {outcome.done.already_recorded
            ? t('record.alreadyRecorded', { donor: outcome.done.donor_name })
            : t('record.done', { donor: outcome.done.donor_name, hospital: outcome.done.hospital })}
        </Alert>
      )}
      {outcome && 'refused' in outcome && (
        <Alert severity="error" role="alert" sx={{ mt: 2 }}>
          {outcome.refused}
        </Alert>
      )}
      {asking && (
        <Dialog open onClose={() => setAsking(null)} fullWidth maxWidth="xs" aria-labelledby="record-confirm-title">
          <DialogTitle id="record-confirm-title">{t('record.confirmTitle')}</DialogTitle>
          <DialogContent>
            <Typography sx={{ fontFamily: 'monospace', fontSize: 28, textAlign: 'center', my: 1 }}>
              {formatDonorCode(asking.code)}
            </Typography>
            <Typography sx={{ fontWeight: 700 }}>
              {t('record.confirmDonor', { donor: asking.whose.donor_name })}
            </Typography>
            <Typography sx={{ mb: 1 }}>
              {asking.whose.patient_name
                ? t('record.confirmPatient', { patient: asking.whose.patient_name })
                : t('record.confirmAppeal')}
            </Typography>
            <DialogContentText>{t('record.confirmText', { hospital })}</DialogContentText>
          </DialogContent>
          <DialogActions sx={{ px: 3, pb: 2 }}>
            <Button color="inherit" onClick={() => setAsking(null)}>
              {t('actions.cancel')}
            </Button>
            <Button variant="contained" loading={record.isPending} onClick={() => void send(asking.code)}>
              {t('record.confirm')}
            </Button>
          </DialogActions>
        </Dialog>
      )}
    </Paper>
  );
}
