import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { resetPasswordForm } from '@app/domain';
import { ApiError } from '@/lib/api-client';
import { useForm } from '@/lib/forms';

interface NewPasswordFormProps {
  /** Sends the password with the link's one-time token; throws the API's refusal. */
  save: (password: string) => Promise<unknown>;
  saving: boolean;
  submitLabel: string;
}

/** A new password chosen (typed twice) through an emailed link: a password reset or an officer's invitation. */
export function NewPasswordForm({ save, saving, submitLabel }: NewPasswordFormProps) {
  const { t } = useTranslation('auth');
  const form = useForm({ password: '', confirm_password: '' });
  const [linkRefused, setLinkRefused] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const data = form.check(resetPasswordForm);
    if (!data) return;
    try {
      await save(data.password);
    } catch (error) {
      if (!(error instanceof ApiError)) return;
      // An expired or spent link is a fault of the link, not of the password typed.
      const { token: tokenError, ...fields } = error.errors;
      setLinkRefused(tokenError ?? null);
      form.setErrors(fields);
    }
  };

  return (
    <Box component="form" noValidate onSubmit={submit}>
      {linkRefused && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {linkRefused}
        </Alert>
      )}
      <TextField
        label={t('fields.newPassword')}
        type="password"
        autoComplete="new-password"
        {...form.field('password')}
      />
      <TextField
        label={t('fields.confirmPassword')}
        type="password"
        autoComplete="new-password"
        {...form.field('confirm_password')}
      />
      <Button type="submit" variant="contained" size="large" fullWidth sx={{ mt: 2 }} loading={saving}>
        {submitLabel}
      </Button>
    </Box>
  );
}
