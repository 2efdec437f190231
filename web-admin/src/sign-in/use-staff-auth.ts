import { useAuthProvider } from 'react-admin';
import type { StaffAuthProvider } from '../providers/auth-provider';

/** The auth provider with its staff-only steps (TOTP enrolment, setting a password). */
export const useStaffAuth = () => {
  const provider = useAuthProvider();
  if (!provider) throw new Error('The console needs its auth provider');
  return provider as StaffAuthProvider;
};
