import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { useForm } from '@/lib/forms';
import { registerInput, useRegister } from '../api/register';
import { VerifyEmailNotice } from './verify-email-notice';

const initial = { first_name: '', last_name: '', email: '', phone_number: '', password: '', privacy: false };

/** Step 1 of "Become a Blood Donor": the account, then "Verify your email address". */
export function SignupForm() {
  const form = useForm(initial);
  const mutation = useRegister();
  const [submitted, setSubmitted] = useState<{ email: string; password: string } | null>(null);

  if (submitted)
    return (
      <VerifyEmailNotice email={submitted.email} password={submitted.password} onBack={() => setSubmitted(null)} />
    );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!form.values.privacy) return;
    const data = form.check(registerInput);
    if (!data) return;
    try {
      await mutation.mutateAsync(data);
      setSubmitted({ email: data.email, password: data.password });
    } catch (error) {
      if (error instanceof ApiError) form.setErrors(error.errors);
    }
  };

  return (
    <Box component="form" noValidate onSubmit={submit}>
      <Box sx={{ display: 'grid', gap: { sm: 2 }, gridTemplateColumns: { sm: '1fr 1fr' } }}>
        <TextField label="First Name" autoComplete="given-name" {...form.field('first_name')} />
        <TextField label="Last Name" autoComplete="family-name" {...form.field('last_name')} />
      </Box>
      <TextField label="Email Address" type="email" autoComplete="email" {...form.field('email')} />
      <TextField
        label="Phone Number"
        type="tel"
        autoComplete="tel"
        placeholder="+234XXXXXXXXXX"
        {...form.field('phone_number')}
        helperText={form.errors.phone_number ?? 'Use the +234 format, for example +2348012345678'}
      />
      <TextField
        label="Create Password"
        type="password"
        autoComplete="new-password"
        {...form.field('password')}
        helperText={form.errors.password ?? 'At least 8 characters'}
      />
      <FormControlLabel
        sx={{ mt: 1 }}
        control={
          <Checkbox
            name="privacy"
            checked={form.values.privacy}
            onChange={(event) => form.setValue('privacy', event.target.checked)}
            required
          />
        }
        label={
          <span>
            I have read the{' '}
            <Link component={RouterLink} to={paths.privacyPolicy} target="_blank">
              privacy policy
            </Link>
          </span>
        }
      />
      {form.errors.privacy && <FormHelperText error>{form.errors.privacy}</FormHelperText>}
      <Button
        type="submit"
        variant="contained"
        size="large"
        fullWidth
        sx={{ mt: 2 }}
        disabled={!form.values.privacy || mutation.isPending}
      >
        Proceed
      </Button>
      <Typography sx={{ mt: 2, textAlign: 'center' }}>
        Already have an account?{' '}
        <Link component={RouterLink} to={paths.login}>
          Log in
        </Link>
      </Typography>
    </Box>
  );
}
