import { useTranslation } from 'react-i18next';
import { PageHeading } from '@/components/page-heading';
import { NotificationsList } from '@/features/notifications/components/notifications-list';

export function Component() {
  const { t } = useTranslation('notifications');
  return (
    <>
      <PageHeading title={t('title')} />
      <NotificationsList />
    </>
  );
}
