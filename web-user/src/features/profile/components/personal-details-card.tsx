import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DateField } from '@/components/date-field';
import { SelectField } from '@/components/select-field';
import { ApiError } from '@/lib/api-client';
import type { User } from '@/lib/api-types';
import { useForm } from '@/lib/forms';
import { formatDay } from '@/lib/format-date';
import { genderName, genderOptions } from '@/lib/gender-names';
import { toast } from '@/lib/toasts';
import { BLOOD_GROUPS, GENOTYPES, personalDetailsForm, type Genotype } from '@app/domain';
import { useUpdateProfile } from '../api/update-profile';
import { EditActions, ProfileCard } from './profile-card';

type Values = { gender: string; dob: string; blood_group: string; genotype: string };

const options = (values: readonly string[]) => values.map((value) => ({ value, label: value }));

function PersonalDetailsForm({ user, done }: { user: User; done: () => void }) {
  const { t } = useTranslation('profile');
  const update = useUpdateProfile();
  const form = useForm<Values>({
    gender: user.gender ?? '',
    dob: user.dob ?? '',
    blood_group: user.blood_group ?? '',
    genotype: user.genotype ?? '',
  });
  // The API lets blood group and genotype change once after onboarding (a missing genotype may be set freely).
  const bloodGroupLocked = user.blood_group_editable === false;
  const genotypeLocked = user.genotype_editable === false;

  /** Blood group and genotype: a select that the API's once-only rule may have locked. */
  const onceOnly = (
    name: 'blood_group' | 'genotype',
    label: string,
    placeholder: string,
    values: readonly string[],
    locked: boolean,
  ) => (
    <SelectField
      label={label}
      placeholder={placeholder}
      options={options(values)}
      {...form.field(name)}
      disabled={locked}
      helperText={form.errors[name] ?? (locked ? t('personal.alreadyEdited') : ' ')}
    />
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const data = form.check(personalDetailsForm);
    if (!data) return;
    update.mutate(
      {
        gender: data.gender,
        dob: data.dob,
        blood_group: data.blood_group,
        ...(isGenotype(form.values.genotype) ? { genotype: form.values.genotype } : {}),
        state_id: user.state_id ?? 0,
      },
      {
        onSuccess: () => {
          toast.success(t('personal.saved'));
          done();
        },
        onError: (error) => {
          if (error instanceof ApiError) form.setErrors(error.errors);
        },
      },
    );
  };

  return (
    <Box component="form" noValidate onSubmit={submit}>
      <Alert severity="warning" sx={{ mb: 2 }}>
        {t('personal.editOnceWarning')}
      </Alert>
      <TextField label={t('fields.email')} value={user.email} disabled helperText={t('personal.emailFixed')} />
      <SelectField
        label={t('fields.gender')}
        placeholder={t('personal.selectGender')}
        options={genderOptions()}
        {...form.field('gender')}
      />
      <DateField label={t('fields.dob')} {...form.valueField('dob')} />
      {onceOnly('blood_group', t('fields.bloodGroup'), t('personal.selectBloodGroup'), BLOOD_GROUPS, bloodGroupLocked)}
      {onceOnly('genotype', t('fields.genotype'), t('personal.selectGenotype'), GENOTYPES, genotypeLocked)}
      <EditActions onCancel={done} saving={update.isPending} />
    </Box>
  );
}

const isGenotype = (value: string | undefined): value is Genotype => GENOTYPES.some((genotype) => genotype === value);

/** Name, email (never editable), phone, gender, date of birth, blood group and genotype. */

export function PersonalDetailsCard({ user }: { user: User }) {
  const { t } = useTranslation('profile');
  return (
    <ProfileCard
      title={t('personal.title')}
      rows={[
        [t('fields.name'), [user.first_name, user.last_name].filter(Boolean).join(' ')],
        [t('fields.email'), user.email],
        [t('fields.phone'), user.phone_number],
        [t('fields.gender'), genderName(user.gender)],
        [t('fields.dob'), formatDay(user.dob)],
        [t('fields.bloodGroup'), user.blood_group],
        [t('fields.genotype'), user.genotype],
      ]}
      edit={(done) => <PersonalDetailsForm user={user} done={done} />}
    />
  );
}
