import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { BellIcon } from '@/components/icons';
import { NOTIFICATION_PANEL_SIZE } from '@/config/app';
import { paths } from '@/config/paths';
import { useMarkAllNotificationsRead } from '../api/mark-all-notifications-read';
import { useMarkNotificationRead } from '../api/mark-notification-read';
import { useNotifications } from '../api/get-notifications';
import { usePushRefresh } from '../hooks/use-push-refresh';
import { NotificationItems } from './notification-items';

/** The bell (red dot when any notification exists) and its 400px panel of up to 6 items. */
export function NotificationBell({ asLink = false }: { asLink?: boolean }) {
  usePushRefresh();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const titleId = useId();
  const { data } = useNotifications(1, NOTIFICATION_PANEL_SIZE);
  const readOne = useMarkNotificationRead();
  const readAll = useMarkAllNotificationsRead();
  const items = (data?.notifications ?? []).slice(0, NOTIFICATION_PANEL_SIZE);
  const hasAny = items.length > 0;

  const bell = (
    <Badge color="error" variant="dot" invisible={!hasAny} overlap="circular">
      <BellIcon />
    </Badge>
  );

  if (asLink)
    return (
      <IconButton component={RouterLink} to={paths.app.notifications} aria-label="Notifications">
        {bell}
      </IconButton>
    );

  return (
    <>
      <IconButton
        aria-label={hasAny ? 'Notifications, new items' : 'Notifications'}
        aria-haspopup="dialog"
        onClick={(event) => setAnchor(event.currentTarget)}
      >
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
            Notifications
          </Typography>
          <Button size="small" onClick={() => readAll.mutate()} disabled={!hasAny || readAll.isPending}>
            Mark all as read
          </Button>
        </Box>
        <Box sx={{ overflowY: 'auto', flexGrow: 1 }}>
          <NotificationItems items={items} onRead={(id) => readOne.mutate(id)} />
        </Box>
        <Box sx={{ p: 1, textAlign: 'center', borderTop: 1, borderColor: 'divider' }}>
          <Button component={RouterLink} to={paths.app.notifications} onClick={() => setAnchor(null)}>
            View All
          </Button>
        </Box>
      </Popover>
    </>
  );
}
