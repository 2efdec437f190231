import { useTranslation } from 'react-i18next';
import { PageHeading } from '@/components/page-heading';
import { ProfilePage } from '@/features/profile/components/profile-page';

export function Component() {
  const { t } = useTranslation('profile');
  return (
    <>
      <PageHeading title={t('title')} />
      <ProfilePage />
    </>
  );
}
