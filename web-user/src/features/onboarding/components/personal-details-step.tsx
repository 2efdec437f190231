import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Link from '@mui/material/Link';
import type { FormEvent } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { DateField } from '@/components/date-field';
import { DonorAgeNotice } from '@/components/donor-age-notice';
import { SelectField } from '@/components/select-field';
import { paths } from '@/config/paths';
import { useForm } from '@/lib/forms';
import { genderOptions } from '@/lib/gender-names';
import { BLOOD_GROUPS, personalDetailsStepForm, recipientOnboardingForm } from '@app/domain';

export type PersonalDetailsValues = {
  gender: string;
  dob: string;
  blood_group: string;
  /** The explicit consent to process blood group and genotype (health data); only `true` gets past this step. */
  health_data_consent: boolean;
};

/**
 * Gender, date of birth and blood group, with consent to process the blood group. Someone who needs blood is asked
 * only what a request for themselves takes: no date of birth (a donor's age rule), and a consent worded for them.
 */
export function PersonalDetailsStep({
  forRecipient = false,
  submitting = false,
  onDone,
}: {
  forRecipient?: boolean;
  submitting?: boolean;
  onDone: (values: PersonalDetailsValues) => void;
}) {
  const { t } = useTranslation('onboarding');
  const form = useForm<PersonalDetailsValues>({ gender: '', dob: '', blood_group: '', health_data_consent: false });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const data = forRecipient ? form.check(recipientOnboardingForm) : form.check(personalDetailsStepForm);
    if (data) onDone({ dob: '', ...data });
  };

  return (
    <Box component="form" noValidate onSubmit={submit}>
      <SelectField
        label={t('fields.gender')}
        placeholder={t('fields.selectGender')}
        options={genderOptions()}
        {...form.field('gender')}
      />
      {!forRecipient && (
        <>
          <DateField label={t('fields.dob')} {...form.valueField('dob')} />
          <DonorAgeNotice dob={form.values.dob} />
        </>
      )}
      <SelectField
        label={t('fields.bloodGroup')}
        placeholder={t('fields.selectBloodGroup')}
        options={BLOOD_GROUPS.map((group) => ({ value: group, label: group }))}
        {...form.field('blood_group')}
      />
      <FormControlLabel
        sx={{ mt: 1, alignItems: 'flex-start' }}
        control={
          <Checkbox
            name="health_data_consent"
            checked={form.values.health_data_consent}
            onChange={(event) => form.setValue('health_data_consent', event.target.checked)}
          />
        }
        label={
          <span>
            <Trans
              i18nKey={forRecipient ? 'data-rights:consent.healthDataRecipient' : 'data-rights:consent.healthData'}
              components={{ policy: <Link component={RouterLink} to={paths.privacyPolicy} target="_blank" /> }}
            />
          </span>
        }
      />
      {form.errors.health_data_consent && <FormHelperText error>{form.errors.health_data_consent}</FormHelperText>}
      <Button type="submit" variant="contained" size="large" fullWidth sx={{ mt: 2 }} loading={submitting}>
        {forRecipient ? t('recipient.finish') : t('nextStep')}
      </Button>
    </Box>
  );
}
