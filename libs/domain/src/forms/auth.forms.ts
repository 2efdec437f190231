import { z } from 'zod';
import { consentField } from '../data-rights/consent.js';
import { emailField, nigerianPhoneField, requiredText } from './fields.js';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

export const AUTH_MESSAGES = {
  emailEmpty: 'Email cannot be empty',
  emailInvalid: 'Invalid email address',
  passwordEmpty: 'Password cannot be empty',
  passwordTooShort: 'Password must be at least 8 characters',
  passwordTooLong: `Password must be at most ${PASSWORD_MAX_LENGTH} characters`,
  passwordTooCommon: 'This password is too common, choose a less predictable one',
  passwordsMustMatch: 'Passwords must match',
  firstNameEmpty: 'First Name cannot be empty',
  lastNameEmpty: 'Last Name cannot be empty',
  phoneEmpty: 'Phone number cannot be empty',
  phoneInvalid: 'Invalid phone number, use +234xxxxxxxxxx format',
  forgotEmailInvalid: 'Invalid Email',
  privacyRequired: 'You must accept the privacy policy',
  roleInvalid: 'Role must be donor or recipient',
} as const;

/** The two account types; one person may hold either and switch at any time. */
export const ACCOUNT_ROLES = ['donor', 'recipient'] as const;
export type AccountRole = (typeof ACCOUNT_ROLES)[number];

export const accountRoleField = z.enum(ACCOUNT_ROLES, { error: AUTH_MESSAGES.roleInvalid });

/** Passwords are not trimmed: spaces are part of a passphrase. */
const passwordPresent = z
  .string({ error: AUTH_MESSAGES.passwordEmpty })
  .refine((value) => value.trim() !== '', AUTH_MESSAGES.passwordEmpty);

export const newPasswordField = passwordPresent
  .refine((value) => value.length >= PASSWORD_MIN_LENGTH, AUTH_MESSAGES.passwordTooShort)
  .refine((value) => value.length <= PASSWORD_MAX_LENGTH, AUTH_MESSAGES.passwordTooLong);

export const loginForm = z.object({
  email: emailField(AUTH_MESSAGES.emailEmpty, AUTH_MESSAGES.emailInvalid),
  password: passwordPresent,
});

export const signupForm = z.object({
  first_name: requiredText(AUTH_MESSAGES.firstNameEmpty).pipe(z.string().max(100)),
  last_name: requiredText(AUTH_MESSAGES.lastNameEmpty).pipe(z.string().max(100)),
  email: emailField(AUTH_MESSAGES.emailEmpty, AUTH_MESSAGES.emailInvalid),
  phone_number: nigerianPhoneField(AUTH_MESSAGES.phoneEmpty, AUTH_MESSAGES.phoneInvalid),
  password: newPasswordField,
  /** The ticked "I have read the privacy policy" box: it accepts the terms and the privacy policy. */
  privacy: consentField(AUTH_MESSAGES.privacyRequired),
  /** What brought the person here ("I need blood" or "I want to donate"): the account type they start with. */
  role: accountRoleField.optional(),
});

export const forgotPasswordForm = z.object({
  email: emailField(AUTH_MESSAGES.emailEmpty, AUTH_MESSAGES.forgotEmailInvalid),
});

/** The reset screen asks twice; the API receives one password with the token. */
export const resetPasswordForm = z
  .object({ password: newPasswordField, confirm_password: z.string({ error: AUTH_MESSAGES.passwordEmpty }) })
  .refine((form) => form.password === form.confirm_password, {
    message: AUTH_MESSAGES.passwordsMustMatch,
    path: ['confirm_password'],
  });

export type LoginForm = z.input<typeof loginForm>;
export type SignupForm = z.input<typeof signupForm>;
