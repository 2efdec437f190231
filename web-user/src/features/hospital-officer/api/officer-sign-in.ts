import { useMutation } from '@tanstack/react-query';
import { api, dataOf } from '@/lib/api-client';
import type { BodyOf, DataOf } from '@/lib/api-types';
import { loginForm } from '@app/domain';

export const officerLoginInput = loginForm;

export type OfficerPasswordStep = DataOf<'/v1/hospital/auth/login', 'post'>;
export type OfficerEnrolment = DataOf<'/v1/hospital/auth/totp/enrolment', 'post'>;
export type OfficerSignedIn = DataOf<'/v1/hospital/auth/totp', 'post'>;
type CodeBody = BodyOf<'/v1/hospital/auth/totp', 'post'>;

/** POST /v1/hospital/auth/login: the password; the reply says whether an authenticator is to be set up first. */
export const officerLogIn = (body: { email: string; password: string }) =>
  dataOf(api.POST('/v1/hospital/auth/login', { body }));

/** POST /v1/hospital/auth/totp/enrolment: the secret (and its QR code) for the officer's authenticator app. */
export const enrolOfficerAuthenticator = (challengeToken: string) =>
  dataOf(api.POST('/v1/hospital/auth/totp/enrolment', { body: { challenge_token: challengeToken } }));

/** POST /v1/hospital/auth/totp: a code from the app (or a recovery code) gives the officer's session. */
export const verifyOfficerCode = (body: CodeBody) => dataOf(api.POST('/v1/hospital/auth/totp', { body }));

export const useOfficerLogIn = () => useMutation({ mutationFn: officerLogIn });
export const useEnrolOfficerAuthenticator = () => useMutation({ mutationFn: enrolOfficerAuthenticator });
export const useVerifyOfficerCode = () => useMutation({ mutationFn: verifyOfficerCode });
