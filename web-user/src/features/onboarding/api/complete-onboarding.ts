import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { OnboardingRequest, User } from '@/lib/api-types';
import { onboardingForm } from '@app/domain';

export const completeOnboardingInput = onboardingForm;

/** PUT /v1/user with the onboarding payload; the API marks the donor onboarded. */
export const completeOnboarding = (body: OnboardingRequest) =>
  api.put<{ user: User }>('/user', body).then((data) => data.user);

export const useCompleteOnboarding = () => useMutation({ mutationFn: completeOnboarding });
