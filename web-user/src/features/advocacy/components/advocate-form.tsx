import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useStates } from '@/api/get-states';
import { SelectField } from '@/components/select-field';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { useForm } from '@/lib/forms';
import { i18next } from '@/lib/i18n';
import { toast } from '@/lib/toasts';
import { ADVOCATE_BIO_WORD_HINT, CV_EXTENSIONS, PASSPORT_EXTENSIONS, countWords } from '@app/domain';
import { applyAsAdvocate, applyAsAdvocateInput } from '../api/apply-as-advocate';
import { useEducationLevels } from '../api/get-education-levels';
import { uploadFile } from '../api/upload-file';

type Values = {
  name: string;
  email: string;
  age: string;
  phone_number: string;
  state: string;
  education_level: string;
  bio: string;
  jbm_description: string;
  advocate_reason: string;
  passport: File | null;
  cv: File | null;
};

function FileField({
  name,
  label,
  accept,
  file,
  error,
  onChange,
}: {
  name: string;
  label: string;
  accept: readonly string[];
  file: File | null;
  error?: string;
  onChange: (file: File | null) => void;
}) {
  const { t } = useTranslation('advocacy');
  return (
    <FormControl error={Boolean(error)} fullWidth margin="dense">
      <FormLabel htmlFor={name}>{label}</FormLabel>
      <Box
        component="input"
        id={name}
        name={name}
        type="file"
        accept={accept.join(',')}
        aria-describedby={`${name}-help`}
        onChange={(event: React.ChangeEvent<HTMLInputElement>) => onChange(event.target.files?.[0] ?? null)}
        sx={{ mt: 1, p: 1, border: 1, borderColor: error ? 'error.main' : 'divider', borderRadius: 1 }}
      />
      <FormHelperText id={`${name}-help`}>
        {error ?? (file ? file.name : t('form.accepted', { types: accept.join(', ') }))}
      </FormHelperText>
    </FormControl>
  );
}

/** The advocate application: validate, upload passport then CV, submit, "Successful!", home. */
export function AdvocateForm() {
  const { t } = useTranslation('advocacy');
  const navigate = useNavigate();
  const states = useStates();
  const levels = useEducationLevels();
  const form = useForm<Values>({
    name: '',
    email: '',
    age: '',
    phone_number: '',
    state: '',
    education_level: '',
    bio: '',
    jbm_description: '',
    advocate_reason: '',
    passport: null,
    cv: null,
  });
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const data = form.check(applyAsAdvocateInput);
    if (!data) return;
    setBusy(true);
    try {
      const passport = await uploadFile(data.passport as File);
      const cv = await uploadFile(data.cv as File);
      await applyAsAdvocate({ ...data, passport, cv });
      toast.success(i18next.t('advocacy:form.success'));
      navigate(paths.home);
    } catch (error) {
      if (error instanceof ApiError) form.setErrors(error.errors);
    } finally {
      setBusy(false);
    }
  };

  const words = countWords(form.values.bio);

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label={t('form.label')}>
      <TextField label={t('form.name')} autoComplete="name" {...form.field('name')} />
      <TextField label={t('form.email')} type="email" autoComplete="email" {...form.field('email')} />
      <Box sx={{ display: 'grid', gap: { sm: 2 }, gridTemplateColumns: { sm: '1fr 2fr' } }}>
        <TextField label={t('form.age')} type="number" slotProps={{ htmlInput: { min: 18 } }} {...form.field('age')} />
        <TextField
          label={t('auth:fields.phoneNumber')}
          type="tel"
          placeholder={t('auth:signup.phonePlaceholder')}
          {...form.field('phone_number')}
        />
      </Box>
      <SelectField
        label={t('onboarding:location.state')}
        placeholder={t('onboarding:location.selectState')}
        options={(states.data ?? []).map((state) => ({ value: state.name, label: state.name }))}
        {...form.field('state')}
      />
      <SelectField
        label={t('form.education')}
        placeholder={t('form.selectEducation')}
        options={(levels.data ?? []).map(({ name, label }) => ({ value: name, label }))}
        {...form.field('education_level')}
      />
      <TextField
        label={t('form.bio')}
        multiline
        minRows={3}
        {...form.field('bio')}
        helperText={form.errors.bio ?? t('form.bioHint', { max: ADVOCATE_BIO_WORD_HINT, words })}
      />
      <TextField label={t('form.initiative')} multiline minRows={3} {...form.field('jbm_description')} />
      <TextField label={t('form.why')} multiline minRows={3} {...form.field('advocate_reason')} />
      <FileField
        name="passport"
        label={t('form.passport')}
        accept={PASSPORT_EXTENSIONS}
        file={form.values.passport}
        error={form.errors.passport}
        onChange={(file) => form.setValue('passport', file)}
      />
      <FileField
        name="cv"
        label={t('form.cv')}
        accept={CV_EXTENSIONS}
        file={form.values.cv}
        error={form.errors.cv}
        onChange={(file) => form.setValue('cv', file)}
      />
      <Button
        type="submit"
        variant="contained"
        size="large"
        fullWidth
        sx={{ mt: 2 }}
        disabled={busy}
        startIcon={busy ? <CircularProgress size={18} color="inherit" aria-label={t('form.submitting')} /> : undefined}
      >
        {busy ? t('form.submittingDots') : t('common:actions.submit')}
      </Button>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {t('form.uploadNote')}
      </Typography>
    </Box>
  );
}
