import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectField } from '@/components/select-field';
import { useForm } from '@/lib/forms';
import { monthOptions } from '@/lib/format-date';
import { lastDonationStepForm, toLastDonationDate } from '@app/domain';

/** Step 4: the month and year of the last donation, or never donated (sent as null). */
export function LastDonationStep({
  onDone,
  submitting = false,
  now = () => new Date(),
}: {
  onDone: (lastDonationDate: string | null) => void;
  submitting?: boolean;
  now?: () => Date;
}) {
  const { t } = useTranslation('onboarding');
  const form = useForm({ month: '', year: '', never: false });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (form.values.never) {
      form.setErrors({});
      onDone(null);
      return;
    }
    const data = form.check(lastDonationStepForm(now()));
    if (data) onDone(toLastDonationDate(data.month, data.year));
  };

  return (
    <Box component="form" noValidate onSubmit={submit}>
      <Typography color="text.secondary" sx={{ mb: 1 }}>
        {t('lastDonation.question')}
      </Typography>
      <Box sx={{ display: 'grid', gap: { sm: 2 }, gridTemplateColumns: { sm: '1fr 1fr' } }}>
        <SelectField
          label={t('lastDonation.month')}
          placeholder={t('lastDonation.selectMonth')}
          options={monthOptions()}
          disabled={form.values.never}
          {...form.field('month')}
        />
        <TextField
          label={t('lastDonation.year')}
          inputMode="numeric"
          placeholder={t('lastDonation.yearPlaceholder')}
          disabled={form.values.never}
          {...form.field('year')}
          slotProps={{ htmlInput: { maxLength: 4, inputMode: 'numeric' } }}
        />
      </Box>
      <FormControlLabel
        control={
          <Checkbox
            name="never"
            checked={form.values.never}
            onChange={(event) => {
              form.setValue('never', event.target.checked);
              form.setErrors({});
            }}
          />
        }
        label={t('lastDonation.never')}
      />
      <Button type="submit" variant="contained" size="large" fullWidth sx={{ mt: 2 }} disabled={submitting}>
        {t('common:actions.submit')}
      </Button>
    </Box>
  );
}
