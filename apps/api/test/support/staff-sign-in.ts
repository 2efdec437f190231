import { randomUUID } from 'node:crypto';
import { EntityManager } from '@mikro-orm/postgresql';
import { PasswordHasher, totpCode } from '@app/auth';
import type { StaffRole } from '@app/domain';
import { writtenMails } from '@app/testing';
import type { TestApi } from './test-api.js';
import { createStaffMember, setStaffPassword } from '../../src/staff-auth/staff-accounts.js';

export const STAFF_PASSWORD = 'staff passphrase for tests';

export interface SignedInStaff {
  id: string;
  email: string;
  token: string;
  secret: string;
  recoveryCodes: string[];
}

/** A staff member written to the database with a password (set-password has its own tests). */
export const createTestStaff = async (
  api: TestApi,
  role: StaffRole,
  email = `${role}-${randomUUID().slice(0, 8)}@staff.example.org`,
) => {
  const em = api.app.get(EntityManager).fork();
  return em.transactional(async (tx) => {
    const { staff } = await createStaffMember(tx, { email, name: `Test ${role}`, role });
    await setStaffPassword(staff, STAFF_PASSWORD, new PasswordHasher(1));
    return { id: staff.id, email: staff.email };
  });
};

/** The whole sign-in at `/v1/admin/auth` or `/v1/hospital/auth`: password, enrolment, first code. */
const signInWithNewAuthenticator = async (api: TestApi, base: string, email: string) => {
  const login = await api.http().post(`${base}/login`).send({ email, password: STAFF_PASSWORD }).expect(200);
  const challenge = login.body.data.challenge_token as string;
  const enrolment = await api.http().post(`${base}/totp/enrolment`).send({ challenge_token: challenge }).expect(200);
  const secret = enrolment.body.data.secret as string;
  const done = await api
    .http()
    .post(`${base}/totp`)
    .send({ challenge_token: challenge, code: totpCode(secret) })
    .expect(200);
  return { token: done.body.data.token as string, secret, recoveryCodes: done.body.data.recovery_codes as string[] };
};

/** A staff member through the whole sign-in: password, enrolment, first code. */
export const signInTestStaff = async (api: TestApi, role: StaffRole): Promise<SignedInStaff> => {
  const { id, email } = await createTestStaff(api, role);
  return { id, email, ...(await signInWithNewAuthenticator(api, '/v1/admin/auth', email)) };
};

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** GET /v1/admin/<path> as the console sends it: each query value JSON-encoded (simple-rest). */
export const adminGet = (api: TestApi, token: string, path: string, query: Record<string, unknown> = {}) =>
  api
    .http()
    .get(`/v1/admin/${path}`)
    .query(Object.fromEntries(Object.entries(query).map(([key, value]) => [key, JSON.stringify(value)])))
    .set(bearer(token));

export interface SignedInOfficer {
  id: string;
  email: string;
  token: string;
  secret: string;
}

/** The newest set-password token emailed to an invited hospital officer. */
export const officerInvitationToken = (api: TestApi, email: string): string => {
  const mail = writtenMails(api.config.DATA_DIR)
    .filter((candidate) => candidate.to.toLowerCase().includes(email.toLowerCase()))
    .at(-1);
  const token = /\/hospital\/set-password\?token=([^\s"<>]+)/.exec(mail?.body ?? '')?.[1];
  if (!token) throw new Error(`No officer invitation to ${email}`);
  return decodeURIComponent(token);
};

/**
 * A hospital officer as the product makes one: invited by staff to a hospital, their password set from the
 * emailed link, then signed in through password, enrolment and first code.
 */
export const signInTestOfficer = async (
  api: TestApi,
  staff: { token: string },
  hospitalId: string,
  email = `officer-${randomUUID().slice(0, 8)}@hospital.example.org`,
): Promise<SignedInOfficer> => {
  const invited = await api
    .http()
    .post('/v1/admin/hospital-officers')
    .set(bearer(staff.token))
    .send({ hospital_id: hospitalId, email, name: 'Test Officer', role: 'blood_bank_officer' })
    .expect(201);
  await api
    .http()
    .post('/v1/hospital/auth/set-password')
    .send({ token: officerInvitationToken(api, email), password: STAFF_PASSWORD })
    .expect(200);
  const { token, secret } = await signInWithNewAuthenticator(api, '/v1/hospital/auth', email);
  return { id: invited.body.id as string, email, token, secret };
};
