import { z } from 'zod';
import { BLOOD_GROUPS } from '../blood/blood-group.js';
import { healthDataConsentField, recipientHealthDataConsentField } from '../data-rights/consent.js';
import { GENDERS } from '../people/gender.js';
import { isBlank, optionalPositive, pastDateField, requiredChoice, requiredNumber, requiredText } from './fields.js';

export const PROFILE_MESSAGES = {
  genderEmpty: 'Gender cannot be empty',
  dobEmpty: 'Date of birth cannot be empty',
  dobFuture: 'Date of birth cannot be later than today',
  bloodGroupEmpty: 'Blood group cannot be empty',
  stateEmpty: 'State cannot be empty',
  longitudeEmpty: 'Longitude cannot be empty',
  latitudeEmpty: 'Latitude cannot be empty',
  locationEmpty: 'Location must not be empty',
  locationOutsideNigeria: 'Location must be in Nigeria',
  locationOutsideNigeriaToast: 'You can only select a location in Nigeria.',
  locationWrongState: 'Location is not in the selected state',
  heightInvalid: 'Height  must be greater than 0',
  weightInvalid: 'Weight  must be greater than 0',
  heartRateInvalid: 'Heart rate  must be greater than 0',
  bloodPressureInvalid: 'Must be in the "XXX/XXX" format',
  monthEmpty: 'Month cannot be empty',
  yearEmpty: 'Year cannot be empty',
  yearInvalid: 'Enter a valid year',
  lastDonationFuture: 'Last donation date cannot be later than today',
} as const;

export const personalDetailsForm = z.object({
  gender: requiredChoice(GENDERS, PROFILE_MESSAGES.genderEmpty),
  dob: pastDateField(PROFILE_MESSAGES.dobEmpty, PROFILE_MESSAGES.dobFuture),
  blood_group: requiredChoice(BLOOD_GROUPS, PROFILE_MESSAGES.bloodGroupEmpty),
});

/** Onboarding's personal details step: blood group is health data, so the step also asks consent to process it. */
export const personalDetailsStepForm = personalDetailsForm.extend({ health_data_consent: healthDataConsentField });

export const stateIdField = z.preprocess(
  (value) => (isBlank(value) ? undefined : typeof value === 'string' ? Number(value) : value),
  z
    .number({ error: PROFILE_MESSAGES.stateEmpty })
    .int(PROFILE_MESSAGES.stateEmpty)
    .positive(PROFILE_MESSAGES.stateEmpty),
);

export const latitudeField = requiredNumber(PROFILE_MESSAGES.latitudeEmpty).pipe(
  z.number().min(-90, PROFILE_MESSAGES.locationOutsideNigeria).max(90, PROFILE_MESSAGES.locationOutsideNigeria),
);
export const longitudeField = requiredNumber(PROFILE_MESSAGES.longitudeEmpty).pipe(
  z.number().min(-180, PROFILE_MESSAGES.locationOutsideNigeria).max(180, PROFILE_MESSAGES.locationOutsideNigeria),
);

export const locationForm = z.object({
  state_id: stateIdField,
  latitude: latitudeField,
  longitude: longitudeField,
  address: requiredText(PROFILE_MESSAGES.locationEmpty).pipe(z.string().max(300)),
});

/** YYYY-MM-01, or null for a donor who never gave blood. */
export const lastDonationDateField = z.preprocess(
  (value) => (isBlank(value) ? null : value),
  pastDateField(PROFILE_MESSAGES.yearEmpty, PROFILE_MESSAGES.lastDonationFuture).nullable(),
);

/** Onboarding also takes the explicit consent to process the blood group and genotype (health data). */
export const onboardingForm = personalDetailsForm.extend({
  ...locationForm.shape,
  last_donation_date: lastDonationDateField,
  health_data_consent: healthDataConsentField,
});

/**
 * Someone who signed up needing blood is asked only what a request for themselves takes (gender and blood group,
 * with consent to process the latter); date of birth, location and last donation are the donor's questions.
 */
export const recipientOnboardingForm = personalDetailsForm.pick({ gender: true, blood_group: true }).extend({
  health_data_consent: recipientHealthDataConsentField,
});

export const BLOOD_PRESSURE_PATTERN = /^\d{1,3}\/\d{1,3}$/;

export const vitalsForm = z.object({
  height: optionalPositive(PROFILE_MESSAGES.heightInvalid, 10),
  weight: optionalPositive(PROFILE_MESSAGES.weightInvalid, 500),
  heart_rate: optionalPositive(PROFILE_MESSAGES.heartRateInvalid, 300),
  blood_pressure: z.preprocess(
    (value) => (isBlank(value) ? null : typeof value === 'string' ? value.trim() : value),
    z
      .string({ error: PROFILE_MESSAGES.bloodPressureInvalid })
      .regex(BLOOD_PRESSURE_PATTERN, PROFILE_MESSAGES.bloodPressureInvalid)
      .nullable(),
  ),
});

/** The last-donation step of onboarding takes a month and a year and sends the first of that month. */
export const minimumDonationYear = (now: Date = new Date()) => now.getFullYear() - 100;

export const lastDonationStepForm = (now: Date = new Date()) =>
  z.object({
    month: requiredText(PROFILE_MESSAGES.monthEmpty).pipe(
      z.string().regex(/^(0[1-9]|1[0-2])$/, PROFILE_MESSAGES.monthEmpty),
    ),
    year: requiredText(PROFILE_MESSAGES.yearEmpty)
      .pipe(z.string().regex(/^\d{4,}$/, PROFILE_MESSAGES.yearInvalid))
      .refine(
        (year) => Number(year) > minimumDonationYear(now),
        `Year must be greater than ${minimumDonationYear(now)}`,
      )
      .refine((year) => Number(year) <= now.getFullYear(), `Year cannot be greater than ${now.getFullYear()}`),
  });

export const toLastDonationDate = (month: string, year: string): string => `${year}-${month}-01`;

export type OnboardingForm = z.input<typeof onboardingForm>;
export type RecipientOnboardingForm = z.input<typeof recipientOnboardingForm>;
export type VitalsForm = z.input<typeof vitalsForm>;
