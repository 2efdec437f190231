import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { PUSH_EVENT } from '@/lib/push-messages';

/** A foreground push message means a new notification: refetch the list. */
export function usePushRefresh() {
  const client = useQueryClient();
  useEffect(() => {
    const refresh = () => void client.invalidateQueries({ queryKey: ['notifications'] });
    window.addEventListener(PUSH_EVENT, refresh);
    return () => window.removeEventListener(PUSH_EVENT, refresh);
  }, [client]);
}
