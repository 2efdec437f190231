import { z } from 'zod';
import { nigerianPhoneField } from '../forms/fields.js';
import { AUTH_MESSAGES } from '../forms/auth.forms.js';

/** How a phone number is proved: a code of this many digits, valid this long, this many tries. */
export const PHONE_CODE_LENGTH = 6;
export const PHONE_CODE_TTL_MINUTES = 10;
export const PHONE_CODE_MAX_TRIES = 5;

/** The code field's form rule, shared with the user app (the API's replies and refusals go by catalogue key). */
export const PHONE_MESSAGES = {
  codeInvalid: 'Enter the 6-digit code from the text message',
} as const;

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
