import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { BellIcon } from '@/components/icons/bell-icon';
import { NOTIFICATION_PANEL_SIZE } from '@/config/app';
import { paths } from '@/config/paths';
import { deferUntilOpen } from '@/components/deferred-overlays';
import { useNotifications } from '../api/get-notifications';
import { hasUnread } from '../api/mark-read-optimistically';
import { usePushRefresh } from '../hooks/use-push-refresh';
import type { NotificationPanelProps } from './notification-panel';

const NotificationPanel = deferUntilOpen<NotificationPanelProps>(() => import('./notification-panel'));

/** The bell (red dot while any notification is unread) and its 400px panel of up to 6 items. */
export function NotificationBell({ asLink = false }: { asLink?: boolean }) {
  const { t } = useTranslation('notifications');
  usePushRefresh();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const { data } = useNotifications(1, NOTIFICATION_PANEL_SIZE);
  const unread = hasUnread(data);
  const label = unread ? t('bellUnread') : t('bell');

  const bell = (
    <Badge color="error" variant="dot" invisible={!unread} overlap="circular" data-testid="notification-dot">
      <BellIcon />
    </Badge>
  );

  if (asLink)
    return (
      <IconButton component={RouterLink} to={paths.app.notifications} aria-label={label}>
        {bell}
      </IconButton>
    );

  return (
    <>
      <IconButton aria-label={label} aria-haspopup="dialog" onClick={(event) => setAnchor(event.currentTarget)}>
        {bell}
      </IconButton>
      <NotificationPanel anchor={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)} />
    </>
  );
}
