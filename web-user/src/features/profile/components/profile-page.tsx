import Box from '@mui/material/Box';
import { Spinner } from '@/components/feedback-states';
import { useSession } from '@/lib/session';
import { LanguageCard } from './language-card';
import { LocationCard } from './location-card';
import { PersonalDetailsCard } from './personal-details-card';
import { ProfilePhoto } from './profile-photo';
import { VitalsCard } from './vitals-card';

/** Edit Profile: the photo, then personal details, vitals, location and language, each card on its own. */
export function ProfilePage() {
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
          <LanguageCard />
        </Box>
      </Box>
    </Box>
  );
}
