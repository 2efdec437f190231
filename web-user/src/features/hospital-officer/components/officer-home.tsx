import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { EmptyState, NoAnswer } from '@/components/feedback-states';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { useOfficerRequests, type OfficerRequestStatus } from '../api/get-officer-requests';
import { OfficerRequestCard } from './officer-request-card';
import { RecordDonationForm } from './record-donation-form';

/**
 * The officer's home: their hospital, the donation form first, then its requests (open, or closed). A session the API
 * no longer takes (the officer disabled, the hospital suspended) ends here too: `onSessionEnded`.
 */
export function OfficerHome({ hospital, onSessionEnded }: { hospital: string; onSessionEnded: () => void }) {
  const { t } = useTranslation('hospital-officer');
  const [status, setStatus] = useState<OfficerRequestStatus>('open');
  const requests = useOfficerRequests(status);
  const list = requests.data;
  const ended = requests.error instanceof ApiError && requests.error.status === 401;
  useEffect(() => {
    if (ended) onSessionEnded();
  }, [ended, onSessionEnded]);
  return (
    <>
      <Typography variant="h1" component="h1" sx={{ fontSize: 26, mb: 0.5 }}>
        {hospital}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('home.intro')}
      </Typography>
      <RecordDonationForm hospital={hospital} />
      <Button
        component={RouterLink}
        to={paths.hospital.appeals}
        variant="outlined"
        color="error"
        fullWidth
        sx={{ mb: 3 }}
      >
        {t('home.appeals')}
      </Button>
      <Typography variant="h2" sx={{ fontSize: 20, mb: 1 }}>
        {t('home.requests')}
      </Typography>
      <Tabs value={status} onChange={(_, next: OfficerRequestStatus) => setStatus(next)} sx={{ mb: 2 }}>
        <Tab value="open" label={t('home.open')} />
        <Tab value="closed" label={t('home.closed')} />
      </Tabs>
      {!list && <NoAnswer pending={requests.isPending} label={t('home.loading')} />}
      {list && !list.length && <EmptyState title={status === 'open' ? t('home.emptyOpen') : t('home.emptyClosed')} />}
      {list && list.length > 0 && (
        <Stack spacing={2}>
          {list.map((request) => (
            <OfficerRequestCard key={request.id} request={request} open={status === 'open'} />
          ))}
        </Stack>
      )}
    </>
  );
}
