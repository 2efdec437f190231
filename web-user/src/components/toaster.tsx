import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { dismissToast, toastStore } from '@/lib/toasts';

/** Renders the toast stack, newest at the bottom, top-centre like the original app. */
export function Toaster() {
  const { t } = useTranslation('common');
  const toasts = useSyncExternalStore(toastStore.subscribe, toastStore.getSnapshot, toastStore.getSnapshot);
  return (
    <Box
      aria-live="polite"
      sx={{
        position: 'fixed',
        top: 16,
        left: '50%',
        transform: 'translateX(-50%)',
        zIndex: (theme) => theme.zIndex.snackbar,
        display: 'flex',
        flexDirection: 'column',
        gap: 1,
        width: 'min(92vw, 420px)',
        pointerEvents: 'none',
      }}
    >
      {toasts.map((item) => (
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
      ))}
    </Box>
  );
}
