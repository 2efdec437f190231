import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import jwt from 'jsonwebtoken';
import { EntityManager } from '@mikro-orm/postgresql';
import { latestMailToken, startTestApi, type TestApi } from '@test/api';

describe('accounts: rate limits, expiry and isolation', () => {
  let api: TestApi;

  beforeAll(async () => {
    api = await startTestApi({
      RATE_LIMIT_REGISTER_IP: '3/600',
      RATE_LIMIT_LOGIN_IP: '100/60',
      RATE_LIMIT_LOGIN_ACCOUNT_FAILURES: '5/900',
      RATE_LIMIT_PASSWORD_RESET_IP: '2/900',
    });
  });
  afterAll(() => api.close());

  const signUp = (email: string) =>
    api.http().post('/v1/auth/register').send({
      first_name: 'Bola',
      last_name: 'Ade',
      email,
      phone_number: '2348033333333',
      password: 'a long passphrase',
      privacy: true,
    });

  const sql = (query: string, params: unknown[] = []) =>
    api.app.get(EntityManager).fork().getConnection().execute(query, params);

  it('limits sign-ups per IP with 429 and Retry-After', async () => {
    for (const n of [1, 2, 3]) await signUp(`limit${n}@example.com`).expect(201);
    const refused = await signUp('limit4@example.com').expect(429);
    expect(refused.body.message).toMatch(/Too many attempts/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('locks an account after 5 failed logins, even with the right password', async () => {
    const account = { email: 'limit1@example.com', password: 'a long passphrase' };
    for (let n = 0; n < 5; n++)
      await api
        .http()
        .post('/v1/auth/login')
        .send({ ...account, password: 'wrong password' })
        .expect(401);
    const locked = await api.http().post('/v1/auth/login').send(account).expect(429);
    expect(locked.body.message).toBe('Too many failed attempts for this account, please try again within 15 minutes');
    expect(locked.headers['retry-after']).toBeDefined();
  });

  it('limits password reset requests per IP', async () => {
    await api.http().post('/v1/auth/password-reset').send({ email: 'limit2@example.com' }).expect(200);
    await api.http().post('/v1/auth/password-reset').send({ email: 'limit2@example.com' }).expect(200);
    await api.http().post('/v1/auth/password-reset').send({ email: 'limit2@example.com' }).expect(429);
  });

  it('refuses an expired verification link', async () => {
    const token = latestMailToken(api.config.DATA_DIR, 'limit3@example.com', '/verify-email');
    await sql(`update account_token set expires_at = now() - interval '1 second' where purpose = 'verify_email'`);
    const expired = await api.http().post('/v1/auth/verify-email').send({ token }).expect(400);
    expect(expired.body.errors.token).toBe('This verification link is invalid or has expired');
  });

  it('refuses expired, foreign-algorithm and unknown-user tokens', async () => {
    const [user] = await sql(`select id from app_user where email = 'limit2@example.com'`);
    await sql(`update app_user set status = 'active' where email = 'limit2@example.com'`);
    const claims = { issued_ms: Date.now() };
    const secret = api.config.JWT_SECRET;
    const valid = jwt.sign(claims, secret, { subject: user.id, jwtid: crypto.randomUUID(), expiresIn: 60 });
    await api.http().get('/v1/user').set('authorization', `Bearer ${valid}`).expect(200);
    const expired = jwt.sign({ ...claims, exp: Math.floor(Date.now() / 1000) - 10 }, secret, {
      subject: user.id,
      jwtid: crypto.randomUUID(),
    });
    await api.http().get('/v1/user').set('authorization', `Bearer ${expired}`).expect(401);
    const none = jwt.sign(claims, '', { algorithm: 'none', subject: user.id, jwtid: crypto.randomUUID() });
    await api.http().get('/v1/user').set('authorization', `Bearer ${none}`).expect(401);
    const stranger = jwt.sign(claims, secret, {
      subject: crypto.randomUUID(),
      jwtid: crypto.randomUUID(),
      expiresIn: 60,
    });
    await api.http().get('/v1/user').set('authorization', `Bearer ${stranger}`).expect(401);
  });

  it('reads and changes only the caller’s own account', async () => {
    await sql(`update app_user set status = 'active'`);
    const login = async (email: string) =>
      (await api.http().post('/v1/auth/login').send({ email, password: 'a long passphrase' }).expect(200)).body.data
        .token;
    const first = await login('limit3@example.com');
    const [other] = await sql(`select id, role from app_user where email = 'limit2@example.com'`);
    const me = await api
      .http()
      .get('/v1/user')
      .query({ id: other.id })
      .set('authorization', `Bearer ${first}`)
      .expect(200);
    expect(me.body.data.user.email).toBe('limit3@example.com');
    await api
      .http()
      .put('/v1/user')
      .set('authorization', `Bearer ${first}`)
      .send({ id: other.id, role: 'recipient' })
      .expect(200);
    const [after] = await sql(`select role from app_user where id = ?`, [other.id]);
    expect(after.role).toBe(other.role);
  });
});
