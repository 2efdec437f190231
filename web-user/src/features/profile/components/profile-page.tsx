import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { LanguageMenu } from '@/components/language-menu';
import { Spinner } from '@/components/feedback-states';
import { useSession } from '@/lib/session';
import { LocationCard } from './location-card';
import { PersonalDetailsCard } from './personal-details-card';
import { ProfilePhoto } from './profile-photo';
import { VitalsCard } from './vitals-card';

/** Edit Profile: the photo, then personal details, vitals, location and language, each card on its own. */
export function ProfilePage() {
  const { t } = useTranslation('profile');
  const { user } = useSession();
  if (!user) return <Spinner />;
  return (
    <Box sx={{ display: 'grid', gap: 2, maxWidth: 960 }}>
      <ProfilePhoto user={user} />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, alignItems: 'start' }}>
        <PersonalDetailsCard user={user} />
        <Box sx={{ display: 'grid', gap: 2 }}>
          <VitalsCard user={user} />
          <LocationCard user={user} />
          <Card component="section" variant="outlined" sx={{ borderRadius: 3 }}>
            <CardContent sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
              <Typography variant="h6" component="h2">
                {t('language.title')}
              </Typography>
              <LanguageMenu />
            </CardContent>
          </Card>
        </Box>
      </Box>
    </Box>
  );
}
