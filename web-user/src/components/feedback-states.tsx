import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useOnline } from '@/lib/use-online';

/**
 * Something still to come from the API. Without a connection it will not come (reads wait for one), and with no saved
 * answer to show the part says so, rather than spinning or passing for empty.
 */
export function Spinner({ label }: { label?: string }) {
  const { t } = useTranslation('common');
  if (!useOnline()) return <NotAvailableOffline />;
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
      {/* Only turning (no growing arc): a rotation runs off the main thread, while the arc's growth repainted every
          frame on it, a slow phone's main thread held for as long as a page waits for the API. */}
      <CircularProgress aria-label={label ?? t('states.loadingLabel')} color="primary" disableShrink />
    </Box>
  );
}

export function EmptyState({ title, children }: { title?: string; children?: ReactNode }) {
  const { t } = useTranslation('common');
  return (
    <Box sx={{ textAlign: 'center', py: 6 }}>
      <Typography variant="h6" component="p">
        {title ?? t('states.nothingToSee')}
      </Typography>
      {children && <Typography color="text.secondary">{children}</Typography>}
    </Box>
  );
}

export function NotAvailableOffline() {
  const { t } = useTranslation('common');
  return (
    <Typography role="status" color="text.secondary" sx={{ py: 2 }}>
      {t('offline:notAvailable')}
    </Typography>
  );
}

/**
 * A part whose answer is not there: still coming, unavailable offline (both as Spinner), or failed; never drawn as
 * empty lists or zeros, which would be false for someone who has data.
 */
export function NoAnswer({ pending, label }: { pending: boolean; label?: string }) {
  const { t } = useTranslation('common');
  const online = useOnline();
  if (pending || !online) return <Spinner label={label} />;
  return (
    <Typography role="status" color="text.secondary" sx={{ py: 2 }}>
      {t('states.genericError')}
    </Typography>
  );
}
