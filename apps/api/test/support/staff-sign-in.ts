import { randomUUID } from 'node:crypto';
import { EntityManager } from '@mikro-orm/postgresql';
import { PasswordHasher, totpCode } from '@app/auth';
import type { StaffRole } from '@app/domain';
import type { TestApi } from './test-api.js';
import { createStaffMember, setStaffPassword } from '../../src/admin/staff-auth/staff-accounts.js';

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

/** A staff member through the whole sign-in: password, enrolment, first code. */
export const signInTestStaff = async (api: TestApi, role: StaffRole): Promise<SignedInStaff> => {
  const { id, email } = await createTestStaff(api, role);
  const login = await api.http().post('/v1/admin/auth/login').send({ email, password: STAFF_PASSWORD }).expect(200);
  const challenge = login.body.data.challenge_token as string;
  const enrolment = await api
    .http()
    .post('/v1/admin/auth/totp/enrolment')
    .send({ challenge_token: challenge })
    .expect(200);
  const secret = enrolment.body.data.secret as string;
  const done = await api
    .http()
    .post('/v1/admin/auth/totp')
    .send({ challenge_token: challenge, code: totpCode(secret) })
    .expect(200);
  return { id, email, token: done.body.data.token, secret, recoveryCodes: done.body.data.recovery_codes };
};

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
