import Box from '@mui/material/Box';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  EMPTY_LOCATION,
  LocationFields,
  locationFieldsOf,
  withLocationErrors,
  type LocationValue,
} from '@/components/location-fields';
import { ApiError } from '@/lib/api-client';
import type { User } from '@/lib/api-types';
import { useForm } from '@/lib/forms';
import { toast } from '@/lib/toasts';
import { locationForm } from '@app/domain';
import { useUpdateProfile } from '../api/update-profile';
import { EditActions, ProfileCard } from './profile-card';

function LocationForm({ user, done }: { user: User; done: () => void }) {
  const { t } = useTranslation('profile');
  const update = useUpdateProfile();
  const form = useForm<LocationValue>({ ...EMPTY_LOCATION, state_id: user.state_id ? String(user.state_id) : '' });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const location = form.check(locationForm);
    if (!location) return;
    // The API takes a move as part of the personal details, which it needs whole (an onboarded user has them).
    const { gender, dob, blood_group } = user;
    if (!gender || !dob || !blood_group) return;
    update.mutate(
      { gender, dob, blood_group, ...location },
      {
        onSuccess: () => {
          toast.success(t('location.saved'));
          done();
        },
        onError: (error) => {
          if (error instanceof ApiError) form.setErrors((current) => withLocationErrors(current, error.errors));
        },
      },
    );
  };

  return (
    <Box component="form" noValidate onSubmit={submit}>
      <LocationFields {...locationFieldsOf(form)} searchLabel={t('location.search')} />
      <EditActions onCancel={done} saving={update.isPending} />
    </Box>
  );
}

/** Where the user lives: donors are matched to requests near it. */
export function LocationCard({ user }: { user: User }) {
  const { t } = useTranslation('profile');
  return (
    <ProfileCard
      id="location"
      title={t('location.title')}
      rows={[
        [t('location.address'), user.address],
        [t('location.state'), user.state?.name],
      ]}
      edit={(done) => <LocationForm user={user} done={done} />}
    />
  );
}
