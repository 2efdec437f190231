import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { DonorRequest } from '@/api/get-donor-requests';
import { HospitalTrustChip } from '@/components/hospital-trust-chip';
import { formatDateTime } from '@/lib/format-date';

/** Who needs which blood, where and when: the same lines in the list, the popup and the dashboard. */
export function RequestSummary({
  request,
  headingLevel = 'h3',
}: {
  request: DonorRequest;
  headingLevel?: 'h2' | 'h3';
}) {
  const { t } = useTranslation('donor-requests');
  return (
    <Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography variant="h6" component={headingLevel} sx={{ fontSize: 17 }}>
          {t('summary.needs', { name: request.first_name, bloodGroup: request.blood_group })}
        </Typography>
        <Chip size="small" color="primary" label={t('summary.units', { count: request.units })} />
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography variant="body2" color="text.secondary">
          {t('summary.place', { hospital: request.hospital, state: request.state })}
        </Typography>
        <HospitalTrustChip verified={request.hospital_verified} confirmedBy={request.confirmed_by_hospital} />
      </Box>
      <Typography variant="body2" color="text.secondary">
        {request.distance_km === null
          ? t('summary.neededOn', { date: formatDateTime(request.date) })
          : t('summary.neededOnAway', { date: formatDateTime(request.date), km: request.distance_km })}
      </Typography>
    </Box>
  );
}
