import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { EntityManager } from '@mikro-orm/postgresql';
import { signSessionToken, totpCode } from '@app/auth';
import { bearer, createTestStaff, signInTestStaff, STAFF_PASSWORD, startTestApi, type TestApi } from '@test/api';
import { createStaffFromCli } from './create-staff-from-cli.js';

describe('staff sign-in', () => {
  let api: TestApi;
  const em = () => api.app.get(EntityManager).fork();
  beforeAll(async () => {
    // Each sign-in makes three calls that count against the per-IP login budget.
    api = await startTestApi({ RATE_LIMIT_LOGIN_IP: '1000/60' });
  });
  afterAll(() => api.close());

  const login = (email: string, password = STAFF_PASSWORD) =>
    api.http().post('/v1/admin/auth/login').send({ email, password });
  const totp = (body: object) => api.http().post('/v1/admin/auth/totp').send(body);

  it('takes the first admin from the CLI link through password, enrolment and TOTP to a session', async () => {
    const output = await createStaffFromCli(
      em(),
      api.config,
      ['--email', 'First@Admin.org', '--name', 'First Admin', '--role', 'admin'],
      {},
    );
    const link = /set-password link: (\S+)/.exec(output)![1]!;
    expect(link).toMatch(/^http:\/\/localhost:3000\/admin\/#\/set-password\?token=/);
    const token = decodeURIComponent(new URL(link.replace('#/', '')).searchParams.get('token')!);

    await login('first@admin.org', 'anything at all').expect(401);
    const common = await api
      .http()
      .post('/v1/admin/auth/set-password')
      .send({ token, password: 'password' })
      .expect(400);
    expect(common.body.errors.password).toBe('This password is too common, choose a less predictable one');
    const set = await api
      .http()
      .post('/v1/admin/auth/set-password')
      .send({ token, password: 'first admin passphrase' })
      .expect(200);
    expect(set.body.message).toBe('Password set, you can sign in');
    const reused = await api
      .http()
      .post('/v1/admin/auth/set-password')
      .send({ token, password: 'another passphrase' })
      .expect(400);
    expect(reused.body.errors.token).toEqual(expect.any(String));

    const first = await login('first@admin.org', 'first admin passphrase').set('accept-language', 'ha').expect(200);
    expect(first.body.data.step).toBe('enrol');
    expect(first.body.message).toBe('Shigar da lambar daga manhajar tantancewarka');
    const challenge = first.body.data.challenge_token;
    await totp({ challenge_token: challenge, code: '123456' }).expect(409);
    const enrolment = await api
      .http()
      .post('/v1/admin/auth/totp/enrolment')
      .send({ challenge_token: challenge })
      .expect(200);
    expect(enrolment.body.data.otpauth_url).toMatch(/^otpauth:\/\/totp\/.*secret=/);
    expect(enrolment.body.data.qr_code_data_url).toMatch(/^data:image\/png;base64,/);
    const secret = enrolment.body.data.secret;
    const [stored] = await em()
      .getConnection()
      .execute<{ totp_secret: string }[]>(`select totp_secret from staff_member where email = 'first@admin.org'`);
    expect(stored!.totp_secret).toMatch(/^v1\./);
    expect(stored!.totp_secret).not.toContain(secret);

    const wrongCode = totpCode(secret, Date.now() - 10 * 60_000);
    const wrong = await totp({ challenge_token: challenge, code: wrongCode }).expect(401);
    expect(wrong.body.message).toBe('That code is not right');

    const code = totpCode(secret);
    const signedIn = await totp({ challenge_token: challenge, code }).expect(200);
    expect(signedIn.body.data.staff).toMatchObject({ email: 'first@admin.org', name: 'First Admin', role: 'admin' });
    expect(signedIn.body.data.recovery_codes).toHaveLength(10);
    expect(signedIn.body.message).toBe('Signed in');
    const expiresIn = Date.parse(signedIn.body.data.expires_at) - Date.now();
    expect(expiresIn).toBeLessThanOrEqual(api.config.STAFF_SESSION_TTL_SECONDS * 1000);

    const me = await api.http().get('/v1/admin/auth/me').set(bearer(signedIn.body.data.token)).expect(200);
    expect(me.body.data).toMatchObject({ email: 'first@admin.org', role: 'admin' });

    // Enrolled: the next sign-in asks for a code, and the code just used is refused as a replay.
    const second = await login('first@admin.org', 'first admin passphrase').expect(200);
    expect(second.body.data.step).toBe('totp');
    await api
      .http()
      .post('/v1/admin/auth/totp/enrolment')
      .send({ challenge_token: second.body.data.challenge_token })
      .expect(409);
    const replay = await totp({ challenge_token: second.body.data.challenge_token, code }).expect(401);
    expect(replay.body.message).toBe('That code was already used, wait for the next one');

    // A recovery code works once.
    const recovery = signedIn.body.data.recovery_codes[0];
    await totp({ challenge_token: second.body.data.challenge_token, recovery_code: recovery }).expect(200);
    const spent = await totp({ challenge_token: second.body.data.challenge_token, recovery_code: recovery }).expect(
      401,
    );
    expect(spent.body.message).toBe('That recovery code is not right or was already used');
  });

  it('lets scripts set the password directly, and re-running the CLI keeps one staff member', async () => {
    const cli = (...args: string[]) => createStaffFromCli(em(), api.config, args, {});
    await expect(cli('--email', 'scripted@admin.org', '--role', 'owner')).rejects.toThrow(
      '--role must be admin or moderator',
    );
    await expect(cli('--email', 'not an email')).rejects.toThrow('--email is not a valid email address');
    await expect(cli('--email', 'scripted@admin.org', '--password', 'password')).rejects.toThrow(
      'This password is too common, choose a less predictable one',
    );
    expect(await cli('--email', 'scripted@admin.org', '--role', 'moderator')).toMatch(
      /^created moderator scripted@admin\.org/,
    );
    const again = await createStaffFromCli(em(), api.config, ['--email', 'scripted@admin.org'], {
      STAFF_PASSWORD: 'scripted passphrase 1',
    });
    expect(again).toMatch(/^updated moderator scripted@admin\.org .*password set/);
    expect((await login('scripted@admin.org', 'scripted passphrase 1').expect(200)).body.data.step).toBe('enrol');
    const [{ n }] = await em()
      .getConnection()
      .execute<{ n: string }[]>(`select count(*) as n from staff_member where email = 'scripted@admin.org'`);
    expect(Number(n)).toBe(1);
  });

  it('refuses a staff token on the user API and a user token on the admin API', async () => {
    const staff = await signInTestStaff(api, 'admin');
    await api.http().get('/v1/user').set(bearer(staff.token)).expect(401);
    const userToken = signSessionToken('00000000-0000-4000-8000-000000000000', api.config.JWT_SECRET, 3600);
    await api.http().get('/v1/admin/auth/me').set(bearer(userToken)).expect(401);
    await api.http().get('/v1/admin/auth/me').expect(401);
    const challenge = (await login(staff.email).expect(200)).body.data.challenge_token;
    await api.http().get('/v1/admin/auth/me').set(bearer(challenge)).expect(401);
  });

  it('locks an account after repeated wrong passwords or codes, with Retry-After', async () => {
    const { email } = await createTestStaff(api, 'moderator');
    for (let attempt = 0; attempt < 5; attempt += 1) await login(email, 'wrong passphrase here').expect(401);
    const locked = await login(email).expect(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('checks at most 5 of 40 parallel wrong passwords, then refuses the right one while locked', async () => {
    const { email } = await createTestStaff(api, 'moderator');
    const statuses = await Promise.all(
      Array.from({ length: 40 }, (_, n) => login(email, `wrong guess number ${n}`).then((reply) => reply.status)),
    );
    expect(statuses.filter((status) => status === 401)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(35);
    await login(email).expect(429);
  });

  it('counts wrong codes against the same budget as wrong passwords', async () => {
    const staff = await signInTestStaff(api, 'moderator');
    const challenge = (await login(staff.email).expect(200)).body.data.challenge_token;
    const wrongCode = totpCode(staff.secret, Date.now() - 10 * 60_000);
    for (let attempt = 0; attempt < 5; attempt += 1)
      await totp({ challenge_token: challenge, code: wrongCode }).expect(401);
    await totp({ challenge_token: challenge, code: totpCode(staff.secret) }).expect(429);
    await login(staff.email).expect(429);
  });

  it('ends a session on logout, and every session of a disabled staff member', async () => {
    const staff = await signInTestStaff(api, 'moderator');
    const other = await signInTestStaff(api, 'moderator');
    await api.http().post('/v1/admin/auth/logout').set(bearer(staff.token)).expect(200);
    await api.http().get('/v1/admin/auth/me').set(bearer(staff.token)).expect(401);

    await api.http().get('/v1/admin/auth/me').set(bearer(other.token)).expect(200);
    await em().getConnection().execute(`update staff_member set disabled_at = now() where id = ?`, [other.id]);
    await api.http().get('/v1/admin/auth/me').set(bearer(other.token)).expect(401);
    await login(other.email).expect(401);
  });

  it('keeps the audit log append-only in the database itself', async () => {
    const staff = await signInTestStaff(api, 'admin');
    const connection = em().getConnection();
    const [entry] = await connection.execute<{ id: string }[]>(
      `select id from audit_log where actor_id = ? and action = 'staff.signed_in'`,
      [staff.id],
    );
    expect(entry).toBeDefined();
    await expect(connection.execute(`update audit_log set action = 'x' where id = ?`, [entry!.id])).rejects.toThrow(
      /append-only/,
    );
    await expect(connection.execute(`delete from audit_log where id = ?`, [entry!.id])).rejects.toThrow(/append-only/);
    await expect(connection.execute(`truncate audit_log`)).rejects.toThrow(/append-only/);
  });
});
