import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import TextField from '@mui/material/TextField';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { SelectField } from '@/components/select-field';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { useForm } from '@/lib/forms';
import { i18next } from '@/lib/i18n';
import { toast } from '@/lib/toasts';
import { PARTNERSHIP_OPTIONS } from '@app/domain';
import { createPartnershipInput, useCreatePartnership } from '../api/create-partnership';

/** The options' names, by the value the API takes. */
const OPTION_NAMES: Record<(typeof PARTNERSHIP_OPTIONS)[number], string> = {
  'Media Slots': 'partner:options.media',
  'Branded Items': 'partner:options.branded',
  'Hotel accommodation/hall services': 'partner:options.hotel',
  Other: 'partner:options.other',
};

export function PartnerForm() {
  const { t } = useTranslation('partner');
  const navigate = useNavigate();
  const form = useForm({ name: '', email: '', description: '', other_description: '', is_organization: false });
  const mutation = useCreatePartnership();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const data = form.check(createPartnershipInput);
    if (!data) return;
    try {
      await mutation.mutateAsync(data);
      toast.success(i18next.t('partner:form.success'));
      navigate(paths.home);
    } catch (error) {
      if (error instanceof ApiError) form.setErrors(error.errors);
    }
  };

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label={t('form.label')}>
      <TextField label={t('form.name')} autoComplete="name" {...form.field('name')} />
      <TextField label={t('advocacy:form.email')} type="email" autoComplete="email" {...form.field('email')} />
      <SelectField
        label={t('form.how')}
        placeholder={t('form.selectOption')}
        options={PARTNERSHIP_OPTIONS.map((option) => ({ value: option, label: t(OPTION_NAMES[option]) }))}
        {...form.field('description')}
      />
      {form.values.description === 'Other' && (
        <TextField label={t('form.describe')} multiline minRows={3} {...form.field('other_description')} />
      )}
      <FormControlLabel
        control={
          <Checkbox
            checked={form.values.is_organization}
            onChange={(event) => form.setValue('is_organization', event.target.checked)}
          />
        }
        label={t('form.organisation')}
      />
      <Button type="submit" variant="contained" size="large" fullWidth sx={{ mt: 2 }} disabled={mutation.isPending}>
        {t('common:actions.submit')}
      </Button>
    </Box>
  );
}
