import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';
import { donorAgeIneligibility } from '@app/domain';

/**
 * Tells a donor at once when their age alone keeps them from donating (under 18, over 65): the API's eligibility
 * rule skips them when searching, so without this they would wait for requests that never come.
 * Renders nothing for an eligible age or a date not yet given.
 */
export function DonorAgeNotice({ dob, now }: { dob: string | null | undefined; now?: Date }) {
  const { t } = useTranslation('donor-eligibility');
  if (!dob) return null;
  const reason = donorAgeIneligibility(dob, now);
  if (!reason) return null;
  return (
    <Alert severity="warning" role="status" sx={{ my: 1 }}>
      {reason === 'too_young' ? t('tooYoung') : t('tooOld')}
    </Alert>
  );
}
