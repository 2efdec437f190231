import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DonorAgeNotice } from '@/components/donor-age-notice';
import { SelectField } from '@/components/select-field';
import { useForm } from '@/lib/forms';
import { BLOOD_GROUPS, GENDERS, personalDetailsForm } from '@app/domain';

export type PersonalDetailsValues = {
  gender: string;
  dob: string;
  blood_group: string;
};

/** The genders' names, by the value the API takes. */
const GENDER_NAMES: Record<(typeof GENDERS)[number], string> = {
  Male: 'common:gender.male',
  Female: 'common:gender.female',
};

const today = () => {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
};

export function PersonalDetailsStep({ onDone }: { onDone: (values: PersonalDetailsValues) => void }) {
  const { t } = useTranslation('onboarding');
  const form = useForm<PersonalDetailsValues>({ gender: '', dob: '', blood_group: '' });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const data = form.check(personalDetailsForm);
    if (data) onDone({ gender: data.gender, dob: data.dob, blood_group: data.blood_group });
  };

  return (
    <Box component="form" noValidate onSubmit={submit}>
      <SelectField
        label={t('fields.gender')}
        placeholder={t('fields.selectGender')}
        options={GENDERS.map((gender) => ({ value: gender, label: t(GENDER_NAMES[gender]) }))}
        {...form.field('gender')}
      />
      <TextField
        label={t('fields.dob')}
        type="date"
        {...form.field('dob')}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: today() } }}
      />
      <DonorAgeNotice dob={form.values.dob} />
      <SelectField
        label={t('fields.bloodGroup')}
        placeholder={t('fields.selectBloodGroup')}
        options={BLOOD_GROUPS.map((group) => ({ value: group, label: group }))}
        {...form.field('blood_group')}
      />
      <Button type="submit" variant="contained" size="large" fullWidth sx={{ mt: 2 }}>
        {t('nextStep')}
      </Button>
    </Box>
  );
}
