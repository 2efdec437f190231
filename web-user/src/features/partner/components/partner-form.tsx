import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import TextField from '@mui/material/TextField';
import type { FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { SelectField } from '@/components/select-field';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { useForm } from '@/lib/forms';
import { toast } from '@/lib/toasts';
import { PARTNERSHIP_OPTIONS } from '@app/domain';
import { createPartnershipInput, useCreatePartnership } from '../api/create-partnership';

export const PARTNER_SUCCESS = 'Thank you! We have received your message and will be in touch.';

export function PartnerForm() {
  const navigate = useNavigate();
  const form = useForm({ name: '', email: '', description: '', other_description: '', is_organization: false });
  const mutation = useCreatePartnership();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const data = form.check(createPartnershipInput);
    if (!data) return;
    try {
      await mutation.mutateAsync(data);
      toast.success(PARTNER_SUCCESS);
      navigate(paths.home);
    } catch (error) {
      if (error instanceof ApiError) form.setErrors(error.errors);
    }
  };

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label="Partnership form">
      <TextField label="Name" autoComplete="name" {...form.field('name')} />
      <TextField label="Email" type="email" autoComplete="email" {...form.field('email')} />
      <SelectField
        label="How would you like to partner?"
        placeholder="Select an option"
        options={PARTNERSHIP_OPTIONS.map((option) => ({ value: option, label: option }))}
        {...form.field('description')}
      />
      {form.values.description === 'Other' && (
        <TextField label="Describe your offer" multiline minRows={3} {...form.field('other_description')} />
      )}
      <FormControlLabel
        control={
          <Checkbox
            checked={form.values.is_organization}
            onChange={(event) => form.setValue('is_organization', event.target.checked)}
          />
        }
        label="I represent an organisation"
      />
      <Button type="submit" variant="contained" size="large" fullWidth sx={{ mt: 2 }} disabled={mutation.isPending}>
        Submit
      </Button>
    </Box>
  );
}
