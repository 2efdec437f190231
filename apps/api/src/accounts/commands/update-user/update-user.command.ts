import { Command } from '@nestjs/cqrs';
import { z } from 'zod';
import {
  GENOTYPES,
  isBlank,
  lastDonationDateField,
  latitudeField,
  longitudeField,
  onboardingForm,
  personalDetailsForm,
  stateIdField,
  vitalsForm,
} from '@app/domain';
import { LANGUAGE_CODES } from '@app/i18n';

const genotypeField = z.preprocess(
  (value) => (isBlank(value) ? undefined : value),
  z.enum(GENOTYPES, { error: `Genotype must be one of ${GENOTYPES.join(', ')}` }).optional(),
);

export const roleUpdate = z.object({
  role: z.enum(['donor', 'recipient'], { error: 'Role must be donor or recipient' }),
});

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

/** PUT /v1/user takes one of five payloads; the keys sent (and whether the user has onboarded) say which. */
export type UserUpdate =
  | { kind: 'role'; values: z.output<typeof roleUpdate> }
  | { kind: 'language'; values: z.output<typeof languageUpdate> }
  | { kind: 'vitals'; values: z.output<typeof vitalsForm> }
  | { kind: 'onboarding'; values: z.output<typeof onboardingUpdate> }
  | { kind: 'personal_details'; values: z.output<typeof personalDetailsUpdate> };

const VITALS_KEYS = ['height', 'weight', 'heart_rate', 'blood_pressure'];

export const updateKind = (body: Record<string, unknown>, onboarded: boolean): UserUpdate['kind'] => {
  if ('role' in body) return 'role';
  if ('language' in body) return 'language';
  if (VITALS_KEYS.some((key) => key in body)) return 'vitals';
  return onboarded ? 'personal_details' : 'onboarding';
};

export const UPDATE_SCHEMAS = {
  role: roleUpdate,
  language: languageUpdate,
  vitals: vitalsForm,
  onboarding: onboardingUpdate,
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
