import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { EntityManager } from '@mikro-orm/postgresql';
import { DonationMatchEntity } from '@app/persistence';
import {
  adminGet,
  bearer,
  eventually,
  type JourneyFixtures,
  type SignedInStaff,
  type TestApi,
  startJourneyApi,
} from '@test/api';

describe('admin API: the simple-rest dialect, reports, flagged feedback and actions on users', () => {
  let api: TestApi;
  let fixtures: JourneyFixtures;
  let moderator: SignedInStaff;
  const em = () => api.app.get(EntityManager).fork();
  const as = () => bearer(moderator.token);
  const list = (resource: string, query: Record<string, unknown> = {}) =>
    adminGet(api, moderator.token, resource, query);
  const audit = (recordId: string) =>
    em()
      .getConnection()
      .execute<{ action: string; actor_id: string; before: unknown; after: unknown; ip: string }[]>(
        `select action, actor_id, before, after, ip from audit_log where record_id = ? order by created_at`,
        [recordId],
      );
  const notifications = (userId: string) => () =>
    em()
      .getConnection()
      .execute<{ title: string; body: string }[]>(`select title, body from notification where user_id = ?`, [userId]);

  beforeAll(async () => {
    ({
      api,
      fixtures,
      staff: moderator,
    } = await startJourneyApi({ OUTBOX_POLL_INTERVAL_MS: '50', RATE_LIMIT_LOGIN_IP: '1000/60' }, 'moderator'));
  });
  afterAll(() => api.close());

  const report = async (name: string, createdAt: Date, reporterId?: string) => {
    const fork = em();
    const entity = fixtures.storedAbuseReport(fork, {
      reporter: reporterId ?? null,
      name,
      description: `${name} asked me for money`,
      createdAt,
    });
    await fork.flush();
    return entity.id;
  };

  it('lists with Content-Range, sort, range and filter, finds many by id, and refuses unknown fields', async () => {
    const ids = [];
    for (let day = 1; day <= 5; day += 1) ids.push(await report(`Person ${day}`, new Date(Date.UTC(2026, 9, day))));

    const page = await list('abuse-reports', { sort: ['created_at', 'ASC'], range: [1, 2] }).expect(200);
    expect(page.headers['content-range']).toBe('abuse-reports 1-2/5');
    expect(page.headers['access-control-expose-headers']).toContain('Content-Range');
    expect(page.body.map((row: { reported_name: string }) => row.reported_name)).toEqual(['Person 2', 'Person 3']);

    const newest = await list('abuse-reports').expect(200);
    expect(newest.body[0].reported_name).toBe('Person 5');
    expect(newest.headers['content-range']).toBe('abuse-reports 0-4/5');

    const dated = await list('abuse-reports', {
      filter: { created_at_gte: '2026-10-02', created_at_lte: '2026-10-03', status: 'open' },
    }).expect(200);
    expect(dated.body.map((row: { reported_name: string }) => row.reported_name).sort()).toEqual([
      'Person 2',
      'Person 3',
    ]);

    const many = await list('abuse-reports', { filter: { id: [ids[0], ids[4], 'not-an-id'] } }).expect(200);
    expect(many.body.map((row: { id: string }) => row.id).sort()).toEqual([ids[0], ids[4]].sort());

    const none = await list('abuse-reports', { filter: { q: 'nobody by this name' } }).expect(200);
    expect(none.body).toEqual([]);
    expect(none.headers['content-range']).toBe('abuse-reports */0');

    const unknownFilter = await list('abuse-reports', { filter: { colour: 'red' } }).expect(400);
    expect(unknownFilter.body.message).toBe(
      'Unknown filter field "colour"; filter by one of: id, status, created_at_gte, created_at_lte, q',
    );
    const byId = await list('abuse-reports', { sort: ['id', 'ASC'] }).expect(200);
    expect(byId.body.map((row: { id: string }) => row.id)).toEqual([...ids].sort());
    const unknownSort = await list('abuse-reports', { sort: ['description', 'ASC'] }).expect(400);
    expect(unknownSort.body.errors.sort).toMatch(/^Unknown sort field "description"/);
    await list('abuse-reports', { range: [0, 500] }).expect(400);
    const badStatus = await list('abuse-reports', { filter: { status: 'lost' } }).expect(400);
    expect(badStatus.body.errors['filter.status']).toMatch(/use one of: open, investigating, resolved, dismissed/);
    const notJson = await api.http().get('/v1/admin/abuse-reports?sort=oops').set(as()).expect(400);
    expect(notJson.body).toEqual({
      message: expect.any(String),
      code: 'invalid_input',
      errors: { sort: expect.any(String) },
    });

    const one = await api.http().get(`/v1/admin/abuse-reports/${ids[2]}`).set(as()).expect(200);
    expect(one.body).toMatchObject({ id: ids[2], status: 'open', reported_name: 'Person 3', staff_note: null });
    await api.http().get('/v1/admin/abuse-reports/00000000-0000-4000-8000-000000000000').set(as()).expect(404);
    await api.http().get('/v1/admin/abuse-reports/not-an-id').set(as()).expect(404);
  });

  it('moves a report open → investigating → resolved with a note and the person reported, audited', async () => {
    const reporter = await fixtures.person('Reporter');
    const reported = await fixtures.person('Reported');
    const id = await report('Reported Person', new Date(), reporter.id);
    const put = (body: object) => api.http().put(`/v1/admin/abuse-reports/${id}`).set(as()).send(body);

    const investigating = await put({
      status: 'investigating',
      staff_note: 'Calling both',
      reported_user_id: reported.id,
    }).expect(200);
    expect(investigating.body).toMatchObject({
      status: 'investigating',
      staff_note: 'Calling both',
      reporter: { id: reporter.id, name: expect.stringContaining('Reporter') },
      reported_user: { id: reported.id },
    });
    await put({ status: 'resolved' }).expect(200);
    const back = await put({ status: 'open' }).expect(409);
    expect(back.body.message).toBe('A report that is resolved cannot become open');
    await put({ reported_user_id: '00000000-0000-4000-8000-000000000000' }).expect(400);

    const entries = await audit(id);
    expect(entries.map((entry) => entry.action)).toEqual(['abuse_report.investigating', 'abuse_report.resolved']);
    expect(entries[0]).toMatchObject({
      actor_id: moderator.id,
      before: expect.objectContaining({ status: 'open', staff_note: null }),
      after: expect.objectContaining({ status: 'investigating', staff_note: 'Calling both' }),
      ip: expect.any(String),
    });
  });

  it('lists flagged feedback with its reporter, the donor reported and the request, and moderates it', async () => {
    const recipient = await fixtures.person('FeedbackRecipient');
    const donor = await fixtures.person('FeedbackDonor');
    const fork = em();
    const request = fixtures.storedRequest(fork, recipient.id);
    const match = fork.create(DonationMatchEntity, { request, donor: donor.id } as never);
    const flagged = fixtures.storedFeedback(fork, recipient.id, request, {
      match,
      description: 'The donor asked me to pay',
      outcome: 'asked_for_payment',
    });
    fixtures.storedFeedback(fork, recipient.id, request, { description: 'All good', status: 'received' });
    await fork.flush();

    const listed = await list('flagged-feedback').expect(200);
    expect(listed.headers['content-range']).toBe('flagged-feedback 0-0/1');
    expect(listed.body[0]).toMatchObject({
      id: flagged.id,
      status: 'open',
      outcome: 'asked_for_payment',
      reporter: { id: recipient.id },
      reported_user: { id: donor.id },
      request: { id: request.id, hospital: 'Lagos Island General Hospital', blood_group: 'A+' },
    });
    const done = await api
      .http()
      .put(`/v1/admin/flagged-feedback/${flagged.id}`)
      .set(as())
      .send({ status: 'dismissed', staff_note: 'Misunderstanding' })
      .expect(200);
    expect(done.body).toMatchObject({
      status: 'dismissed',
      staff_note: 'Misunderstanding',
      reviewed_at: expect.any(String),
    });
    expect(
      (await list('flagged-feedback', { filter: { status: ['open', 'investigating'] } }).expect(200)).body,
    ).toEqual([]);
  });

  it('masks contact details until revealed, and audits the reveal', async () => {
    const person = await fixtures.person('Searchable');
    const found = await list('users', { filter: { q: 'searchable' } }).expect(200);
    expect(found.body).toHaveLength(1);
    expect(found.body[0]).toMatchObject({
      id: person.id,
      email: expect.stringMatching(/^s\*\*\*@journey\.example\.com$/),
      phone_number: expect.stringMatching(/^2348\*+\d{3}$/),
      requests_count: 0,
      matches_count: 0,
      suspended: false,
    });
    const detail = await api.http().get(`/v1/admin/users/${person.id}`).set(as()).expect(200);
    expect(detail.body).toMatchObject({ requests: [], matches: [] });
    expect(JSON.stringify(detail.body)).not.toContain(person.phone);

    const revealed = await api.http().post(`/v1/admin/users/${person.id}/reveal-contact`).set(as()).expect(200);
    expect(revealed.body).toEqual({
      id: person.id,
      email: expect.stringMatching(/^searchable-\d+@journey\.example\.com$/),
      phone_number: person.phone,
    });
    const entries = await audit(person.id);
    expect(entries).toEqual([
      expect.objectContaining({ action: 'user.viewed', actor_id: moderator.id }),
      expect.objectContaining({
        action: 'user.contact_revealed',
        actor_id: moderator.id,
        after: { fields: ['email', 'phone_number'] },
      }),
    ]);
  });

  it('warns, suspends and lifts a suspension through the same events and notifications as the automatic ones', async () => {
    const donor = await fixtures.person('Warned');
    const act = (action: string, body: object) =>
      api.http().post(`/v1/admin/users/${donor.id}/${action}`).set(as()).send(body);

    await act('warn', {}).expect(400);
    await act('warn', { reason: 'A recipient reported rude messages.' }).expect(200);
    await act('lift-suspension', { reason: 'x' }).expect(409);
    await act('suspend', { until: '2020-01-01', reason: 'Too late' }).expect(400);
    const until = new Date(Date.now() + 14 * 86_400_000).toISOString();
    const suspended = await act('suspend', { until, reason: 'Asked a recipient for money.' }).expect(200);
    expect(suspended.body).toMatchObject({ id: donor.id, suspended: true, suspended_until: until });
    expect((await list('users', { filter: { suspended: true, q: 'warned' } }).expect(200)).body).toHaveLength(1);
    const lifted = await act('lift-suspension', { reason: 'The report was withdrawn.' }).expect(200);
    expect(lifted.body).toMatchObject({ suspended: false, suspended_until: null });

    const titles = await eventually(notifications(donor.id), (rows) => rows.length >= 3);
    expect(titles).toEqual(
      expect.arrayContaining([
        {
          title: 'You have received a warning',
          body: 'A recipient reported rude messages. Further reports may suspend your account.',
        },
        { title: 'Your account is suspended', body: expect.stringContaining('Asked a recipient for money.') },
        {
          title: 'Your suspension was lifted',
          body: 'You can receive blood requests again. The report was withdrawn.',
        },
      ]),
    );
    const actions = (await audit(donor.id))
      .map((entry) => entry.action)
      .filter((action) => !action.endsWith('.viewed'));
    expect(actions).toEqual(['user.warned', 'user.suspended', 'user.suspension_lifted']);
    expect((await audit(donor.id))[0]!.after).toMatchObject({ reason: 'A recipient reported rude messages.' });
  });
});
