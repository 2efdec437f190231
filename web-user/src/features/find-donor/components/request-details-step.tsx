import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { DateField } from '@/components/date-field';
import { SelectField } from '@/components/select-field';
import { MAX_UNITS_PER_REQUEST } from '@app/domain';
import { useRequestReasons } from '../api/get-request-reasons';
import { nowForInput } from '../hooks/request-date';
import type { WizardForm } from './wizard-form';

/** Why, how much and when; the phone number to reach the recipient when it is someone else. */
export function RequestDetailsStep({ form, forOther }: { form: WizardForm; forOther: boolean }) {
  const { t } = useTranslation('find-donor');
  const reasons = useRequestReasons();
  const chosen = reasons.data?.find((reason) => String(reason.id) === form.values.reason_id);
  return (
    <>
      <SelectField
        label={t('fields.reason')}
        placeholder={t('fields.selectReason')}
        options={(reasons.data ?? []).map((reason) => ({ value: String(reason.id), label: reason.name }))}
        fullWidth
        {...form.field('reason_id')}
      />
      {chosen?.other && (
        <TextField label={t('fields.otherReason')} fullWidth multiline minRows={2} {...form.field('reason')} />
      )}
      <TextField
        label={t('fields.units')}
        type="number"
        fullWidth
        slotProps={{ htmlInput: { min: 0, max: MAX_UNITS_PER_REQUEST, inputMode: 'numeric' } }}
        {...form.field('units')}
      />
      {forOther && (
        <TextField
          label={t('fields.phone')}
          type="tel"
          autoComplete="off"
          placeholder={t('fields.phonePlaceholder')}
          fullWidth
          {...form.field('phone_number')}
          helperText={form.errors.phone_number ?? t('fields.phoneHint')}
        />
      )}
      <DateField label={t('fields.date')} withTime {...form.valueField('date')} />
      <Button type="button" variant="outlined" onClick={() => form.setValue('date', nowForInput())}>
        {t('actions.now')}
      </Button>
    </>
  );
}
