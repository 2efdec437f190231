import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { DonationAttempted, DonationConfirmed, DonorMatched } from '@app/contracts';
import { recordEvent } from '@app/messaging';
import { eventually, signInTestUser, startTestApi, type TestApi } from '@test/api';

/** The read models the projectors write, served by the API, with the inline transport `npm start` uses. */
describe('notifications, reminders and stats through the inline transport', () => {
  let api: TestApi;
  const users: Record<'donor' | 'recipient', { id: string; token: string }> = {} as never;

  const requestId = `request-${randomUUID()}`;
  const as = (who: 'donor' | 'recipient') => ({ authorization: `Bearer ${users[who].token}` });

  beforeAll(async () => {
    api = await startTestApi({ OUTBOX_POLL_INTERVAL_MS: '50' });
    users.donor = await signInTestUser(api, 'donor.events@example.com');
    users.recipient = await signInTestUser(api, 'recipient.events@example.com');
    // What the blood-request commands raise when the donor accepts, goes to donate and the recipient confirms.
    const em = api.app.get((await import('@mikro-orm/postgresql')).EntityManager).fork();
    const match = { request_id: requestId, match_id: randomUUID(), donor_id: users.donor.id };
    await em.transactional(async (tx) => {
      recordEvent(tx, DonorMatched, requestId, {
        ...match,
        recipient_user_id: users.recipient.id,
        hospital: 'Lagos Island General Hospital',
        needed_at: '2026-12-01T09:00:00.000Z',
      });
      recordEvent(tx, DonationAttempted, requestId, match);
      recordEvent(tx, DonationConfirmed, requestId, {
        ...match,
        recipient_user_id: users.recipient.id,
        donated_on: '2026-11-20',
      });
    });
  });

  afterAll(() => api.close());

  it('notifies each party, each seeing only their own, and marks them read', async () => {
    const donorList = await eventually(
      () => api.http().get('/v1/notifications?limit=10').set(as('donor')),
      // The page and its total are two reads: wait until both have seen the last projected notification.
      (response) => response.body.data?.notifications?.length === 3 && response.body.data.page_info.total === 3,
    );
    expect(donorList.status).toBe(200);
    expect(donorList.body.data.notifications.map((n: { title: string }) => n.title).sort()).toEqual([
      'Thank you for donating',
      'You earned a badge',
      'You earned a badge',
    ]);
    expect(donorList.body.data.page_info).toEqual({ total: 3, total_pages: 1 });
    const recipientList = await api.http().get('/v1/notifications').set(as('recipient')).expect(200);
    expect(recipientList.body.data.notifications).toEqual([
      {
        id: expect.any(String),
        title: 'A donor accepted your request',
        body: 'A donor accepted your blood request at Lagos Island General Hospital. Their phone number is on your request.',
        read: false,
        created_at: expect.any(String),
        url: `/app/your-requests?id=${requestId}`,
      },
    ]);
    const recipientNotification = recipientList.body.data.notifications[0].id as string;
    await api.http().put(`/v1/notifications/${recipientNotification}/read`).set(as('donor')).expect(404);
    await api.http().put(`/v1/notifications/${recipientNotification}/read`).set(as('recipient')).expect(200);
    await api.http().put('/v1/notifications/read-all').set(as('donor')).expect(200);
    const after = await api.http().get('/v1/notifications').set(as('donor')).expect(200);
    expect(after.body.data.notifications.every((n: { read: boolean }) => n.read)).toBe(true);
    await api.http().get('/v1/notifications').expect(401);
  });

  it('puts notifications and reminders in the language the app asks for; rows from before keys read as stored', async () => {
    const em = api.app.get((await import('@mikro-orm/postgresql')).EntityManager).fork();
    await em.execute(
      `insert into notification (id, user_id, title, body, event_id, created_at)
       values (gen_random_uuid(), ?, 'Stored words', 'Kept as written', gen_random_uuid(), now() - interval '1 day')`,
      [users.recipient.id],
    );
    const hausa = await api.http().get('/v1/notifications').set(as('recipient')).set('accept-language', 'ha');
    expect(hausa.body.data.notifications.map((n: { title: string; body: string }) => [n.title, n.body])).toEqual([
      ['Wani mai bayarwa ya karɓi buƙatarka', expect.stringContaining('a Lagos Island General Hospital')],
      ['Stored words', 'Kept as written'],
    ]);
    const yoruba = await eventually(
      () => api.http().get('/v1/reminders').set(as('donor')).set('accept-language', 'yo'),
      (response) => response.body.data?.reminders?.length === 2,
    );
    expect(yoruba.body.data.reminders.map((r: { title: string }) => r.title)).toEqual([
      'Ìfẹ̀jẹ̀ ní Lagos Island General Hospital',
      'O lè fẹ̀jẹ̀ lẹ́ẹ̀kan sí i',
    ]);
    expect(decodeURIComponent(yoruba.body.data.reminders[0].calendar.google as string)).toContain('Ìfẹ̀jẹ̀');
  });

  it("lists the donor's reminders with calendar links, serves the .ics at its signed link only, and deletes", async () => {
    const list = await eventually(
      () => api.http().get('/v1/reminders').set(as('donor')),
      (response) => response.body.data?.reminders?.length === 2,
    );
    const [donation, again] = list.body.data.reminders;
    expect(donation).toMatchObject({
      title: 'Blood donation at Lagos Island General Hospital',
      date: '2026-12-01T09:00:00.000Z',
    });
    expect(donation.calendar.google).toMatch(/^https:\/\/calendar\.google\.com\//);
    expect(donation.calendar.ics).toMatch(
      new RegExp(`^http://localhost:3000/v1/reminders/${donation.id}\\.ics\\?signature=`),
    );
    // Gender unknown: the longer (4-month) interval after 2026-11-20.
    expect(again).toMatchObject({ title: 'You can donate again', date: '2027-03-20T08:00:00.000Z' });

    const link = new URL(donation.calendar.ics as string);
    const ics = await api.http().get(`${link.pathname}${link.search}`).expect(200);
    expect(ics.headers['content-type']).toMatch(/^text\/calendar/);
    expect(ics.text).toContain('SUMMARY:Blood donation at Lagos Island General Hospital');
    await api.http().get(`/v1/reminders/${donation.id}.ics`).set(as('donor')).expect(404);
    await api.http().delete(`/v1/reminders/${donation.id}`).set(as('recipient')).expect(404);
    const deleted = await api.http().delete(`/v1/reminders/${donation.id}`).set(as('donor')).expect(200);
    expect(deleted.body.message).toBe('Reminder deleted successfully');
    expect((await api.http().get('/v1/reminders').set(as('donor')).expect(200)).body.data.page_info.total).toBe(1);
  });

  it("gives the donor their donation stats and badges, and everyone the platform's figures", async () => {
    const stats = await eventually(
      () => api.http().get('/v1/requests/stats').set(as('donor')),
      (response) => response.body.data?.badges?.length === 2,
    );
    expect(stats.body.data).toMatchObject({
      confirmed_donation: [{ id: expect.any(String), request_id: expect.any(String), date: '2026-11-20' }],
      attempted_donation: { count: 1 },
      badges: expect.arrayContaining([
        expect.objectContaining({ badge: 'life_saver', label: 'Life Saver' }),
        expect.objectContaining({ badge: 'zeal', label: 'We see you!' }),
      ]),
      hero_progress: 1,
    });
    const recipientStats = await api.http().get('/v1/requests/stats').set(as('recipient')).expect(200);
    expect(recipientStats.body.data).toMatchObject({
      confirmed_donation: [],
      attempted_donation: { count: 0 },
      badges: [],
    });

    const platform = await eventually(
      () => api.http().get('/v1/stats/platform'),
      (response) => response.body.data?.registered_donors === 2,
    );
    expect(platform.body.data).toEqual({
      registered_donors: 2,
      donation_requests: 0,
      successful_matches: 1,
      advocates: 0,
    });
  });

  it('serves the Web Push public key, and reports the transport in /v1/health', async () => {
    const key = await api.http().get('/v1/push/vapid-public-key').expect(200);
    expect(key.body.data.public_key).toMatch(/^[A-Za-z0-9_-]{80,}$/);
    const health = await api.http().get('/v1/health').expect(200);
    expect(health.body.data.events).toMatchObject({ transport: 'inline', kafka: null });
    expect(typeof health.body.data.events.relay.unpublished).toBe('number');
  });
});
