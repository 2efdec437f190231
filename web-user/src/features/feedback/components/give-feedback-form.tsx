import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router-dom';
import { Spinner } from '@/components/feedback-states';
import { SelectField } from '@/components/select-field';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { useForm } from '@/lib/forms';
import type { Role } from '@/lib/storage';
import { toast } from '@/lib/toasts';
import { DONOR_FEEDBACK_OUTCOMES, RECIPIENT_FEEDBACK_OUTCOMES, feedbackForm } from '@app/domain';
import { feedbackTypeOf } from '../api/feedback-types';
import { useFeedbackSubject, type FeedbackSubject } from '../api/get-feedback-subject';
import { useSubmitFeedback } from '../api/submit-feedback';

type Values = { name: string; hospital: string; outcome: string; match_id: string; description: string };

function FeedbackFields({ role, subject }: { role: Role; subject: FeedbackSubject }) {
  const { t } = useTranslation('feedback');
  const navigate = useNavigate();
  const submit = useSubmitFeedback();
  const type = feedbackTypeOf(role);
  const onlyDonor = subject.donors.length === 1 ? subject.donors[0] : undefined;
  const form = useForm<Values>({
    name: subject.name,
    hospital: subject.hospital,
    outcome: '',
    match_id: onlyDonor?.match_id ?? '',
    description: '',
  });
  const outcomes = type === 'Donor' ? DONOR_FEEDBACK_OUTCOMES : RECIPIENT_FEEDBACK_OUTCOMES;
  const outcomeOptions = Object.keys(outcomes).map((key) => ({
    value: key,
    label: t(`outcomes.${type === 'Donor' ? 'donor' : 'recipient'}.${key}`),
  }));
  // Only a donor who accepted and was not confirmed can be reported as not showing up.
  const donors =
    form.values.outcome === 'did_not_show_up'
      ? subject.donors.filter((donor) => donor.status === 'accepted')
      : subject.donors;

  const send = (event: FormEvent) => {
    event.preventDefault();
    const donor = subject.donors.find((candidate) => candidate.match_id === form.values.match_id);
    const input = {
      type,
      request_id: subject.request_id,
      ...form.values,
      name: type === 'Recipient' ? (donor?.name ?? '') : form.values.name,
    };
    const data = form.check(feedbackForm, input);
    if (!data) return;
    submit.mutate(data, {
      onSuccess: () => {
        toast.success(t('form.submitted'));
        // Back to where the user came from in the app; opened directly (a link, a notification), to the list.
        if (((window.history.state as { idx?: number } | null)?.idx ?? 0) > 0) navigate(-1);
        else navigate(paths.app.feedback, { replace: true });
      },
      onError: (error) => {
        if (error instanceof ApiError) form.setErrors(error.errors);
      },
    });
  };

  return (
    <Box component="form" noValidate onSubmit={send} sx={{ maxWidth: 640 }}>
      {type === 'Recipient' ? (
        <SelectField
          label={t('form.donor')}
          placeholder={t('form.selectDonor')}
          options={donors.map((donor) => ({ value: donor.match_id, label: donor.name }))}
          {...form.field('match_id')}
        />
      ) : (
        <TextField label={t('form.recipientName')} {...form.field('name')} />
      )}
      <TextField label={t('form.hospital')} {...form.field('hospital')} />
      <SelectField
        label={t(type === 'Donor' ? 'form.donorOutcome' : 'form.recipientOutcome')}
        placeholder={t('form.selectOutcome')}
        options={outcomeOptions}
        {...form.field('outcome')}
      />
      <TextField label={t('form.description')} multiline minRows={4} {...form.field('description')} />
      <Button type="submit" variant="contained" size="large" fullWidth loading={submit.isPending} sx={{ mt: 1 }}>
        {t('form.submit')}
      </Button>
    </Box>
  );
}

/** Give Feedback on the current request; with no such request for this user it goes to the dashboard. */
export function GiveFeedbackForm({ role, requestId }: { role: Role; requestId: string }) {
  const { t } = useTranslation('feedback');
  const subject = useFeedbackSubject(feedbackTypeOf(role), requestId);
  if (subject.isLoading) return <Spinner />;
  if (subject.isError) return <Alert severity="error">{t('states.genericError', { ns: 'common' })}</Alert>;
  if (!subject.data) return <Navigate to={paths.app.dashboard} replace />;
  if (subject.data.already_given) return <Alert severity="info">{t('form.alreadyGiven')}</Alert>;
  return <FeedbackFields role={role} subject={subject.data} />;
}
