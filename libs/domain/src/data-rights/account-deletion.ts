import { z } from 'zod';

export const ACCOUNT_DELETION_MESSAGES = {
  passwordEmpty: 'Enter your password to delete your account',
  passwordWrong: 'That password is not correct; your account was not deleted',
} as const;

/** Deleting an account asks for its password again, so a borrowed unlocked phone cannot do it. */
export const deleteAccountForm = z.object({
  password: z
    .string({ error: ACCOUNT_DELETION_MESSAGES.passwordEmpty })
    .refine((value) => value.trim() !== '', ACCOUNT_DELETION_MESSAGES.passwordEmpty),
});
export type DeleteAccountForm = z.input<typeof deleteAccountForm>;
