import { useMutation } from '@tanstack/react-query';
import { api, dataOf } from '@/lib/api-client';
import type { OnboardingRequest } from '@/lib/api-types';
import { onboardingForm, recipientOnboardingForm } from '@app/domain';

export const completeOnboardingInput = onboardingForm;
export const recipientOnboardingInput = recipientOnboardingForm;

/**
 * PUT /v1/user with the onboarding payload; the API marks the user onboarded. A recipient account (the API knows
 * which from sign-up or a switch) sends only gender, blood group and consent.
 */
export const completeOnboarding = (body: OnboardingRequest) =>
  dataOf(api.PUT('/v1/user', { body })).then((data) => data.user);

export const useCompleteOnboarding = () => useMutation({ mutationFn: completeOnboarding });
