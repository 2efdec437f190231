import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { EntityManager } from '@mikro-orm/postgresql';
import { DONOR_TESTIMONIAL, signInTestUser, startTestApi, type TestApi } from '@test/api';

const DONOR_STORY = { ...DONOR_TESTIMONIAL, name: 'Ibrahim S.' };

describe('testimonials and abuse reports', () => {
  let api: TestApi;
  let em: EntityManager;
  let token: string;
  let userId: string;

  const share = (body: Record<string, unknown>, bearer = token) =>
    api.http().post('/v1/feedbacks/testimonials').set('authorization', `Bearer ${bearer}`).send(body);

  beforeAll(async () => {
    api = await startTestApi({ RATE_LIMIT_PUBLIC_FORM_IP: '6/600' });
    em = api.app.get(EntityManager).fork();
    ({ token, id: userId } = await signInTestUser(api, 'ngozi@example.com'));
  });
  afterAll(() => api.close());

  it('gives every section 5 testimonial message, by role', async () => {
    const donor = await share({ type: 'donor', state: '  ', consent: false }).expect(400);
    expect(donor.body.errors).toEqual({
      state: 'Location cannot be empty',
      summary: 'Cannot be empty',
      aftermath: 'Cannot be empty',
      reason: 'cannote be empty',
      lesson: 'Cannot be empty',
      consent: 'You must accept this condition',
    });
    const recipient = await share({ type: 'Recipient', consent: true }).expect(400);
    expect(recipient.body.errors).toEqual({
      state: 'Location cannot be empty',
      summary: 'Cannot be empty',
      aftermath: 'Cannot be empty',
      conclusion: 'Cannot be empty',
    });
    const limits = await share({
      ...DONOR_STORY,
      summary: Array.from({ length: 51 }, () => 'blood').join(' '),
      lesson: Array.from({ length: 101 }, () => 'a').join(' '),
      aftermath: `fine ${'x'.repeat(46)}`,
    }).expect(400);
    expect(limits.body.errors).toEqual({
      summary: 'Use at most 50 words',
      lesson: 'Use at most 100 words',
      aftermath: 'A word can be at most 45 characters',
    });
    await share({ ...DONOR_STORY, type: 'nurse' }).expect(400);
    await api.http().post('/v1/feedbacks/testimonials').send(DONOR_STORY).expect(401);
  });

  it('keeps testimonials hidden until staff approve them', async () => {
    const shared = await share({ ...DONOR_STORY, name: 'x'.repeat(300) }).expect(201);
    expect(shared.body.message).toBe('Testimonial shared successfully');
    const { id } = shared.body.data;
    expect((await api.http().get('/v1/testimonials').expect(200)).body.data).toEqual({
      testimonials: [],
      page_info: { total: 0, total_pages: 0 },
    });

    // The staff console comes later; until then approval is a database update.
    await em
      .getConnection()
      .execute(`update testimonial set status = 'approved', reviewed_at = now() where id = ?`, [id]);
    const listed = await api.http().get('/v1/testimonials?page=1&limit=3').expect(200);
    expect(listed.body.data.page_info).toEqual({ total: 1, total_pages: 1 });
    expect(listed.body.data.testimonials[0]).toMatchObject({
      id,
      type: 'donor',
      state: 'Kaduna',
      summary: DONOR_STORY.summary,
      reason: DONOR_STORY.reason,
      conclusion: null,
    });
    const [row] = await em
      .getConnection()
      .execute<{ author_id: string; created_at: Date; updated_at: Date }[]>(
        'select author_id, created_at, updated_at from testimonial where id = ?',
        [id],
      );
    expect(row).toMatchObject({ author_id: userId, created_at: expect.any(String), updated_at: expect.any(String) });
  });

  it('stores abuse reports with the reporter, after the section 5 checks', async () => {
    const report = (body: Record<string, unknown>) =>
      api.http().post('/v1/feedbacks/report-abuse').set('authorization', `Bearer ${token}`).send(body);
    const empty = await report({ name: ' ', description: '' }).expect(400);
    expect(empty.body.errors).toEqual({ name: 'name cannot be empty', description: 'Password cannot be empty' });
    const done = await report({ name: 'Musa Bello', description: 'Asked me for money before donating.' }).expect(201);
    expect(done.body.message).toBe('Report submitted successfully.');
    const [row] = await em
      .getConnection()
      .execute<{ reporter_id: string; reporter_role: string; status: string; name: string }[]>(
        'select reporter_id, reporter_role, status, name from abuse_report where id = ?',
        [done.body.data.id],
      );
    expect(row).toEqual({ reporter_id: userId, reporter_role: 'donor', status: 'open', name: 'Musa Bello' });
    await api.http().post('/v1/feedbacks/report-abuse').send({ name: 'a', description: 'b' }).expect(401);
  });

  it('rate-limits testimonials per IP', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 7; attempt++) statuses.push((await share(DONOR_STORY)).status);
    expect(statuses).toContain(429);
    const limited = await share(DONOR_STORY).expect(429);
    expect(limited.headers['retry-after']).toEqual(expect.any(String));
  });
});
