import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { declineForm, declineNeedsOwnWords } from '@app/domain';
import { SelectField } from '@/components/select-field';
import { useForm } from '@/lib/forms';
import { useDeclineReasons } from '../api/get-decline-reasons';

export interface DeclineAnswer {
  reason_id: number;
  /** The donor's own words, asked for when the reason is "Other". */
  decline_reason?: string | undefined;
}

/**
 * Reject: a reason from the API's list is required ("Please select a reason"); "Other" opens a box for the donor's
 * own words, which are sent with it. Then Submit.
 */
export function DeclineDialog({
  onClose,
  onSubmit,
  submitting,
}: {
  onClose: () => void;
  onSubmit: (answer: DeclineAnswer) => void;
  submitting: boolean;
}) {
  const { t } = useTranslation('donor-requests');
  const reasons = useDeclineReasons();
  const form = useForm({ reason_id: '', decline_reason: '' });
  const chosen = reasons.data?.find((reason) => String(reason.id) === form.values.reason_id);
  const ownWords = declineNeedsOwnWords(chosen?.name);
  const submit = () => {
    const parsed = form.check(declineForm(ownWords), {
      reason_id: form.values.reason_id,
      decline_reason: ownWords ? form.values.decline_reason : undefined,
    });
    if (parsed) onSubmit(parsed);
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
        {ownWords && (
          <TextField
            {...form.field('decline_reason')}
            label={t('decline.ownWords')}
            multiline
            minRows={2}
            fullWidth
            autoFocus
            slotProps={{ htmlInput: { maxLength: 500 } }}
            sx={{ mt: 1 }}
          />
        )}
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
