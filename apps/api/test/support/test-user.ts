import { latestMailToken } from '@app/testing';
import type { TestApi } from './test-api.js';

export const TEST_USER_PASSWORD = 'a test user passphrase';

export interface SignedInTestUser {
  id: string;
  token: string;
}

/** Follows the email verification link last mailed to `email` (expecting 200). */
export const verifyTestUserEmail = (api: TestApi, email: string) =>
  api
    .http()
    .post('/v1/auth/verify-email')
    .send({ token: latestMailToken(api.config.DATA_DIR, email, '/verify-email') })
    .expect(200);

/** A person through sign-up, the emailed verification link and login: their id and bearer token. */
export const signInTestUser = async (
  api: TestApi,
  email: string,
  password = TEST_USER_PASSWORD,
): Promise<SignedInTestUser> => {
  await api
    .http()
    .post('/v1/auth/register')
    .send({ first_name: 'Test', last_name: 'Person', phone_number: '2348012345678', email, password, privacy: true })
    .expect(201);
  await verifyTestUserEmail(api, email);
  const login = await api.http().post('/v1/auth/login').send({ email, password }).expect(200);
  return { id: login.body.data.user.id as string, token: login.body.data.token as string };
};
