import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from 'react-i18next';
import { donorResponseForm } from '@app/domain';
import { SelectField } from '@/components/select-field';
import { useForm } from '@/lib/forms';
import { useDeclineReasons } from '../api/get-decline-reasons';

/** Reject: a reason from the API's list is required ("Please select a reason"), then Submit. */
export function DeclineDialog({
  onClose,
  onSubmit,
  submitting,
}: {
  onClose: () => void;
  onSubmit: (reasonId: number) => void;
  submitting: boolean;
}) {
  const { t } = useTranslation('donor-requests');
  const reasons = useDeclineReasons();
  const form = useForm({ reason_id: '' });
  const submit = () => {
    const parsed = form.check(donorResponseForm, { status: 'declined', reason_id: form.values.reason_id });
    if (parsed?.status === 'declined') onSubmit(parsed.reason_id);
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="decline-dialog-title">
      <DialogTitle id="decline-dialog-title">{t('decline.title')}</DialogTitle>
      <DialogContent>
        <SelectField
          {...form.field('reason_id')}
          label={t('decline.reason')}
          placeholder={t('decline.placeholder')}
          options={(reasons.data ?? []).map((reason) => ({ value: String(reason.id), label: reason.name }))}
          fullWidth
          sx={{ mt: 1 }}
        />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} color="inherit">
          {t('decline.cancel')}
        </Button>
        <Button variant="contained" onClick={submit} loading={submitting}>
          {t('decline.submit')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
