import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { EmptyState, Spinner } from '@/components/feedback-states';
import { paths } from '@/config/paths';
import { canToggleRequest, displayNigerianPhone } from '@app/domain';
import { useYourRequest, type YourRequest } from '../api/get-your-requests';
import { formatDateTime } from '@/lib/format-date';
import { RequestChip } from './request-chip';
import { RequestMatches } from './request-matches';
import { RequestToggle } from './request-toggle';
import { SearchProgress } from './search-progress';

/** The wizard's fields filled from an earlier request, to ask again with the same details (a new date is chosen). */
export const prefillFrom = (request: YourRequest) => ({
  ...(request.recipient === 'others'
    ? {
        first_name: request.first_name,
        last_name: request.last_name,
        gender: request.gender,
        blood_group: request.blood_group,
        phone_number: request.phone_number ? displayNigerianPhone(request.phone_number) : '',
      }
    : {}),
  reason_id: request.reason_id === null ? '' : String(request.reason_id),
  reason: request.reason ?? '',
  units: String(request.units),
  // The same registry hospital; a request made with a free-text hospital has its hospital picked again.
  hospital: request.hospital_id
    ? {
        id: request.hospital_id,
        name: request.hospital,
        place: request.state.name,
        verified: request.hospital_verified,
      }
    : null,
  physician: request.physician,
});

function Detail({ label, value }: { label: string; value: string }) {
  return (
    <>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, mb: 1 }}>
        {value}
      </Typography>
    </>
  );
}

function RequestDetails({ request }: { request: YourRequest }) {
  const { t } = useTranslation('your-requests');
  const navigate = useNavigate();
  const requestAgain = () =>
    navigate(`${paths.app.findDonor}?recipient=${request.recipient === 'others' ? 'other' : 'self'}`, {
      state: { prefill: prefillFrom(request) },
    });
  const toggleable = canToggleRequest({
    status: request.status,
    units: request.units,
    matched: request.matches.length,
  });
  return (
    <>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
        <RequestChip request={request} />
        {toggleable && <RequestToggle request={request} />}
      </Box>
      {request.status === 'expired' && (
        <Alert
          severity="warning"
          sx={{ mt: 2 }}
          action={
            <Button color="inherit" size="small" onClick={requestAgain}>
              {t('expired.again')}
            </Button>
          }
        >
          {t('expired.text', { date: formatDateTime(request.date) })}
        </Alert>
      )}
      {request.status === 'closed' && (
        <Alert severity="info" sx={{ mt: 2 }}>
          {request.close_reason
            ? t('closed.textWithReason', { hospital: request.hospital, reason: request.close_reason })
            : t('closed.text', { hospital: request.hospital })}
        </Alert>
      )}
      {/* What changes first (the search, the donors to call), then the details the recipient gave. */}
      <SearchProgress request={request} />
      <RequestMatches request={request} />
      <Box component="dl" sx={{ mt: 2, mb: 0 }}>
        <Detail label={t('details.recipient')} value={`${request.first_name} ${request.last_name}`} />
        <Detail label={t('details.bloodGroup')} value={request.blood_group} />
        <Detail label={t('details.units')} value={String(request.units)} />
        <Detail label={t('details.reason')} value={request.reason ?? t('details.noReason')} />
        <Detail label={t('details.date')} value={formatDateTime(request.date)} />
        <Detail label={t('details.hospital')} value={`${request.hospital}, ${request.state.name}`} />
        <Detail label={t('details.physician')} value={request.physician} />
      </Box>
    </>
  );
}

/**
 * One request's popup (opened from the list or by /app/your-requests?id=...). While it is open the request is asked
 * for again every few seconds, so donors who accept and the widening search appear without a reload.
 */
export function RequestPopup({
  id,
  fallback,
  onClose,
}: {
  id: string | null;
  fallback?: YourRequest;
  onClose: () => void;
}) {
  const { t } = useTranslation('your-requests');
  const { t: tc } = useTranslation('common');
  const query = useYourRequest(id);
  const request = query.data ?? (query.isPending ? fallback : undefined);
  return (
    <Dialog open={Boolean(id)} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="request-popup-title">
      <DialogTitle id="request-popup-title">{t('details.title')}</DialogTitle>
      <DialogContent dividers>
        {request ? (
          <RequestDetails request={request} />
        ) : query.isPending ? (
          <Spinner label={tc('states.loading')} />
        ) : (
          <EmptyState title={t('noneSelected')} />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{tc('actions.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
