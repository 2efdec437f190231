import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { YourRequest } from '../api/get-your-requests';

/**
 * The donor search as the API computes it: donors alerted, donors who accepted against the units asked, and how
 * far the search has widened around the hospital (10, 25, 50, 100 km, then the whole state).
 */
export function SearchProgress({ request }: { request: YourRequest }) {
  const { t } = useTranslation('your-requests');
  const { notified, accepted, declined, radius_km: radius, wave, searching } = request.progress;
  const reach =
    radius !== null
      ? t('progress.radius', { km: radius })
      : wave > 0
        ? t('progress.wholeState')
        : t('progress.starting');
  return (
    <Box component="section" aria-labelledby="search-progress-title" sx={{ mt: 2 }}>
      <Typography id="search-progress-title" variant="h3" component="h3" sx={{ fontSize: 16, fontWeight: 700 }}>
        {t('progress.title')}
      </Typography>
      <LinearProgress
        variant="determinate"
        value={Math.min(100, (accepted / Math.max(1, request.units)) * 100)}
        aria-label={t('progress.acceptedOf', { accepted, units: request.units })}
        sx={{ my: 1 }}
      />
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        <li>
          <Typography variant="body2">{t('progress.notified', { count: notified })}</Typography>
        </li>
        <li>
          <Typography variant="body2">{t('progress.acceptedOf', { accepted, units: request.units })}</Typography>
        </li>
        {declined > 0 && (
          <li>
            <Typography variant="body2">{t('progress.declined', { count: declined })}</Typography>
          </li>
        )}
        <li>
          <Typography variant="body2">{reach}</Typography>
        </li>
      </Box>
      {searching && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {t('progress.searching')}
        </Typography>
      )}
    </Box>
  );
}
