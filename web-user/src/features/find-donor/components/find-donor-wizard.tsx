import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { useForm } from '@/lib/forms';
import { toast } from '@/lib/toasts';
import { normaliseNigerianPhone } from '@app/domain';
import { useCreateBloodRequest, type NewBloodRequestPayload } from '../api/create-blood-request';
import { toPayloadDate } from '../hooks/request-date';
import { useWizardSteps, type RecipientKind } from '../hooks/wizard-steps';
import { HospitalStep } from './hospital-step';
import { loadFindDonorSchemas } from './load-find-donor-schemas';
import { RecipientDetailsStep } from './recipient-details-step';
import { RequestDetailsStep } from './request-details-step';
import { EMPTY_WIZARD, hospitalStepValues, type WizardValues } from './wizard-form';

const payloadOf = (values: WizardValues, recipient: RecipientKind): NewBloodRequestPayload => {
  const base: NewBloodRequestPayload = {
    recipient: recipient === 'other' ? 'others' : 'self',
    reason_id: Number(values.reason_id),
    ...(values.reason.trim() ? { reason: values.reason.trim() } : {}),
    units: Number(values.units),
    date: toPayloadDate(values.date),
    hospital_id: values.hospital?.id ?? '',
    physician: values.physician.trim(),
  };
  if (recipient === 'self') return base;
  return {
    ...base,
    first_name: values.first_name.trim(),
    last_name: values.last_name.trim(),
    gender: values.gender,
    blood_group: values.blood_group,
    phone_number: normaliseNigerianPhone(values.phone_number) ?? values.phone_number,
  };
};

/**
 * "Find A Donor": 2 steps for yourself (request, hospital), 3 for another recipient (who, request, hospital).
 * Proceed checks the step with its shared schema and moves on; the last one submits. A failed submit goes back to
 * the first step, with the API's field messages shown where they belong.
 */
export function FindDonorWizard({ recipient, initial }: { recipient: RecipientKind; initial?: Partial<WizardValues> }) {
  const { t } = useTranslation('find-donor');
  const navigate = useNavigate();
  const wizard = useWizardSteps(recipient);
  const form = useForm<WizardValues>({ ...EMPTY_WIZARD, ...initial });
  const create = useCreateBloodRequest();

  const submit = async () => {
    try {
      await create.mutateAsync(payloadOf(form.values, recipient));
      toast.success(t('toasts.submitted'));
      navigate(paths.app.findDonorComplete);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      form.setErrors(error.errors);
      wizard.restart();
    }
  };

  const proceed = async (event: FormEvent) => {
    event.preventDefault();
    const { schemaFor } = await loadFindDonorSchemas();
    const input = wizard.step === 'hospital' ? hospitalStepValues(form.values) : form.values;
    if (form.check(schemaFor(wizard.step, recipient), input) === null) return;
    if (wizard.isLast) void submit();
    else wizard.proceed();
  };

  return (
    <Box sx={{ maxWidth: 560 }}>
      <Typography variant="overline" color="primary" component="p" sx={{ fontWeight: 700 }}>
        {recipient === 'other' ? t('forOther') : t('forSelf')}
      </Typography>
      <Typography color="text.secondary" data-testid="wizard-step">
        {t('stepOf', { number: wizard.index + 1, total: wizard.steps.length })}
      </Typography>
      <LinearProgress
        variant="determinate"
        value={((wizard.index + 1) / wizard.steps.length) * 100}
        aria-label={t('progress')}
        sx={{ my: 1 }}
      />
      <Typography variant="h1" component="h1" sx={{ fontSize: 26, mb: 2 }}>
        {t(`steps.${wizard.step}`)}
      </Typography>
      <Stack
        component="form"
        noValidate
        onSubmit={(event) => void proceed(event)}
        onFocus={() => void loadFindDonorSchemas()}
        onPointerDown={() => void loadFindDonorSchemas()}
        spacing={1}
      >
        {wizard.step === 'recipient' && <RecipientDetailsStep form={form} />}
        {wizard.step === 'request' && <RequestDetailsStep form={form} forOther={recipient === 'other'} />}
        {wizard.step === 'hospital' && <HospitalStep form={form} />}
        <Button type="submit" variant="contained" size="large" fullWidth disabled={create.isPending}>
          {wizard.isLast ? t('actions.submit') : t('actions.proceed')}
        </Button>
      </Stack>
    </Box>
  );
}
