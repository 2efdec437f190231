import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useOnline } from '@/lib/use-online';

/** With the offline notice, whose chunk every visit fetches when idle, so the service worker has it (see there). */
const OfflinePage = lazy(() =>
  import('@/components/offline-alert').then((module) => ({ default: module.OfflinePage })),
);

/**
 * A route that failed to load (a chunk that could not be fetched or data that did not come in time, a rendering
 * fault); unknown paths have pages. "Try again" draws the page again, asking afresh for what failed. Without a
 * connection that is a page this phone never opened: it says so, and what does work offline.
 */
export function RouteError({ onRetry }: { onRetry?: () => void }) {
  const { t } = useTranslation('layout');
  const online = useOnline();
  if (!online)
    return (
      <Suspense fallback={null}>
        <OfflinePage />
      </Suspense>
    );
  return (
    <Box component="main" sx={{ p: 4, textAlign: 'center' }}>
      <Typography variant="h1" component="h1" sx={{ fontSize: 28 }}>
        {t('common:states.genericError')}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1 }}>
        {t('routeError.text')}
      </Typography>
      <Box sx={{ display: 'flex', gap: 2, justifyContent: 'center', flexWrap: 'wrap', mt: 3 }}>
        {onRetry && (
          <Button variant="contained" onClick={onRetry}>
            {t('routeError.retry')}
          </Button>
        )}
        <Button variant={onRetry ? 'outlined' : 'contained'} onClick={() => window.location.assign('/')}>
          {t('notFound.goHome')}
        </Button>
      </Box>
    </Box>
  );
}
