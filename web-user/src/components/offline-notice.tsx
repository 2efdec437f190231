import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import { useTranslation } from 'react-i18next';
import { useOnline } from '@/lib/use-online';

/** Says plainly that the connection is gone (the app shell still opens from the service worker's cache). */
export function OfflineNotice() {
  const online = useOnline();
  const { t } = useTranslation('offline');
  if (online) return null;
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
