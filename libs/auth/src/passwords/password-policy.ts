import { COMMON_PASSWORDS } from './common-passwords.data.js';

let common: Set<string> | undefined;

/** Whether a password is among the most common breached ones (compared case-insensitively). */
export const isCommonPassword = (password: string): boolean => {
  common ??= new Set(COMMON_PASSWORDS.split('\n'));
  return common.has(password.toLowerCase());
};
