import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { BellIcon } from '@/components/icons/bell-icon';
import { NOTIFICATION_PANEL_SIZE } from '@/config/app';
import { paths } from '@/config/paths';
import { useMarkAllNotificationsRead } from '../api/mark-all-notifications-read';
import { useMarkNotificationRead } from '../api/mark-notification-read';
import { useNotifications } from '../api/get-notifications';
import { hasUnread } from '../api/mark-read-optimistically';
import { usePushRefresh } from '../hooks/use-push-refresh';
import { NotificationItems } from './notification-items';

/** The bell (red dot while any notification is unread) and its 400px panel of up to 6 items. */
export function NotificationBell({ asLink = false }: { asLink?: boolean }) {
  const { t } = useTranslation('notifications');
  usePushRefresh();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const titleId = useId();
  const { data } = useNotifications(1, NOTIFICATION_PANEL_SIZE);
  const readOne = useMarkNotificationRead();
  const readAll = useMarkAllNotificationsRead();
  const items = (data?.notifications ?? []).slice(0, NOTIFICATION_PANEL_SIZE);
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
      <Popover
        open={Boolean(anchor)}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{
          paper: {
            role: 'dialog',
            'aria-labelledby': titleId,
            sx: {
              width: 400,
              maxWidth: 'calc(100vw - 16px)',
              maxHeight: 400,
              display: 'flex',
              flexDirection: 'column',
            },
          } as object,
        }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', px: 2, py: 1.5 }}>
          <Typography id={titleId} variant="h6" component="h2">
            {t('title')}
          </Typography>
          <Button size="small" onClick={() => readAll.mutate()} disabled={!unread || readAll.isPending}>
            {t('markAllRead')}
          </Button>
        </Box>
        <Box sx={{ overflowY: 'auto', flexGrow: 1 }}>
          <NotificationItems items={items} onRead={(id) => readOne.mutate(id)} onOpen={() => setAnchor(null)} />
        </Box>
        <Box sx={{ p: 1, textAlign: 'center', borderTop: 1, borderColor: 'divider' }}>
          <Button component={RouterLink} to={paths.app.notifications} onClick={() => setAnchor(null)}>
            {t('viewAll')}
          </Button>
        </Box>
      </Popover>
    </>
  );
}
