import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import { useTranslation } from 'react-i18next';
import type { DonorRequest } from '@/api/get-donor-requests';
import { ArrowBackIcon } from '@/components/icons/arrow-back-icon';
import { ArrowForwardIcon } from '@/components/icons/arrow-forward-icon';
import { CloseIcon } from '@/components/icons/close-icon';
import { HospitalTrustChip } from '@/components/hospital-trust-chip';
import { DetailList } from '@/components/detail-list';
import { formatDateTime } from '@/lib/format-date';
import { nextIndex, previousIndex } from '../hooks/request-browsing';

/** Dots under the popup: which of the listed requests is open. */
export function PositionDots({ index, count }: { index: number; count: number }) {
  const { t } = useTranslation('donor-requests');
  if (count <= 1) return null;
  return (
    <Box
      role="img"
      aria-label={t('popup.position', { position: index + 1, count })}
      sx={{ display: 'flex', justifyContent: 'center', gap: 0.75, mt: 2 }}
    >
      {Array.from({ length: count }, (_, dot) => (
        <Box
          key={dot}
          data-current={dot === index}
          sx={{
            width: 8,
            height: 8,
            borderRadius: '50%',
            bgcolor: dot === index ? 'primary.main' : 'grey.400',
          }}
        />
      ))}
    </Box>
  );
}

/** The detail popup of the donor's requests: browse with previous/next (wrapping), then Accept or Reject. */
export function RequestPopup({
  requests,
  index,
  onIndexChange,
  onClose,
  onAccept,
  onReject,
  accepting,
}: {
  requests: DonorRequest[];
  index: number;
  onIndexChange: (index: number) => void;
  onClose: () => void;
  onAccept: (request: DonorRequest) => void;
  onReject: (request: DonorRequest) => void;
  accepting: boolean;
}) {
  const { t } = useTranslation('donor-requests');
  const request = requests[index];
  if (!request) return null;
  const details: [string, string][] = [
    [t('popup.bloodGroup'), request.blood_group],
    [t('popup.units'), String(request.units)],
    [t('popup.gender'), t(`filters.genders.${request.gender}`)],
    [t('popup.reason'), request.reason ?? t('popup.noReason')],
    [t('popup.hospital'), t('summary.place', { hospital: request.hospital, state: request.state })],
    [t('popup.date'), formatDateTime(request.date)],
  ];
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="request-popup-title">
      <DialogTitle id="request-popup-title" sx={{ pr: 6 }}>
        {t('summary.needs', { name: request.first_name, bloodGroup: request.blood_group })}
        <IconButton aria-label={t('popup.close')} onClick={onClose} sx={{ position: 'absolute', right: 8, top: 8 }}>
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      <DialogContent>
        <DetailList details={details} />
        <HospitalTrustChip verified={request.hospital_verified} confirmedBy={request.confirmed_by_hospital} />
        {requests.length > 1 && (
          <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', mt: 2 }}>
            <IconButton
              aria-label={t('popup.previous')}
              onClick={() => onIndexChange(previousIndex(index, requests.length))}
            >
              <ArrowBackIcon />
            </IconButton>
            <PositionDots index={index} count={requests.length} />
            <IconButton aria-label={t('popup.next')} onClick={() => onIndexChange(nextIndex(index, requests.length))}>
              <ArrowForwardIcon />
            </IconButton>
          </Box>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button variant="outlined" color="inherit" onClick={() => onReject(request)} disabled={accepting}>
          {t('popup.reject')}
        </Button>
        <Button variant="contained" onClick={() => onAccept(request)} loading={accepting}>
          {t('popup.accept')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
