import { Command } from '@nestjs/cqrs';
import { z } from 'zod';
import {
  accountRoleField,
  GENOTYPES,
  isBlank,
  lastDonationDateField,
  latitudeField,
  longitudeField,
  onboardingForm,
  personalDetailsForm,
  recipientOnboardingForm,
  stateIdField,
  vitalsForm,
} from '@app/domain';
import { LANGUAGE_CODES } from '@app/i18n';

const genotypeField = z.preprocess(
  (value) => (isBlank(value) ? undefined : value),
  z.enum(GENOTYPES, { error: `Genotype must be one of ${GENOTYPES.join(', ')}` }).optional(),
);

export const roleUpdate = z.object({ role: accountRoleField });

export const LANGUAGE_INVALID = 'Choose one of the languages offered';

export const languageUpdate = z.object({ language: z.enum(LANGUAGE_CODES, { error: LANGUAGE_INVALID }) });

/** After onboarding, the profile's personal details: the four required fields, and location if it moved. */
export const personalDetailsUpdate = personalDetailsForm.extend({
  state_id: stateIdField,
  genotype: genotypeField,
  latitude: latitudeField.optional(),
  longitude: longitudeField.optional(),
  address: z.string().trim().min(1).max(300).optional(),
  last_donation_date: lastDonationDateField.optional(),
});

export const onboardingUpdate = onboardingForm.extend({ genotype: genotypeField });

export const recipientOnboardingUpdate = recipientOnboardingForm.extend({ genotype: genotypeField });

/**
 * PUT /v1/user takes one of six payloads; the keys sent, whether the user has onboarded and, before that, the
 * account type they hold say which.
 */
export type UserUpdate =
  | { kind: 'role'; values: z.output<typeof roleUpdate> }
  | { kind: 'language'; values: z.output<typeof languageUpdate> }
  | { kind: 'vitals'; values: z.output<typeof vitalsForm> }
  | { kind: 'onboarding'; values: z.output<typeof onboardingUpdate> }
  | { kind: 'recipient_onboarding'; values: z.output<typeof recipientOnboardingUpdate> }
  | { kind: 'personal_details'; values: z.output<typeof personalDetailsUpdate> };

const VITALS_KEYS = ['height', 'weight', 'heart_rate', 'blood_pressure'];

export const updateKind = (
  body: Record<string, unknown>,
  user: { onboarded: boolean; role: 'donor' | 'recipient' },
): UserUpdate['kind'] => {
  if ('role' in body) return 'role';
  if ('language' in body) return 'language';
  if (VITALS_KEYS.some((key) => key in body)) return 'vitals';
  if (user.onboarded) return 'personal_details';
  return user.role === 'recipient' ? 'recipient_onboarding' : 'onboarding';
};

export const UPDATE_SCHEMAS = {
  role: roleUpdate,
  language: languageUpdate,
  vitals: vitalsForm,
  onboarding: onboardingUpdate,
  recipient_onboarding: recipientOnboardingUpdate,
  personal_details: personalDetailsUpdate,
} as const;

export class UpdateUserCommand extends Command<void> {
  constructor(
    readonly userId: string,
    readonly update: UserUpdate,
  ) {
    super();
  }
}
