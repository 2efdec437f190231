import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import TextField from '@mui/material/TextField';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { useForm } from '@/lib/forms';
import type { Role } from '@/lib/storage';
import { toast } from '@/lib/toasts';
import {
  TESTIMONIAL_FIELD_MAX_WORDS,
  TESTIMONIAL_SUMMARY_MAX_WORDS,
  capToTypingLimits,
  testimonialForm,
  wordCount,
} from '@app/domain';
import { useShareTestimonial } from '../api/share-testimonial';

type LongField = 'summary' | 'challenges' | 'aftermath' | 'conclusion' | 'reason' | 'lesson';
type Values = { name: string; state: string; consent: boolean } & Record<LongField, string>;

/** The questions each kind of testimonial asks, in order; the rules of which are required live in the schema. */
const QUESTIONS: Record<Role, LongField[]> = {
  donor: ['summary', 'reason', 'challenges', 'aftermath', 'lesson'],
  recipient: ['summary', 'challenges', 'aftermath', 'conclusion'],
};

const maxWords = (field: LongField) =>
  field === 'summary' ? TESTIMONIAL_SUMMARY_MAX_WORDS : TESTIMONIAL_FIELD_MAX_WORDS;

/** The questions' labels by role: their groups in the catalogue, written out so the translation check sees them. */
const FIELD_LABELS: Record<Role, string> = { donor: 'testimonial:donor', recipient: 'testimonial:recipient' };

/** Share Testimonial: the donor's or the recipient's story, by the current role, with the consent box. */
export function TestimonialForm({ role }: { role: Role }) {
  const { t } = useTranslation('testimonial');
  const navigate = useNavigate();
  const share = useShareTestimonial();
  const form = useForm<Values>({
    name: '',
    state: '',
    summary: '',
    challenges: '',
    aftermath: '',
    conclusion: '',
    reason: '',
    lesson: '',
    consent: false,
  });

  const send = (event: FormEvent) => {
    event.preventDefault();
    const questions = QUESTIONS[role];
    const input = {
      type: role,
      name: form.values.name,
      state: form.values.state,
      consent: form.values.consent,
      ...Object.fromEntries(questions.map((field) => [field, form.values[field]])),
    };
    const data = form.check(testimonialForm, input);
    if (!data) return;
    share.mutate(
      { ...data, consent: true },
      {
        onSuccess: () => {
          toast.success(t('shared'));
          navigate(paths.app.dashboard);
        },
        onError: (error) => {
          if (error instanceof ApiError) form.setErrors(error.errors);
        },
      },
    );
  };

  const longField = (field: LongField) => {
    const limit = maxWords(field);
    const bound = form.field(field);
    return (
      <TextField
        key={field}
        label={t(`${FIELD_LABELS[role]}.${field}`)}
        multiline
        minRows={field === 'summary' ? 3 : 4}
        {...bound}
        onChange={(event) => form.setValue(field, capToTypingLimits(event.target.value, limit))}
        helperText={form.errors[field] ?? t('wordCount', { count: wordCount(form.values[field]), max: limit })}
      />
    );
  };

  return (
    <Box component="form" noValidate onSubmit={send} sx={{ maxWidth: 720 }}>
      <TextField label={t('name')} autoComplete="name" {...form.field('name')} />
      <TextField
        label={t('state')}
        {...form.field('state')}
        onChange={(event) => form.setValue('state', capToTypingLimits(event.target.value, TESTIMONIAL_FIELD_MAX_WORDS))}
      />
      {QUESTIONS[role].map(longField)}
      <FormControlLabel
        control={
          <Checkbox
            name="consent"
            checked={form.values.consent}
            onChange={(event) => form.setValue('consent', event.target.checked)}
            slotProps={{ input: { 'aria-describedby': 'consent-error' } }}
          />
        }
        label={t('consent')}
      />
      <FormHelperText id="consent-error" error sx={{ mt: 0 }}>
        {form.errors.consent ?? ' '}
      </FormHelperText>
      <Button type="submit" variant="contained" size="large" fullWidth loading={share.isPending} sx={{ mt: 1 }}>
        {t('submit')}
      </Button>
    </Box>
  );
}
