import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { EntityManager } from '@mikro-orm/postgresql';
import pg from 'pg';
import { MailDelivery } from '@app/messaging';
import { latestMailToken, startTestApi, writtenMails, type TestApi } from '@test/api';

/** Accounts against an attacker: parallel password guesses, probing for who has an account, old reset links. */
describe('accounts: guessing, enumeration and old links', () => {
  let api: TestApi;

  beforeAll(async () => {
    api = await startTestApi({
      RATE_LIMIT_REGISTER_IP: '100/600',
      RATE_LIMIT_LOGIN_IP: '500/60',
      RATE_LIMIT_PASSWORD_RESET_IP: '100/900',
      RATE_LIMIT_LOGIN_ACCOUNT_FAILURES: '5/900',
    });
  });
  afterAll(() => api.close());

  const sql = (query: string, params: unknown[] = []) =>
    api.app.get(EntityManager).fork().getConnection().execute<{ n: number }[]>(query, params);
  const mailSent = () => api.app.get(MailDelivery).idle();

  const activeAccount = async (email: string, password = 'the right passphrase') => {
    await api
      .http()
      .post('/v1/auth/register')
      .send({ first_name: 'Ife', last_name: 'Ola', email, phone_number: '2348055555555', password, privacy: true })
      .expect(201);
    const token = latestMailToken(api.config.DATA_DIR, email, '/verify-email');
    await api.http().post('/v1/auth/verify-email').send({ token }).expect(200);
    return { email, password };
  };
  const logIn = (email: string, password: string) => api.http().post('/v1/auth/login').send({ email, password });

  it('checks at most 5 of 40 parallel wrong passwords, then refuses the right one while locked', async () => {
    const account = await activeAccount('guessed@example.com');
    const statuses = await Promise.all(
      Array.from({ length: 40 }, (_, n) => logIn(account.email, `wrong guess ${n}`).then((reply) => reply.status)),
    );
    expect(statuses.filter((status) => status === 401)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(35);
    const locked = await logIn(account.email, account.password).expect(429);
    expect(locked.body.message).toBe('Too many failed attempts for this account, please try again within 15 minutes');

    await sql(`update rate_limit_counter set window_ends_at = now() - interval '1 second' where key = ?`, [
      `login-failures:${account.email}`,
    ]);
    await logIn(account.email, account.password).expect(200);
  });

  it('gives back only its own slot on success: earlier failures still count', async () => {
    const account = await activeAccount('mistyped@example.com');
    for (let n = 0; n < 4; n++) await logIn(account.email, 'a wrong passphrase').expect(401);
    await logIn(account.email, account.password).expect(200);
    await logIn(account.email, 'a wrong passphrase').expect(401);
    await logIn(account.email, account.password).expect(429);
  });

  it('answers a password reset the same for a known and an unknown email, and mails only the owner', async () => {
    const account = await activeAccount('known-reset@example.com');
    const before = writtenMails(api.config.DATA_DIR).length;
    const known = await api.http().post('/v1/auth/password-reset').send({ email: account.email });
    const unknown = await api.http().post('/v1/auth/password-reset').send({ email: 'unknown-reset@example.com' });
    expect(unknown.status).toBe(200);
    expect(unknown.status).toBe(known.status);
    expect(unknown.body).toEqual(known.body);
    expect(unknown.headers['content-type']).toBe(known.headers['content-type']);
    await mailSent();
    expect(
      writtenMails(api.config.DATA_DIR)
        .slice(before)
        .map((mail) => mail.to),
    ).toEqual([account.email]);
    const rows = await sql(
      `select count(*)::int as n from outgoing_mail where recipient = 'unknown-reset@example.com'`,
    );
    expect(rows[0]!.n).toBe(0);
  });

  it('does the same database work for a known and an unknown email, writing in both cases', async () => {
    const account = await activeAccount('timing-known@example.com');
    /** The statements sent to PostgreSQL that name the email (the request's own), and the rows each changed. */
    const statementsFor = async (email: string) => {
      const spy = jest.spyOn(pg.Client.prototype, 'query');
      try {
        await api.http().post('/v1/auth/password-reset').send({ email }).expect(200);
        const calls = spy.mock.calls.map((args, index) => ({
          args: args as unknown[],
          result: spy.mock.results[index],
        }));
        const statements = [];
        for (const { args, result } of calls) {
          const [first, second] = args as [string | { text: string; values?: unknown[] }, unknown];
          const text = typeof first === 'string' ? first : first.text;
          const values = (Array.isArray(second) ? second : typeof first === 'string' ? [] : first.values) ?? [];
          // The ORM writes some values into the statement's text; others are bound.
          const named =
            text.includes(email) || values.some((value) => typeof value === 'string' && value.includes(email));
          if (!named) continue;
          const outcome = (await (result?.value as Promise<{ command: string; rowCount: number | null }>)) ?? null;
          statements.push({
            // The statement's shape: its literals (ids, the token's hash, the email) differ by nature.
            text: text.replace(/'(?:[^']|'')*'/g, '?').replace(/\s+/g, ' '),
            command: outcome?.command,
            rows: outcome?.rowCount ?? 0,
          });
        }
        return statements;
      } finally {
        spy.mockRestore();
      }
    };
    const known = await statementsFor(account.email);
    const unknown = await statementsFor('timing-nobody@example.com');
    expect(known.length).toBeGreaterThanOrEqual(3);
    expect(unknown.map((statement) => statement.text)).toEqual(known.map((statement) => statement.text));
    // A transaction that writes nothing commits without waiting for the disk: both must write.
    const writes = (statements: typeof known) =>
      statements.filter((statement) => statement.command !== 'SELECT' && statement.rows > 0).length;
    expect(writes(unknown)).toBeGreaterThan(0);
    expect(writes(known)).toBeGreaterThan(0);
  });

  it('limits reset links per address, known or not, from any network', async () => {
    const account = await activeAccount('bombed@example.com');
    for (const email of [account.email, 'bombed-nobody@example.com']) {
      for (let n = 0; n < 5; n++) await api.http().post('/v1/auth/password-reset').send({ email }).expect(200);
      const refused = await api.http().post('/v1/auth/password-reset').send({ email }).expect(429);
      expect([email, refused.body.message]).toEqual([email, 'Too many requests, please try again later']);
    }
    await mailSent();
    expect(writtenMails(api.config.DATA_DIR).filter((mail) => mail.subject && mail.to === account.email).length).toBe(
      // The verification email, and five reset links.
      6,
    );
  });

  it('ends an unused older reset link once a newer one is used', async () => {
    const account = await activeAccount('two-links@example.com');
    const requestLink = async () => {
      await api.http().post('/v1/auth/password-reset').send({ email: account.email }).expect(200);
      await mailSent();
      return latestMailToken(api.config.DATA_DIR, account.email, '/password-reset');
    };
    const older = await requestLink();
    const newer = await requestLink();
    expect(newer).not.toBe(older);
    await api
      .http()
      .post('/v1/auth/reset-password')
      .send({ token: newer, password: 'a brand new passphrase' })
      .expect(200);
    const refused = await api
      .http()
      .post('/v1/auth/reset-password')
      .send({ token: older, password: 'the attacker passphrase' })
      .expect(400);
    expect(refused.body.errors.token).toBe('This password reset link is invalid or has expired');
    await logIn(account.email, 'a brand new passphrase').expect(200);
  });
});
