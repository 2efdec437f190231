import Alert from '@mui/material/Alert';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { formatWhen } from '@/lib/format-date';
import { lastUpdatedOf } from '@/lib/last-updated';
import { useOnline } from '@/lib/use-online';

/**
 * Without a connection, a page showing saved answers says so and how old they are, so nothing on it passes for live.
 * (Parts with no saved answer say they are not available offline: components/feedback-states.tsx.)
 */
export function OfflineDataNotice() {
  const { t } = useTranslation('offline');
  const online = useOnline();
  const cache = useQueryClient().getQueryCache();
  const subscribe = useCallback((onChange: () => void) => cache.subscribe(onChange), [cache]);
  const updatedAt = useSyncExternalStore(
    subscribe,
    () => lastUpdatedOf(cache.getAll()),
    () => null,
  );
  if (online || updatedAt === null) return null;
  return (
    <Alert role="status" severity="info" sx={{ mb: 2 }}>
      {t('lastUpdated', { when: formatWhen(new Date(updatedAt)) })}
    </Alert>
  );
}
