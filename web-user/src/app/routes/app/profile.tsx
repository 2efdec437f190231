import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ProfilePage } from '@/features/profile/components/profile-page';

export function Component() {
  const { t } = useTranslation('profile');
  return (
    <>
      <Typography variant="h1" component="h1" sx={{ fontSize: 26, mb: 2 }}>
        {t('title')}
      </Typography>
      <ProfilePage />
    </>
  );
}
