import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { textList } from '@/lib/i18n';
import { useOnline } from '@/lib/use-online';

/**
 * A route that failed to load (a chunk that could not be fetched, a rendering fault); unknown paths have pages.
 * Without a connection that is a page this phone never opened: it says so, and what does work offline.
 */
export function RouteError() {
  const { t } = useTranslation('layout');
  const online = useOnline();
  if (!online) return <OfflinePage />;
  return (
    <Box component="main" sx={{ p: 4, textAlign: 'center' }}>
      <Typography variant="h1" component="h1" sx={{ fontSize: 28 }}>
        {t('common:states.genericError')}
      </Typography>
      <Button variant="contained" sx={{ mt: 3 }} onClick={() => window.location.assign('/')}>
        {t('notFound.goHome')}
      </Button>
    </Box>
  );
}

function OfflinePage() {
  const { t } = useTranslation('layout');
  return (
    <Box component="main" sx={{ p: 4, maxWidth: 640, mx: 'auto' }}>
      <Typography variant="h1" component="h1" sx={{ fontSize: 28 }}>
        {t('offline:page.title')}
      </Typography>
      <Typography sx={{ mt: 2 }}>{t('offline:page.text')}</Typography>
      <Typography variant="h2" sx={{ fontSize: 20, mt: 3 }}>
        {t('offline:page.worksTitle')}
      </Typography>
      <Box component="ul" sx={{ pl: 3 }}>
        {textList('offline:page.works').map((line) => (
          <Typography component="li" key={line} sx={{ mt: 1 }}>
            {line}
          </Typography>
        ))}
      </Box>
      <Button variant="contained" sx={{ mt: 3 }} onClick={() => window.history.back()}>
        {t('offline:page.back')}
      </Button>
    </Box>
  );
}
