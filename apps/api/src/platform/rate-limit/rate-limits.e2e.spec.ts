import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomBytes } from 'node:crypto';
import { EntityManager } from '@mikro-orm/postgresql';
import { startTestApi, type TestApi } from '@test/api';

/** Two API instances on one database, as behind a load balancer: together they allow each limit once. */
describe('rate limits shared by API instances', () => {
  let first: TestApi;
  let second: TestApi;
  const env = { RATE_LIMIT_VERIFY_IP: '4/600', RATE_LIMIT_LOGIN_ACCOUNT_FAILURES: '3/900' };

  beforeAll(async () => {
    first = await startTestApi(env);
    second = await startTestApi(env, { database: first.database });
  });
  afterAll(async () => {
    await second.close();
    await first.close();
  });

  const verify = (api: TestApi) =>
    api
      .http()
      .post('/v1/auth/verify-email')
      .send({ token: randomBytes(32).toString('base64url') });

  const clearCounters = () => first.app.get(EntityManager).getConnection().execute('delete from rate_limit_counter');

  it('counts one IP across both instances', async () => {
    for (const api of [first, second, first, second]) expect((await verify(api)).status).toBe(400);
    const refused = await verify(first).expect(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.body.message).toBe('Too many attempts from your network, please try again within 10 minutes');
    await verify(second).expect(429);
  });

  it('lets exactly the limit through when both instances are hit at once', async () => {
    await clearCounters();
    const statuses = await Promise.all(
      Array.from({ length: 12 }, (_, index) => verify(index % 2 ? first : second).then((response) => response.status)),
    );
    expect(statuses.filter((status) => status !== 429)).toHaveLength(4);
  });

  it('locks an account after failed logins made on either instance', async () => {
    const logIn = (api: TestApi) =>
      api.http().post('/v1/auth/login').send({ email: 'nobody@example.com', password: 'a wrong passphrase' });
    for (const api of [first, second, first]) expect((await logIn(api)).status).toBe(401);
    const locked = await logIn(second).expect(429);
    expect(locked.body.message).toBe('Too many failed attempts for this account, please try again within 15 minutes');
  });
});
