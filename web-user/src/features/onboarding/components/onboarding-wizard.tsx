import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { ApiError, GENERIC_ERROR } from '@/lib/api-client';
import type { OnboardingRequest, User } from '@/lib/api-types';
import type { Role } from '@/lib/storage';
import { validate } from '@/lib/forms';
import { i18next } from '@/lib/i18n';
import { localiseMessage } from '@/lib/localised-messages';
import { useSession } from '@/lib/session';
import { toast } from '@/lib/toasts';
import { completeOnboardingInput, recipientOnboardingInput, useCompleteOnboarding } from '../api/complete-onboarding';
import { LastDonationStep } from './last-donation-step';
import { LocationStep, type LocationValues } from './location-step';
import { PersonalDetailsStep, type PersonalDetailsValues } from './personal-details-step';

export const TOTAL_STEPS = 4;

/** Someone who needs blood: the account, then what a request for themselves takes. */
export const RECIPIENT_STEPS = 2;

export type WizardStep = 1 | 2 | 3 | 4;

export const totalSteps = (role: Role) => (role === 'recipient' ? RECIPIENT_STEPS : TOTAL_STEPS);

/** Forward only: a step can only be replaced by a later one. */
export const nextStep = (current: WizardStep, total: number = TOTAL_STEPS): WizardStep =>
  current < total ? ((current + 1) as WizardStep) : current;

const STEP_TITLES: Record<WizardStep, string> = {
  1: 'onboarding:steps.account',
  2: 'onboarding:steps.personal',
  3: 'onboarding:steps.location',
  4: 'onboarding:steps.lastDonation',
};

/**
 * "Become a Blood Donor": 1 the account (intro), 2 personal details, 3 location, 4 last donation. Someone who needs
 * blood has two steps: the account, then gender and blood group; their dashboard is Find A Donor.
 * With ?registered the wizard starts at step 2; the submit goes to the dashboard.
 */
export function OnboardingWizard({
  role = 'donor',
  startStep,
  accountStep,
  onOnboarded,
}: {
  role?: Role;
  startStep: WizardStep;
  accountStep: ReactNode;
  onOnboarded?: (user: User) => void;
}) {
  const { t } = useTranslation('onboarding');
  const navigate = useNavigate();
  const session = useSession();
  const [step, setStep] = useState<WizardStep>(startStep);
  const [personal, setPersonal] = useState<PersonalDetailsValues | null>(null);
  const [location, setLocation] = useState<LocationValues | null>(null);
  const mutation = useCompleteOnboarding();

  const forRecipient = role === 'recipient';
  const total = totalSteps(role);
  const advance = () => setStep((current) => nextStep(current, total));

  const submitDonor = (lastDonationDate: string | null) => {
    if (!personal || !location) return;
    void send(completeOnboardingInput, { ...personal, ...location, last_donation_date: lastDonationDate });
  };

  const submitRecipient = ({ gender, blood_group, health_data_consent }: PersonalDetailsValues) =>
    void send(recipientOnboardingInput, { gender, blood_group, health_data_consent });

  const send = async (schema: typeof completeOnboardingInput | typeof recipientOnboardingInput, values: object) => {
    const result = validate(schema, values);
    if (!result.success) {
      toast.error(localiseMessage(Object.values(result.errors)[0] ?? GENERIC_ERROR));
      return;
    }
    try {
      const user = await mutation.mutateAsync(result.data as OnboardingRequest);
      toast.success(i18next.t('onboarding:success'));
      session.signIn(null, user);
      onOnboarded?.(user);
      navigate(paths.app.dashboard, { replace: true });
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
    }
  };

  return (
    <Box>
      <Typography variant="overline" color="primary" component="p" sx={{ fontWeight: 700 }}>
        {forRecipient ? t('recipient.title') : t('routes:signup')}
      </Typography>
      <Typography variant="h1" component="h1" sx={{ fontSize: { xs: 24, sm: 28 } }}>
        {forRecipient && step === 2 ? t('steps.recipientDetails') : t(STEP_TITLES[step])}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 0.5 }} aria-live="polite" data-testid="wizard-step">
        {t('stepOf', { step, total })}
      </Typography>
      <LinearProgress
        variant="determinate"
        value={(step / total) * 100}
        sx={{ my: 2, height: 6, borderRadius: 3 }}
        aria-label={t('stepOf', { step, total })}
      />
      {step === 1 && accountStep}
      {step === 2 && forRecipient && (
        <>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {t('recipient.why')}
          </Typography>
          <PersonalDetailsStep forRecipient submitting={mutation.isPending} onDone={submitRecipient} />
        </>
      )}
      {step === 2 && !forRecipient && (
        <PersonalDetailsStep
          onDone={(values) => {
            setPersonal(values);
            advance();
          }}
        />
      )}
      {step === 3 && (
        <LocationStep
          onDone={(values) => {
            setLocation(values);
            advance();
          }}
        />
      )}
      {step === 4 && <LastDonationStep submitting={mutation.isPending} onDone={submitDonor} />}
    </Box>
  );
}
