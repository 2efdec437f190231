import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { NOTIFICATION_PANEL_SIZE } from '@/config/app';
import { paths } from '@/config/paths';
import { useMarkAllNotificationsRead } from '../api/mark-all-notifications-read';
import { useMarkNotificationRead } from '../api/mark-notification-read';
import { useNotifications } from '../api/get-notifications';
import { hasUnread } from '../api/mark-read-optimistically';
import { NotificationItems } from './notification-items';

export interface NotificationPanelProps {
  anchor: HTMLElement | null;
  open: boolean;
  onClose: () => void;
}

/** The bell's 400px panel of up to 6 items: in its own chunk, loaded when first opened or when the browser is idle. */
export default function NotificationPanel({ anchor, open, onClose }: NotificationPanelProps) {
  const { t } = useTranslation('notifications');
  const titleId = useId();
  const { data } = useNotifications(1, NOTIFICATION_PANEL_SIZE);
  const readOne = useMarkNotificationRead();
  const readAll = useMarkAllNotificationsRead();
  const items = (data?.notifications ?? []).slice(0, NOTIFICATION_PANEL_SIZE);
  const unread = hasUnread(data);
  return (
    <Popover
      open={open}
      anchorEl={anchor}
      onClose={onClose}
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
        <NotificationItems items={items} onRead={(id) => readOne.mutate(id)} onOpen={onClose} />
      </Box>
      <Box sx={{ p: 1, textAlign: 'center', borderTop: 1, borderColor: 'divider' }}>
        <Button component={RouterLink} to={paths.app.notifications} onClick={onClose}>
          {t('viewAll')}
        </Button>
      </Box>
    </Popover>
  );
}
