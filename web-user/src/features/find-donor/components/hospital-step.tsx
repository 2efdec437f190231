import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { useSession } from '@/lib/session';
import { HospitalPicker } from './hospital-picker';
import type { WizardForm } from './wizard-form';

/** Where the blood is needed: the hospital, picked from the registry (it decides the place), and the physician. */
export function HospitalStep({ form }: { form: WizardForm }) {
  const { t } = useTranslation('find-donor');
  const { user } = useSession();
  const near =
    typeof user?.latitude === 'number' && typeof user.longitude === 'number'
      ? { latitude: user.latitude, longitude: user.longitude }
      : null;
  return (
    <>
      <HospitalPicker
        value={form.values.hospital}
        onChange={(hospital) => {
          form.setValue('hospital', hospital);
          form.setErrors(({ hospital_id: _chosen, ...others }) => others);
        }}
        near={near}
        error={form.errors.hospital_id}
      />
      <TextField label={t('fields.physician')} fullWidth {...form.field('physician')} />
    </>
  );
}
