import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '@/components/page-heading';
import { PhoneCard } from '@/features/profile/components/phone-card';
import { DataRightsCard } from '@/features/data-rights/components/data-rights-card';
import { ProfilePage } from '@/features/profile/components/profile-page';

export function Component() {
  const { t } = useTranslation('profile');
  return (
    <>
      <PageHeading title={t('title')} />
      <ProfilePage />
      <Box sx={{ maxWidth: 960, mt: 2 }}>
        <PhoneCard />
      </Box>
      <DataRightsCard />
    </>
  );
}
