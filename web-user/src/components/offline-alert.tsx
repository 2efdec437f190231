import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { textList } from '@/lib/i18n';

export interface OfflineAlertProps {
  open: boolean;
}

/**
 * The notice itself: in its own chunk with MUI's Alert, fetched while the browser is idle on every visit, so the
 * service worker has it when the app opens without a connection.
 */
export default function OfflineAlert({ open }: OfflineAlertProps) {
  const { t } = useTranslation('offline');
  if (!open) return null;
  return (
    <Alert
      role="status"
      severity="warning"
      variant="filled"
      sx={{
        position: 'fixed',
        left: '50%',
        transform: 'translateX(-50%)',
        // Above the signed-in area's bottom bar on phones.
        bottom: { xs: 72, md: 16 },
        width: 'min(92vw, 480px)',
        zIndex: (theme) => theme.zIndex.snackbar,
        boxShadow: 3,
      }}
    >
      <AlertTitle>{t('title')}</AlertTitle>
      {t('message')}
    </Alert>
  );
}

/** A page this phone never opened, asked for without a connection (app/routes/route-error.tsx): what works offline. */
export function OfflinePage() {
  const { t } = useTranslation('offline');
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
