import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import type { DonorHistoryItem } from '@/api/get-donor-history';
import { paths } from '@/config/paths';
import { formatMoney } from '@/lib/format';

/**
 * The airtime thank-you of one confirmed donation (pending, sent, failed...), always worded as a thank-you towards
 * data and travel, never as payment; a donor without a verified number is shown where to verify it.
 */
export function AirtimeStatus({ airtime, colour }: { airtime: DonorHistoryItem['airtime']; colour: string }) {
  const { t } = useTranslation('airtime');
  if (!airtime) return null;
  return (
    <Typography variant="body2" data-airtime={airtime.status} sx={{ color: colour, mt: 1.5 }}>
      {t(`status.${airtime.status}`, { amount: formatMoney(airtime.amount_ngn, 'NGN') })}{' '}
      {airtime.status === 'awaiting_phone' && (
        <Link component={RouterLink} to={paths.app.profile} color="inherit">
          {t('verifyPhone')}
        </Link>
      )}
    </Typography>
  );
}
