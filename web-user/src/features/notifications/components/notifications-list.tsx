import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '@/components/feedback-states';
import { PAGE_SIZE } from '@/config/app';
import { useMarkAllNotificationsRead } from '../api/mark-all-notifications-read';
import { useMarkNotificationRead } from '../api/mark-notification-read';
import { useNotifications } from '../api/get-notifications';
import { hasUnread } from '../api/mark-read-optimistically';
import { NotificationItems } from './notification-items';

/** The full notifications screen: every item with Read, and Mark all as read. */
export function NotificationsList() {
  const { t } = useTranslation('notifications');
  const [page, setPage] = useState(1);
  const { data, isLoading } = useNotifications(page, PAGE_SIZE);
  const readOne = useMarkNotificationRead();
  const readAll = useMarkAllNotificationsRead();
  if (isLoading) return <Spinner />;
  const items = data?.notifications ?? [];
  return (
    <Paper variant="outlined">
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', p: 1 }}>
        <Button onClick={() => readAll.mutate()} disabled={!hasUnread(data) || readAll.isPending}>
          {t('markAllRead')}
        </Button>
      </Box>
      <NotificationItems items={items} onRead={(id) => readOne.mutate(id)} />
      {(data?.page_info.total_pages ?? 0) > 1 && (
        <Pagination
          sx={{ p: 2, display: 'flex', justifyContent: 'center' }}
          count={data?.page_info.total_pages ?? 1}
          page={page}
          onChange={(_, value) => setPage(value)}
          aria-label={t('pages')}
        />
      )}
    </Paper>
  );
}
