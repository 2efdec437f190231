import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toasts';
import type { ToggleStatus } from '@app/domain';
import { useChangeRequestStatus } from '../api/change-request-status';
import type { YourRequest } from '../api/get-your-requests';

/**
 * The on/off switch: turning off asks first, turning on does not. The API refuses once donors matched and its
 * message is the error toast.
 */
export function RequestToggle({ request }: { request: YourRequest }) {
  const { t } = useTranslation('your-requests');
  const { t: tc } = useTranslation('common');
  const change = useChangeRequestStatus();
  const [asking, setAsking] = useState(false);
  const on = request.status === 'pending';

  const apply = async (status: ToggleStatus) => {
    setAsking(false);
    try {
      await change.mutateAsync({ id: request.id, status });
      toast.success(t('toasts.statusUpdated'));
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
    }
  };

  return (
    <>
      <FormControlLabel
        control={
          <Switch
            checked={on}
            disabled={change.isPending}
            onChange={(event) => (event.target.checked ? void apply('pending') : setAsking(true))}
          />
        }
        label={on ? t('toggle.on') : t('toggle.off')}
      />
      <Dialog open={asking} onClose={() => setAsking(false)} aria-describedby="turn-off-question">
        <DialogContent>
          <DialogContentText id="turn-off-question">{t('toggle.confirm')}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setAsking(false)}>{tc('actions.cancel')}</Button>
          <Button variant="contained" onClick={() => void apply('inactive')}>
            {t('toggle.turnOff')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
