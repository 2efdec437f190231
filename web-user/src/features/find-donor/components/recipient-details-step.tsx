import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { SelectField } from '@/components/select-field';
import { BLOOD_GROUPS, GENDERS } from '@app/domain';
import type { WizardForm } from './wizard-form';

/** Another recipient: who needs the blood. */
export function RecipientDetailsStep({ form }: { form: WizardForm }) {
  const { t } = useTranslation('find-donor');
  return (
    <>
      <TextField label={t('fields.firstName')} autoComplete="off" fullWidth {...form.field('first_name')} />
      <TextField label={t('fields.lastName')} autoComplete="off" fullWidth {...form.field('last_name')} />
      <SelectField
        label={t('fields.gender')}
        placeholder={t('fields.selectGender')}
        options={GENDERS.map((gender) => ({ value: gender, label: t(`genders.${gender}`) }))}
        fullWidth
        {...form.field('gender')}
      />
      <SelectField
        label={t('fields.bloodGroup')}
        placeholder={t('fields.selectBloodGroup')}
        options={BLOOD_GROUPS.map((group) => ({ value: group, label: group }))}
        fullWidth
        {...form.field('blood_group')}
      />
    </>
  );
}
