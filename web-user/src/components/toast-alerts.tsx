import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import { useTranslation } from 'react-i18next';
import { dismissToast, type Toast } from '@/lib/toasts';

export interface ToastAlertsProps {
  open: boolean;
  toasts: Toast[];
}

/** The toasts themselves: in their own chunk with MUI's Alert, as no page shows a toast when it first paints. */
export default function ToastAlerts({ toasts }: ToastAlertsProps) {
  const { t } = useTranslation('common');
  return toasts.map((item) => (
    <Alert
      key={item.id}
      data-testid={`toast-${item.kind}`}
      role={item.kind === 'error' ? 'alert' : 'status'}
      severity={item.kind === 'error' ? 'error' : item.kind === 'success' ? 'success' : 'info'}
      variant="filled"
      onClose={() => dismissToast(item.id)}
      closeText={t('actions.close')}
      sx={{ pointerEvents: 'auto', boxShadow: 3 }}
    >
      {item.title && <AlertTitle>{item.title}</AlertTitle>}
      {item.message}
    </Alert>
  ));
}
