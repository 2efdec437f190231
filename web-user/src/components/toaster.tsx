import Box from '@mui/material/Box';
import { useSyncExternalStore } from 'react';
import { toastStore } from '@/lib/toasts';
import { deferUntilOpen } from './deferred-overlays';
import type { ToastAlertsProps } from './toast-alerts';

const ToastAlerts = deferUntilOpen<ToastAlertsProps>(() => import('./toast-alerts'));

/**
 * Renders the toast stack, newest at the bottom, top-centre like the original app. The live region is there from
 * the start, so screen readers announce the first toast as well.
 */
export function Toaster() {
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
      <ToastAlerts open={toasts.length > 0} toasts={toasts} />
    </Box>
  );
}
