import { z } from 'zod';
import { emailField, internationalPhoneField, isBlank, requiredText } from './fields.js';

export const ADVOCATE_MESSAGES = {
  nameEmpty: 'Name cannot be empty',
  emailEmpty: 'Email cannot be empty',
  emailInvalid: 'Invalid Email',
  ageEmpty: 'Age cannot be empty',
  ageUnder: 'Must be 18 years or older',
  phoneEmpty: 'Phone number cannot be empty',
  phoneInvalid: 'Invalid phone number; use +234XXXXXXXXXX format',
  stateEmpty: 'State must not be empty',
  bioEmpty: 'Bio must not be empty',
  descriptionEmpty: 'Description must not be empty',
  reasonEmpty: 'Reason must not be empty',
  educationEmpty: 'Education level must not be empty',
  passportEmpty: 'Please select an image',
  cvEmpty: 'Please select a documet',
} as const;

export const ADVOCATE_MIN_AGE = 18;
export const ADVOCATE_BIO_WORD_HINT = 200;
export const PASSPORT_EXTENSIONS = ['.png', '.jpg', '.jpeg', '.webp', '.avif'] as const;
export const CV_EXTENSIONS = ['.docx', '.pdf'] as const;

const hasExtension = (name: string, extensions: readonly string[]) =>
  extensions.some((extension) => name.toLowerCase().endsWith(extension));

const ageField = z.preprocess(
  (value) => (isBlank(value) ? undefined : typeof value === 'string' ? Number(value.trim()) : value),
  z
    .number({ error: (issue) => (issue.input === undefined ? ADVOCATE_MESSAGES.ageEmpty : ADVOCATE_MESSAGES.ageUnder) })
    .int(ADVOCATE_MESSAGES.ageUnder)
    .min(ADVOCATE_MIN_AGE, ADVOCATE_MESSAGES.ageUnder)
    .max(120, ADVOCATE_MESSAGES.ageUnder),
);

const advocateFields = {
  name: requiredText(ADVOCATE_MESSAGES.nameEmpty).pipe(z.string().max(200)),
  email: emailField(ADVOCATE_MESSAGES.emailEmpty, ADVOCATE_MESSAGES.emailInvalid),
  age: ageField,
  phone_number: internationalPhoneField(ADVOCATE_MESSAGES.phoneEmpty, ADVOCATE_MESSAGES.phoneInvalid),
  state: requiredText(ADVOCATE_MESSAGES.stateEmpty).pipe(z.string().max(100)),
  bio: requiredText(ADVOCATE_MESSAGES.bioEmpty).pipe(z.string().max(5000)),
  jbm_description: requiredText(ADVOCATE_MESSAGES.descriptionEmpty).pipe(z.string().max(5000)),
  advocate_reason: requiredText(ADVOCATE_MESSAGES.reasonEmpty).pipe(z.string().max(5000)),
  education_level: requiredText(ADVOCATE_MESSAGES.educationEmpty).pipe(z.string().max(200)),
};

/** A chosen file, checked by name (the browser's File, or anything with a name). */
const chosenFile = (message: string, extensions: readonly string[]) =>
  z.custom<{ name: string }>(
    (value) =>
      typeof value === 'object' &&
      value !== null &&
      typeof (value as { name?: unknown }).name === 'string' &&
      hasExtension((value as { name: string }).name, extensions),
    { message },
  );

/** The advocate application form as filled in the browser, files not yet uploaded. */
export const advocateForm = z.object({
  ...advocateFields,
  passport: chosenFile(ADVOCATE_MESSAGES.passportEmpty, PASSPORT_EXTENSIONS),
  cv: chosenFile(ADVOCATE_MESSAGES.cvEmpty, CV_EXTENSIONS),
});

/** What POST /v1/partnerships/advocates accepts: the uploaded files' URLs in passport and cv. */
export const advocateApplication = z.object({
  ...advocateFields,
  passport: requiredText(ADVOCATE_MESSAGES.passportEmpty).pipe(z.string().max(2000)),
  cv: requiredText(ADVOCATE_MESSAGES.cvEmpty).pipe(z.string().max(2000)),
});

export const countWords = (text: string): number => text.trim().split(/\s+/).filter(Boolean).length;

export type AdvocateForm = z.input<typeof advocateForm>;
export type AdvocateApplication = z.output<typeof advocateApplication>;
