import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { ApiError, GENERIC_ERROR } from '@/lib/api-client';
import type { OnboardingRequest, User } from '@/lib/api-types';
import { validate } from '@/lib/forms';
import { i18next } from '@/lib/i18n';
import { localiseMessage } from '@/lib/localised-messages';
import { useSession } from '@/lib/session';
import { toast } from '@/lib/toasts';
import { completeOnboardingInput, useCompleteOnboarding } from '../api/complete-onboarding';
import { LastDonationStep } from './last-donation-step';
import { LocationStep, type LocationValues } from './location-step';
import { PersonalDetailsStep, type PersonalDetailsValues } from './personal-details-step';

export const TOTAL_STEPS = 4;

export type WizardStep = 1 | 2 | 3 | 4;

/** Forward only: a step can only be replaced by a later one. */
export const nextStep = (current: WizardStep): WizardStep =>
  current < TOTAL_STEPS ? ((current + 1) as WizardStep) : current;

const STEP_TITLES: Record<WizardStep, string> = {
  1: 'onboarding:steps.account',
  2: 'onboarding:steps.personal',
  3: 'onboarding:steps.location',
  4: 'onboarding:steps.lastDonation',
};

/**
 * "Become a Blood Donor": 1 the account (intro), 2 personal details, 3 location, 4 last donation.
 * With ?registered the wizard starts at step 2; the submit goes to the dashboard.
 */
export function OnboardingWizard({
  startStep,
  accountStep,
  onOnboarded,
}: {
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

  const advance = () => setStep((current) => nextStep(current));

  const submit = async (lastDonationDate: string | null) => {
    if (!personal || !location) return;
    const result = validate(completeOnboardingInput, {
      ...personal,
      ...location,
      last_donation_date: lastDonationDate,
    });
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
        {t('routes:signup')}
      </Typography>
      <Typography variant="h1" component="h1" sx={{ fontSize: { xs: 24, sm: 28 } }}>
        {t(STEP_TITLES[step])}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 0.5 }} aria-live="polite" data-testid="wizard-step">
        {t('stepOf', { step, total: TOTAL_STEPS })}
      </Typography>
      <LinearProgress
        variant="determinate"
        value={(step / TOTAL_STEPS) * 100}
        sx={{ my: 2, height: 6, borderRadius: 3 }}
        aria-label={t('stepOf', { step, total: TOTAL_STEPS })}
      />
      {step === 1 && accountStep}
      {step === 2 && (
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
      {step === 4 && <LastDonationStep submitting={mutation.isPending} onDone={(date) => void submit(date)} />}
    </Box>
  );
}
