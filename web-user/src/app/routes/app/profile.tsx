import { useTranslation } from 'react-i18next';
import { PageHeading } from '@/components/page-heading';
import { DataRightsCard } from '@/features/data-rights/components/data-rights-card';
import { ProfilePage } from '@/features/profile/components/profile-page';

export function Component() {
  const { t } = useTranslation('profile');
  return (
    <>
      <PageHeading title={t('title')} />
      <ProfilePage />
      <DataRightsCard />
    </>
  );
}
