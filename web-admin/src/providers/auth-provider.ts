import { HttpError, type AuthProvider } from 'react-admin';
import { ADMIN_API_URL } from './http-client';
import { staffSession, type Staff } from './staff-session';

/** Where the password step leaves a sign-in: TOTP to set up first, or a code to type. */
export type SignInStep = 'enrol' | 'totp';

export interface PasswordStepResult {
  redirectTo: false;
  step: SignInStep;
  challengeToken: string;
}

export interface CodeStepResult {
  /** Shown once after enrolment, before the console opens; absent on an ordinary sign-in. */
  recoveryCodes?: string[];
  redirectTo?: false;
}

export interface TotpEnrolment {
  secret: string;
  otpauthUrl: string;
  qrCodeDataUrl: string;
}

export type LoginParams =
  | { email: string; password: string }
  | { challengeToken: string; code: string }
  | { challengeToken: string; recoveryCode: string };

export interface StaffAuthProvider extends AuthProvider {
  login(params: LoginParams): Promise<PasswordStepResult | CodeStepResult | undefined>;
  startEnrolment(challengeToken: string): Promise<TotpEnrolment>;
  setPassword(token: string, password: string): Promise<void>;
}

/** The public auth routes answer `{ data }` or `{ message, errors }`; a failure becomes an HttpError with that body. */
async function post<T>(path: string, body: unknown, token?: string): Promise<T> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json', Accept: 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  const response = await fetch(`${ADMIN_API_URL}/auth${path}`, { method: 'POST', headers, body: JSON.stringify(body) });
  const text = await response.text();
  const json = text ? (JSON.parse(text) as { data?: T; message?: string }) : {};
  if (!response.ok) throw new HttpError(json.message ?? response.statusText, response.status, json);
  return json.data as T;
}

interface SessionReply {
  token: string;
  expires_at: string;
  staff: Staff;
  recovery_codes?: string[];
}

/**
 * Staff sign in in two steps: email and password give a short-lived challenge; then a TOTP code (or a recovery code)
 * against that challenge gives the staff token. A first sign-in enrols TOTP between the two.
 */
export function createAuthProvider(): StaffAuthProvider {
  return {
    async login(params) {
      if ('email' in params) {
        const reply = await post<{ step: SignInStep; challenge_token: string }>('/login', {
          email: params.email,
          password: params.password,
        });
        return { redirectTo: false, step: reply.step, challengeToken: reply.challenge_token };
      }
      const body =
        'code' in params
          ? { challenge_token: params.challengeToken, code: params.code }
          : { challenge_token: params.challengeToken, recovery_code: params.recoveryCode };
      const reply = await post<SessionReply>('/totp', body);
      staffSession.write({ token: reply.token, expiresAt: reply.expires_at, staff: reply.staff });
      // Recovery codes come once: the login page keeps the staff member there until they have saved them.
      if (reply.recovery_codes?.length) return { redirectTo: false, recoveryCodes: reply.recovery_codes };
      return undefined;
    },

    async startEnrolment(challengeToken) {
      const reply = await post<{ secret: string; otpauth_url: string; qr_code_data_url: string }>('/totp/enrolment', {
        challenge_token: challengeToken,
      });
      return { secret: reply.secret, otpauthUrl: reply.otpauth_url, qrCodeDataUrl: reply.qr_code_data_url };
    },

    async setPassword(token, password) {
      await post('/set-password', { token, password });
    },

    async logout() {
      const session = staffSession.read();
      staffSession.clear();
      // Revoking is best effort: the token is gone from this browser whatever the API answers.
      if (session) await post('/logout', {}, session.token).catch(() => undefined);
    },

    async checkAuth() {
      if (!staffSession.read()) throw new Error('Not signed in');
    },

    async checkError(error: { status?: number }) {
      if (error?.status === 401) {
        staffSession.clear();
        throw new Error('Session expired');
      }
      // 403 means "not for your role": stay signed in, the page shows the error.
    },

    async getIdentity() {
      const session = staffSession.read();
      if (!session) throw new Error('Not signed in');
      const { id, name, email, role } = session.staff;
      return { id, fullName: name || email, email, role };
    },

    async getPermissions() {
      return staffSession.read()?.staff.role;
    },
  };
}

export const authProvider = createAuthProvider();
