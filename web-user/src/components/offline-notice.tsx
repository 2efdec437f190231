import { useOnline } from '@/lib/use-online';
import { deferUntilOpen } from './deferred-overlays';
import type { OfflineAlertProps } from './offline-alert';

const OfflineAlert = deferUntilOpen<OfflineAlertProps>(() => import('./offline-alert'));

/** Says plainly that the connection is gone (the app shell still opens from the service worker's cache). */
export function OfflineNotice() {
  return <OfflineAlert open={!useOnline()} />;
}
