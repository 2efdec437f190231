import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api-client';
import type { User } from '@/lib/api-types';
import { useForm } from '@/lib/forms';
import { toast } from '@/lib/toasts';
import { vitalsForm } from '@app/domain';
import { useUpdateProfile } from '../api/update-profile';
import { EditActions, ProfileCard } from './profile-card';

type Values = { height: string; weight: string; blood_pressure: string; heart_rate: string };

const text = (value: number | string | null | undefined) =>
  value === null || value === undefined ? '' : String(value);

function VitalsForm({ user, done }: { user: User; done: () => void }) {
  const { t } = useTranslation('profile');
  const update = useUpdateProfile();
  const form = useForm<Values>({
    height: text(user.height),
    weight: text(user.weight),
    blood_pressure: text(user.blood_pressure),
    heart_rate: text(user.heart_rate),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // Empty vitals are sent as null: the user may clear what they no longer want kept.
    const data = form.check(vitalsForm);
    if (!data) return;
    update.mutate(data, {
      onSuccess: () => {
        toast.success(t('vitals.saved'));
        done();
      },
      onError: (error) => {
        if (error instanceof ApiError) form.setErrors(error.errors);
      },
    });
  };

  const number = { htmlInput: { inputMode: 'decimal' as const } };
  return (
    <Box component="form" noValidate onSubmit={submit}>
      <TextField label={t('vitals.height')} {...form.field('height')} slotProps={number} />
      <TextField label={t('vitals.weight')} {...form.field('weight')} slotProps={number} />
      <TextField
        label={t('vitals.bloodPressure')}
        placeholder={t('vitals.bloodPressurePlaceholder')}
        {...form.field('blood_pressure')}
      />
      <TextField label={t('vitals.heartRate')} {...form.field('heart_rate')} slotProps={number} />
      <EditActions onCancel={done} saving={update.isPending} />
    </Box>
  );
}

/** Height (ft), weight (kg), blood pressure (mm Hg) and heart rate (BPM), all optional. */
export function VitalsCard({ user }: { user: User }) {
  const { t } = useTranslation('profile');
  return (
    <ProfileCard
      title={t('vitals.title')}
      rows={[
        [t('vitals.height'), text(user.height)],
        [t('vitals.weight'), text(user.weight)],
        [t('vitals.bloodPressure'), text(user.blood_pressure)],
        [t('vitals.heartRate'), text(user.heart_rate)],
      ]}
      edit={(done) => <VitalsForm user={user} done={done} />}
    />
  );
}
