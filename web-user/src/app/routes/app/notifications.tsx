import Typography from '@mui/material/Typography';
import { NotificationsList } from '@/features/notifications/components/notifications-list';

export function Component() {
  return (
    <>
      <Typography variant="h1" component="h1" sx={{ fontSize: 26, mb: 2 }}>
        Notifications
      </Typography>
      <NotificationsList />
    </>
  );
}
