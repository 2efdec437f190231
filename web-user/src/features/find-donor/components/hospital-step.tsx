import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { LocationFields, withLocationErrors } from '@/components/location-fields';
import type { WizardForm } from './wizard-form';

/** Where the blood is needed: the hospital, the physician and the hospital's place. */
export function HospitalStep({ form }: { form: WizardForm }) {
  const { t } = useTranslation('find-donor');
  return (
    <>
      <TextField label={t('fields.hospital')} fullWidth {...form.field('hospital')} />
      <TextField label={t('fields.physician')} fullWidth {...form.field('physician')} />
      <LocationFields
        value={form.values}
        errors={form.errors}
        onChange={(next) => form.setValues((current) => ({ ...current, ...next }))}
        onErrors={(next) => form.setErrors((current) => withLocationErrors(current, next))}
        searchLabel={t('fields.hospitalPlace')}
      />
    </>
  );
}
