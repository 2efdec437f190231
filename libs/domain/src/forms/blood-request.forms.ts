import { z } from 'zod';
import { BLOOD_GROUPS } from '../blood/blood-group.js';
import { parseRequestDate, REQUEST_DATE_MESSAGES, requestDateProblem } from '../blood-requests/request-date.js';
import { MAX_UNITS_PER_REQUEST } from '../blood-requests/request-status.js';
import { uuidId, uuidIdField } from '../ids/record-ids.js';
import { GENDERS } from '../people/gender.js';
import { isBlank, nigerianPhoneField, optionalText, requiredChoice, requiredNumber, requiredText } from './fields.js';
import { normaliseNigerianPhone } from '../phone/phone-number.js';
import { isOwnKey } from './hostile-input.js';

export const BLOOD_REQUEST_MESSAGES = {
  recipientFirstNameEmpty: 'Recipient first name cannot be empty',
  recipientLastNameEmpty: 'Recipient last name cannot be empty',
  genderEmpty: 'Gender cannot be empty',
  bloodGroupEmpty: 'Blood group cannot be empty',
  recipientEmpty: "Recipient must be 'self' or 'others'",
  reasonEmpty: 'Reason cannot be empty',
  unitsEmpty: 'Units cannot be empty',
  unitsMax: `You can only request for a maximum of ${MAX_UNITS_PER_REQUEST} units of blood`,
  phoneEmpty: 'Phone number cannot be empty',
  phoneInvalid: 'Invalid phone number; use +234XXXXXXXXXX format',
  dateEmpty: 'Date cannot be empty',
  ...REQUEST_DATE_MESSAGES,
  hospitalEmpty: 'Hospital Name cannot be empty',
  hospitalIdEmpty: 'Choose the hospital',
  physicianEmpty: 'Physician  cannot be empty',
  stateEmpty: 'State be empty',
  latitudeEmpty: 'Latitude cannot be empty',
  longitudeEmpty: 'Longitude cannot be empty',
  declineReasonEmpty: 'Please select a reason',
  declineOtherEmpty: 'Tell us your reason',
  feedbackDescriptionEmpty: 'Description cannot be empty',
} as const;

const M = BLOOD_REQUEST_MESSAGES;

/** Step 1 for another recipient: who needs the blood. */
export const recipientDetailsForm = z.object({
  first_name: requiredText(M.recipientFirstNameEmpty).pipe(z.string().max(100)),
  last_name: requiredText(M.recipientLastNameEmpty).pipe(z.string().max(100)),
  gender: requiredChoice(GENDERS, M.genderEmpty),
  blood_group: requiredChoice(BLOOD_GROUPS, M.bloodGroupEmpty),
});

/**
 * The request's date: a real calendar date and time (see parseRequestDate), from a few minutes ago (so "Now!" works)
 * to the booking horizon; judged against the clock when parsed, by the wizard and the API alike.
 */
export const requestDateField = requiredText(M.dateEmpty).pipe(
  z.string().transform((value, ctx) => {
    const date = parseRequestDate(value);
    const problem = date ? requestDateProblem(date) : 'dateInvalid';
    if (!problem) return date!;
    ctx.addIssue({ code: 'custom', message: M[problem] });
    return z.NEVER;
  }),
);

export const unitsField = z.preprocess(
  (value) => (isBlank(value) ? undefined : typeof value === 'string' ? Number(value.trim()) : value),
  z.number({ error: M.unitsEmpty }).int(M.unitsEmpty).min(1, M.unitsEmpty).max(MAX_UNITS_PER_REQUEST, M.unitsMax),
);

const reasonIdField = z.preprocess(
  (value) => (isBlank(value) ? undefined : typeof value === 'string' ? Number(value) : value),
  z.number({ error: M.reasonEmpty }).int(M.reasonEmpty).positive(M.reasonEmpty),
);

/** Step 2: why, how much, when; the contact phone only for another recipient. */
export const requestDetailsForm = z.object({
  reason_id: reasonIdField,
  reason: optionalText(500),
  units: unitsField,
  date: requestDateField,
});

/** Step 2 for another recipient: the same, plus the phone number to reach them. */
export const requestDetailsForOtherForm = requestDetailsForm.extend({
  phone_number: nigerianPhoneField(M.phoneEmpty, M.phoneInvalid),
});

const stateField = z.preprocess(
  (value) => (isBlank(value) ? undefined : typeof value === 'string' ? Number(value) : value),
  z.number({ error: M.stateEmpty }).int(M.stateEmpty).positive(M.stateEmpty),
);

/** The spec's free-text hospital and its place, still accepted from API clients that send no hospital_id. */
const freeTextHospitalForm = z.object({
  hospital: requiredText(M.hospitalEmpty).pipe(z.string().max(200)),
  state_id: stateField,
  latitude: requiredNumber(M.latitudeEmpty).pipe(z.number().min(-90).max(90)),
  longitude: requiredNumber(M.longitudeEmpty).pipe(z.number().min(-180).max(180)),
});

const physicianField = requiredText(M.physicianEmpty).pipe(z.string().max(200));

/** The registry's hospital: the request takes its name, state and position. */
export const hospitalIdField = requiredText(M.hospitalIdEmpty).pipe(uuidIdField(M.hospitalIdEmpty));

/** The hospital step: the hospital, picked from the registry, and the physician. */
export const hospitalForm = z.object({ hospital_id: hospitalIdField, physician: physicianField });

const optionalChoice = <T extends readonly [string, ...string[]]>(options: T, message: string) =>
  z.preprocess((value) => (isBlank(value) ? undefined : value), z.enum(options, { error: message }).optional());

const optionalField = <S extends z.ZodType>(field: S) =>
  z.preprocess((value) => (isBlank(value) ? undefined : value), field.optional());

/**
 * The whole new-blood-request payload of spec section 3. For `self` the recipient's name, gender and blood group
 * come from the requester's profile when left out; for `others` they and a phone number are required. Where the
 * blood is needed comes from `hospital_id` (the registry's hospital decides name, state and position); without
 * it, the spec's free-text hospital with its state and position are required, and such a request is reached as
 * one at an unverified hospital.
 */
export const newBloodRequestForm = z
  .object({
    recipient: z.preprocess(
      (value) => (isBlank(value) ? 'self' : value),
      z.enum(['self', 'others'], { error: M.recipientEmpty }),
    ),
    first_name: optionalText(100),
    last_name: optionalText(100),
    gender: optionalChoice(GENDERS, M.genderEmpty),
    blood_group: optionalChoice(BLOOD_GROUPS, M.bloodGroupEmpty),
    phone_number: z.unknown().optional(),
    ...requestDetailsForm.shape,
    hospital_id: optionalField(hospitalIdField),
    physician: physicianField,
    hospital: z.unknown().optional(),
    state_id: z.unknown().optional(),
    latitude: z.unknown().optional(),
    longitude: z.unknown().optional(),
  })
  .superRefine(
    (values, ctx) => {
      if (values.hospital_id !== undefined) return;
      for (const field of ['hospital', 'state_id', 'latitude', 'longitude'] as const) {
        const checked = freeTextHospitalForm.shape[field].safeParse(values[field]);
        if (!checked.success)
          ctx.addIssue({ code: 'custom', path: [field], message: checked.error.issues[0]!.message });
      }
    },
    { when: (payload) => typeof payload.value === 'object' && payload.value !== null },
  )
  .superRefine(
    (values, ctx) => {
      // Runs even when other fields failed, so the wizard gets every message at once.
      if (values.recipient !== 'others') return;
      const required: Array<[keyof typeof values, string]> = [
        ['first_name', M.recipientFirstNameEmpty],
        ['last_name', M.recipientLastNameEmpty],
        ['gender', M.genderEmpty],
        ['blood_group', M.bloodGroupEmpty],
      ];
      for (const [field, message] of required) {
        if (isBlank(values[field])) ctx.addIssue({ code: 'custom', path: [field], message });
      }
      const phone = nigerianPhoneField(M.phoneEmpty, M.phoneInvalid).safeParse(values.phone_number);
      if (!phone.success) {
        ctx.addIssue({ code: 'custom', path: ['phone_number'], message: phone.error.issues[0]!.message });
      }
    },
    { when: (payload) => typeof payload.value === 'object' && payload.value !== null },
  )
  .transform(({ hospital, state_id, latitude, longitude, ...values }) => ({
    ...values,
    // Checked above when there is no hospital_id; ignored when there is one (the hospital decides).
    hospital: values.hospital_id === undefined ? freeTextHospitalForm.shape.hospital.parse(hospital) : undefined,
    state_id: values.hospital_id === undefined ? freeTextHospitalForm.shape.state_id.parse(state_id) : undefined,
    latitude: values.hospital_id === undefined ? freeTextHospitalForm.shape.latitude.parse(latitude) : undefined,
    longitude: values.hospital_id === undefined ? freeTextHospitalForm.shape.longitude.parse(longitude) : undefined,
    phone_number:
      values.recipient === 'others' && typeof values.phone_number === 'string'
        ? normaliseNigerianPhone(values.phone_number)
        : null,
  }));

export type NewBloodRequestInput = z.input<typeof newBloodRequestForm>;
export type NewBloodRequest = z.output<typeof newBloodRequestForm>;

/** The decline reason whose meaning is the donor's own words: choosing it asks for them. */
export const OTHER_DECLINE_REASON = 'Other';

export const declineNeedsOwnWords = (reasonName: string | undefined): boolean => reasonName === OTHER_DECLINE_REASON;

const declineReasonIdField = z.preprocess(
  (value) => (isBlank(value) ? undefined : typeof value === 'string' ? Number(value) : value),
  z.number({ error: M.declineReasonEmpty }).int(M.declineReasonEmpty).positive(M.declineReasonEmpty),
);

/** The Reject dialog: a reason from the list, and the donor's own words when that reason is "Other". */
export const declineForm = (needsOwnWords: boolean) =>
  z.object({
    reason_id: declineReasonIdField,
    decline_reason: needsOwnWords ? requiredText(M.declineOtherEmpty).pipe(z.string().max(500)) : optionalText(500),
  });

/** The donor's answer: accept, or decline with a reason from the decline list. */
export const donorResponseForm = z.discriminatedUnion(
  'status',
  [
    z.object({ status: z.literal('accepted') }),
    z.object({ status: z.literal('declined'), reason_id: declineReasonIdField, decline_reason: optionalText(500) }),
  ],
  { error: "Status must be 'accepted' or 'declined'" },
);

export const requestStatusForm = z.object({
  status: z.enum(['pending', 'inactive'], { error: "Status must be 'pending' or 'inactive'" }),
});

/** Spec section 3's fixed outcome lists; recipients' reports about a donor drive suspension and staff review. */
export const DONOR_FEEDBACK_OUTCOMES = {
  successful_donation: 'Successful donation',
  medically_unfit: 'Medically unfit',
  recently_finished_period: 'Recently finished period',
  weight_under_50kg: 'Weight under 50kg',
  high_blood_pressure: 'High blood pressure',
  low_pcv: 'Low PCV',
  medications: 'Medications',
  donor_no_longer_needed: 'Donor no longer needed',
  other_pressing_matters: 'Other pressing matters',
  strenuous_but_successful: 'Strenuous but successful',
  recipient_wanted_different_location: 'Recipient wanted a different location',
  prank_request: 'Prank request',
  recipient_refused_transport: 'Recipient refused to pay reasonable transport',
} as const;

export const RECIPIENT_FEEDBACK_OUTCOMES = {
  did_not_show_up: 'Did not show up',
  donated_without_hitches: 'Donated without hitches',
  asked_for_payment: 'Asked for payment before or after donation beyond transport fare',
  unreachable_after_accepting: 'Unreachable after accepting',
  took_pictures_without_consent: 'Took pictures of patient without consent',
} as const;

export type DonorFeedbackOutcome = keyof typeof DONOR_FEEDBACK_OUTCOMES;
export type RecipientFeedbackOutcome = keyof typeof RECIPIENT_FEEDBACK_OUTCOMES;
export const FEEDBACK_TYPES = ['Donor', 'Recipient'] as const;
export type FeedbackType = (typeof FEEDBACK_TYPES)[number];

/** Recipient reports that staff must look at. */
export const FLAGGED_RECIPIENT_OUTCOMES: readonly RecipientFeedbackOutcome[] = [
  'asked_for_payment',
  'unreachable_after_accepting',
  'took_pictures_without_consent',
];

export const feedbackForm = z
  .object({
    type: z.enum(FEEDBACK_TYPES, { error: "Type must be 'Donor' or 'Recipient'" }),
    request_id: uuidIdField('No request has been selected'),
    match_id: z.preprocess((value) => (isBlank(value) ? undefined : value), uuidId.optional()),
    name: optionalText(200),
    hospital: optionalText(200),
    description: requiredText(M.feedbackDescriptionEmpty).pipe(z.string().max(5000)),
    outcome: z.preprocess((value) => (isBlank(value) ? undefined : value), z.string().optional()),
  })
  .superRefine((values, ctx) => {
    if (values.outcome === undefined) return;
    const allowed = values.type === 'Donor' ? DONOR_FEEDBACK_OUTCOMES : RECIPIENT_FEEDBACK_OUTCOMES;
    if (!isOwnKey(allowed, values.outcome)) {
      ctx.addIssue({
        code: 'custom',
        path: ['outcome'],
        message: `Outcome must be one of ${Object.keys(allowed).join(', ')}`,
      });
    }
  });
export type FeedbackInput = z.input<typeof feedbackForm>;
