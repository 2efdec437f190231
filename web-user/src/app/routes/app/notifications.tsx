import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { NotificationsList } from '@/features/notifications/components/notifications-list';

export function Component() {
  const { t } = useTranslation('notifications');
  return (
    <>
      <Typography variant="h1" component="h1" sx={{ fontSize: 26, mb: 2 }}>
        {t('title')}
      </Typography>
      <NotificationsList />
    </>
  );
}
