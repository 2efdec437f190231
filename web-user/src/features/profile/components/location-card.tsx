import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PlaceSearchField, type PickedLocation } from '@/components/place-search-field';
import { ApiError } from '@/lib/api-client';
import type { User } from '@/lib/api-types';
import { toast } from '@/lib/toasts';
import { PROFILE_MESSAGES } from '@app/domain';
import { useUpdateProfile } from '../api/update-profile';
import { EditActions, ProfileCard } from './profile-card';

function LocationForm({ user, done }: { user: User; done: () => void }) {
  const { t } = useTranslation('profile');
  const update = useUpdateProfile();
  const [picked, setPicked] = useState<PickedLocation | null>(null);
  const [error, setError] = useState<string | undefined>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!picked) {
      setError(PROFILE_MESSAGES.locationEmpty);
      return;
    }
    // The API takes a move as part of the personal details, which it needs whole.
    update.mutate(
      {
        gender: user.gender ?? '',
        dob: user.dob ?? '',
        blood_group: user.blood_group ?? '',
        ...picked,
      },
      {
        onSuccess: () => {
          toast.success(t('location.saved'));
          done();
        },
        // The server's message was already shown as a toast; a field message, if any, goes under the search.
        onError: (failure) => setError(failure instanceof ApiError ? Object.values(failure.errors)[0] : undefined),
      },
    );
  };

  return (
    <Box component="form" noValidate onSubmit={submit}>
      <PlaceSearchField
        onPick={(location) => {
          setPicked(location);
          setError(undefined);
        }}
        onType={() => setPicked(null)}
        onOutsideNigeria={() => {
          setPicked(null);
          setError(PROFILE_MESSAGES.locationOutsideNigeria);
        }}
        error={error}
      />
      {picked && (
        <Typography variant="body2" sx={{ mt: 1 }}>
          {t('location.chosen', { address: picked.address })}
        </Typography>
      )}
      <EditActions onCancel={done} saving={update.isPending} />
    </Box>
  );
}

/** Where the user lives: donors are matched to requests near it. */
export function LocationCard({ user }: { user: User }) {
  const { t } = useTranslation('profile');
  return (
    <ProfileCard
      title={t('location.title')}
      rows={[
        [t('location.address'), user.address],
        [t('location.state'), user.state?.name],
      ]}
      edit={(done) => <LocationForm user={user} done={done} />}
    />
  );
}
