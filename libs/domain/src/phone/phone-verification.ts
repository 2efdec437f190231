import { z } from 'zod';
import { nigerianPhoneField } from '../forms/fields.js';
import { AUTH_MESSAGES } from '../forms/auth.forms.js';

/** How a phone number is proved: a code of this many digits, valid this long, this many tries. */
export const PHONE_CODE_LENGTH = 6;
export const PHONE_CODE_TTL_MINUTES = 10;
export const PHONE_CODE_MAX_TRIES = 5;

export const PHONE_MESSAGES = {
  codeInvalid: 'Enter the 6-digit code from the text message',
  codeWrong: 'That code is not right. Check the text message and try again',
  codeExpired: 'That code has expired. Ask for a new code',
  codeSpent: 'Too many wrong codes. Ask for a new code',
  noCode: 'Ask for a code first',
  numberTaken: 'This phone number is already verified on another account',
  alreadyVerified: 'Your phone number is already verified',
  notVerified: 'Verify your phone number before turning on SMS alerts',
  codeSent: 'We sent a code to your phone',
  phoneVerified: 'Your phone number is verified',
  phoneChanged: 'Your phone number was changed. Verify it to get SMS alerts',
  smsAlertsOn: 'SMS alerts are on',
  smsAlertsOff: 'SMS alerts are off',
  codesPaused: 'Phone verification is paused for now, please try again later',
} as const;

/** The per-account limits' messages, given the window's hours. */
export const phoneLimitMessages = {
  codes: (hours: number) => `Too many codes asked for from your account, please try again within ${hours} hours`,
  changes: (hours: number) => `Too many phone number changes from your account, please try again within ${hours} hours`,
};

/** Staff are warned when this share of the platform's daily verification-code budget is spent, and again at all of it. */
export const PHONE_CODE_BUDGET_WARNING_SHARE = 0.8;

/** The number on the profile: any way a Nigerian number is typed, stored as 234 and ten digits. */
export const changePhoneForm = z.object({
  phone_number: nigerianPhoneField(AUTH_MESSAGES.phoneEmpty, AUTH_MESSAGES.phoneInvalid),
});

export const confirmPhoneCodeForm = z.object({
  code: z.preprocess(
    (value) => (typeof value === 'string' ? value.replace(/\s/g, '') : value),
    z.string({ error: PHONE_MESSAGES.codeInvalid }).regex(/^\d{6}$/, PHONE_MESSAGES.codeInvalid),
  ),
});

export const smsAlertsForm = z.object({ enabled: z.boolean({ error: 'enabled must be true or false' }) });

/** Why a code cannot be accepted now, before it is compared; null when it may be compared. */
export const phoneCodeRefusal = (
  code: { attempts: number; expiresAt: Date; phoneNumber: string } | null,
  currentPhone: string,
  now: Date,
): 'no_code' | 'code_spent' | 'code_expired' | null => {
  if (!code || code.phoneNumber !== currentPhone) return 'no_code';
  if (code.attempts >= PHONE_CODE_MAX_TRIES) return 'code_spent';
  if (code.expiresAt.getTime() <= now.getTime()) return 'code_expired';
  return null;
};
