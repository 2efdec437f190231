import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import { useTranslation } from 'react-i18next';

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
