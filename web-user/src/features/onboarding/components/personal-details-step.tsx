import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import type { FormEvent } from 'react';
import { DonorAgeNotice } from '@/components/donor-age-notice';
import { SelectField } from '@/components/select-field';
import { useForm } from '@/lib/forms';
import { BLOOD_GROUPS, GENDERS, personalDetailsForm } from '@app/domain';

export type PersonalDetailsValues = {
  gender: string;
  dob: string;
  blood_group: string;
};

const today = () => {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
};

export function PersonalDetailsStep({ onDone }: { onDone: (values: PersonalDetailsValues) => void }) {
  const form = useForm<PersonalDetailsValues>({ gender: '', dob: '', blood_group: '' });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const data = form.check(personalDetailsForm);
    if (data) onDone({ gender: data.gender, dob: data.dob, blood_group: data.blood_group });
  };

  return (
    <Box component="form" noValidate onSubmit={submit}>
      <SelectField
        label="Gender"
        placeholder="Select gender"
        options={GENDERS.map((gender) => ({ value: gender, label: gender }))}
        {...form.field('gender')}
      />
      <TextField
        label="Date of Birth"
        type="date"
        {...form.field('dob')}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: today() } }}
      />
      <DonorAgeNotice dob={form.values.dob} />
      <SelectField
        label="Blood Group"
        placeholder="Select blood group"
        options={BLOOD_GROUPS.map((group) => ({ value: group, label: group }))}
        {...form.field('blood_group')}
      />
      <Button type="submit" variant="contained" size="large" fullWidth sx={{ mt: 2 }}>
        Proceed to the next step
      </Button>
    </Box>
  );
}
