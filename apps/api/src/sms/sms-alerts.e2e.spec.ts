import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { BloodGroup } from '@app/domain';
import { nearestTown } from '@app/geo';
import { eventually, journeyFixtures, type Person, startTestApi, writtenSms } from '@test/api';
import { SmsDelivery } from './delivery/sms-delivery.js';
import { SmsJobs } from './sms.jobs.js';

const MINUTE = 60_000;

/** Places far enough apart that each test's request reaches only its own donors (the first wave is 10 km). */
const PLACES = {
  ikeja: { latitude: 6.6018, longitude: 3.3515, state: 'Lagos' },
  ibadan: { latitude: 7.3775, longitude: 3.947, state: 'Oyo' },
  abuja: { latitude: 9.0765, longitude: 7.3986, state: 'Federal Capital Territory' },
  enugu: { latitude: 6.4584, longitude: 7.5464, state: 'Enugu' },
  kano: { latitude: 12.0022, longitude: 8.592, state: 'Kano' },
};
type Place = keyof typeof PLACES;

/** A test API with the SMS jobs at hand (their schedule is off: each test says when "now" is). */
const smsTestApi = async (env: Record<string, string> = {}) => {
  const api = await startTestApi({ SEARCH_WAVE_INTERVAL_SECONDS: '0', LOG_LEVEL: 'error', ...env });
  const fixtures = await journeyFixtures(api);
  const jobs = api.app.get(SmsJobs);
  const delivery = api.app.get(SmsDelivery);

  /** A donor at `place`; `texts` opts in with a verified number, as the profile's phone card would leave them. */
  const donor = async (
    name: string,
    place: Place,
    options: { texts?: boolean; verified?: boolean; language?: string; bloodGroup?: BloodGroup } = {},
  ): Promise<Person> => {
    const at = PLACES[place];
    const person = await fixtures.person(name, { at, state: at.state, bloodGroup: options.bloodGroup ?? 'A+' });
    await fixtures
      .em()
      .execute(`update app_user set sms_alerts = ?, phone_verified_at = ?, language = ? where id = ?`, [
        options.texts ?? true,
        (options.verified ?? options.texts ?? true) ? new Date() : null,
        options.language ?? 'en',
        person.id,
      ]);
    return person;
  };

  /** A request at `place` by a recipient of its own; returns its id and when its donors were alerted. */
  const request = async (place: Place, hospital = 'General Hospital') => {
    const at = PLACES[place];
    const recipient = await fixtures.person(`Recipient-${place}`, { at, state: at.state, bloodGroup: 'B+' });
    const createdAt = new Date();
    const created = await api
      .http()
      .post('/v1/requests')
      .set(fixtures.auth(recipient))
      .send(
        fixtures.requestBody({
          hospital,
          latitude: String(at.latitude),
          longitude: String(at.longitude),
          state_id: fixtures.states[at.state]!.id,
        }),
      )
      .expect(201);
    return {
      id: created.body.data.request.id as string,
      createdAt,
      neededAt: new Date(
        (
          await fixtures
            .em()
            .execute<{ needed_at: Date }[]>('select needed_at from blood_request where id = ?', [
              created.body.data.request.id,
            ])
        )[0]!.needed_at,
      ),
    };
  };

  const smsRows = (kind: string) =>
    fixtures
      .em()
      .execute<{ user_id: string; body: string; dedupe_key: string }[]>(
        'select user_id, body, dedupe_key from sms_message where kind = ? order by created_at',
        [kind],
      );

  return { api, fixtures, jobs, delivery, donor, request, smsRows };
};

describe('request alerts by SMS', () => {
  let t: Awaited<ReturnType<typeof smsTestApi>>;
  beforeAll(async () => {
    t = await smsTestApi({ SMS_ALERT_DELAY_MINUTES: '10', SMS_DAILY_CAP_PER_DONOR: '1', SMS_DAILY_BUDGET: '100' });
  });
  afterAll(() => t.api.close());

  it('escalates an alert to one SMS only when it was not opened in time, in the donor’s language', async () => {
    const unreached = await t.donor('Unreached', 'ikeja', { language: 'pcm' });
    const reader = await t.donor('Reader', 'ikeja');
    const decliner = await t.donor('Decliner', 'ikeja');
    const unverified = await t.donor('Unverified', 'ikeja', { texts: true, verified: false });
    const pushOnly = await t.donor('PushOnly', 'ikeja', { texts: false, verified: true });
    const { id, createdAt } = await t.request('ikeja', 'Ikeja General Hospital');

    // Reader opens the in-app alert; Decliner answers the request: both saw it.
    const notification = await eventually(
      async () =>
        (await t.api.http().get('/v1/notifications').set(t.fixtures.auth(reader)).expect(200)).body.data
          .notifications as Array<{ id: string; url: string | null }>,
      (items) => items.length > 0,
    );
    expect(notification[0]!.url).toBe(`/app/requests?id=${id}`);
    await t.api.http().put(`/v1/notifications/${notification[0]!.id}/read`).set(t.fixtures.auth(reader)).expect(200);
    await t.api
      .http()
      .put(`/v1/requests/donor/${id}`)
      .set(t.fixtures.auth(decliner))
      .send({ status: 'declined', reason_id: t.fixtures.declineReasonId })
      .expect(200);

    expect(await t.jobs.decide(new Date(createdAt.getTime() + 9 * MINUTE))).toBe(0);
    expect(await t.jobs.decide(new Date(createdAt.getTime() + 11 * MINUTE))).toBe(1);
    expect((await t.smsRows('request_alert')).map((row) => row.user_id)).toEqual([unreached.id]);

    // Never twice: again later, or two deciders at once.
    const later = new Date(createdAt.getTime() + 30 * MINUTE);
    expect(await Promise.all([t.jobs.decide(later), t.jobs.decide(later)])).toEqual([0, 0]);
    expect(await t.jobs.decide(later)).toBe(0);

    expect(await t.delivery.deliverDue(later)).toBe(1);
    const town = nearestTown(PLACES.ikeja.latitude, PLACES.ikeja.longitude)!.name;
    const texts = writtenSms(t.api.config.DATA_DIR, unreached.phone).map((sms) => sms.text);
    expect(texts).toEqual([
      expect.stringMatching(
        new RegExp(
          `^Blood Match: dem need A\\+ blood near ${town}\\. Open the request: http://localhost:3000/r/[0-9A-Za-z]{10} We no dey read reply for this number\\.$`,
        ),
      ),
    ]);
    for (const silent of [reader, decliner, unverified, pushOnly])
      expect(writtenSms(t.api.config.DATA_DIR, silent.phone)).toEqual([]);
    expect(await t.delivery.deliverDue(later)).toBe(0);

    // The short link leads to the request's page, with no session; a code no alert carries leads home.
    const shortLink = new URL(/http:\/\/\S+/.exec(texts[0]!)![0]);
    const followed = await t.api.http().get(shortLink.pathname).expect(302);
    expect(followed.headers.location).toBe(`/app/requests?id=${id}`);
    expect(followed.headers['set-cookie']).toBeUndefined();
    for (const unknown of ['/r/0000000000', '/r/not-a-code'])
      expect((await t.api.http().get(unknown).expect(302)).headers.location).toBe('/');
  });

  it('counts viewing the request in the app (as from a push) as opening the alert', async () => {
    const viewer = await t.donor('Viewer', 'kano');
    const unviewed = await t.donor('Unviewed', 'kano');
    const bystander = await t.donor('Bystander', 'abuja', { texts: false });
    const { id, createdAt } = await t.request('kano');

    const seen = await t.api.http().put(`/v1/requests/donor/${id}/seen`).set(t.fixtures.auth(viewer)).expect(200);
    // Only the first view counts, and only by a donor the request alerted.
    const again = await t.api.http().put(`/v1/requests/donor/${id}/seen`).set(t.fixtures.auth(viewer)).expect(200);
    expect(again.body.data.seen_at).toBe(seen.body.data.seen_at);
    await t.api.http().put(`/v1/requests/donor/${id}/seen`).set(t.fixtures.auth(bystander)).expect(404);
    await t.api.http().put('/v1/requests/donor/not-an-id/seen').set(t.fixtures.auth(viewer)).expect(404);
    await t.api.http().put(`/v1/requests/donor/${id}/seen`).expect(401);
    const [views] = await t.fixtures
      .em()
      .execute<{ donor_id: string }[]>(
        'select donor_id from blood_request_target where seen_at is not null and request_id = ?',
        [id],
      );
    expect(views).toEqual({ donor_id: viewer.id });
    // The first view, only, is an opened alert for the staff charts.
    const opened = await t.fixtures
      .em()
      .execute<{ payload: unknown }[]>(
        `select payload from outbox_message where message_type = 'blood-request.alert-opened' and aggregate_id = ?`,
        [id],
      );
    expect(opened.map((row) => row.payload)).toEqual([{ request_id: id, donor_id: viewer.id }]);

    expect(await t.jobs.decide(new Date(createdAt.getTime() + 11 * MINUTE))).toBe(1);
    const texted = (await t.smsRows('request_alert')).filter((row) => row.dedupe_key.includes(id));
    expect(texted.map((row) => row.user_id)).toEqual([unviewed.id]);
  });

  it('sends one donor at most SMS_DAILY_CAP_PER_DONOR alert SMS in 24 hours', async () => {
    const capped = await t.donor('Capped', 'ibadan');
    const first = await t.request('ibadan');
    const second = await t.request('ibadan');
    const [alerts] = await t.fixtures
      .em()
      .execute<{ n: number }[]>('select count(*)::int as n from blood_request_target where donor_id = ?', [capped.id]);
    expect(alerts?.n).toBe(2);

    expect(await t.jobs.decide(new Date(second.createdAt.getTime() + 11 * MINUTE))).toBe(1);
    const rows = (await t.smsRows('request_alert')).filter((row) => row.user_id === capped.id);
    expect(rows.map((row) => row.dedupe_key)).toEqual([`request-alert:${first.id}:${capped.id}`]);
    expect(await t.jobs.decide(new Date(second.createdAt.getTime() + 60 * MINUTE))).toBe(0);
  });

  it('texts a donor who accepted the day before the donation, from 08:00, once', async () => {
    const committed = await t.donor('Committed', 'enugu');
    const { id, neededAt } = await t.request('enugu', 'Enugu State University Teaching Hospital');
    await t.api
      .http()
      .put(`/v1/requests/donor/${id}`)
      .set(t.fixtures.auth(committed))
      .send({ status: 'accepted' })
      .expect(200);
    await eventually(
      () => t.fixtures.em().execute<unknown[]>('select 1 from reminder where user_id = ?', [committed.id]),
      (rows) => rows.length === 1,
    );

    const hours = (n: number) => new Date(neededAt.getTime() - n * 3_600_000);
    // The request is dated 10:00 WAT: the day before starts 34 hours earlier; 08:00 that day is 26 hours earlier.
    expect(await t.jobs.decide(hours(35))).toBe(0);
    expect(await t.jobs.decide(hours(27))).toBe(0);
    expect(await t.jobs.decide(hours(22))).toBe(1);
    expect(await t.jobs.decide(hours(15))).toBe(0);
    expect((await t.smsRows('request_alert')).filter((row) => row.user_id === committed.id)).toEqual([]);

    await t.delivery.deliverDue(hours(22));
    expect(writtenSms(t.api.config.DATA_DIR, committed.phone).map((sms) => sms.text)).toEqual([
      'Blood Match: you are donating blood tomorrow at Enugu State University Teaching Hospital, Enugu. Details: http://localhost:3000/app/reminders Replies to this number are not read.',
    ]);
  });
});

describe('the platform-wide SMS budget', () => {
  let t: Awaited<ReturnType<typeof smsTestApi>>;
  beforeAll(async () => {
    t = await smsTestApi({ SMS_DAILY_BUDGET: '2', SMS_DAILY_CAP_PER_DONOR: '5' });
  });
  afterAll(() => t.api.close());

  it('stops at SMS_DAILY_BUDGET alert SMS in 24 hours; verification codes are not counted', async () => {
    await Promise.all(['One', 'Two', 'Three'].map((name) => t.donor(name, 'abuja')));
    const { createdAt } = await t.request('abuja');

    expect(await t.jobs.decide(new Date(createdAt.getTime() + 11 * MINUTE))).toBe(2);
    expect(await t.jobs.decide(new Date(createdAt.getTime() + 20 * MINUTE))).toBe(0);
    expect(await t.smsRows('request_alert')).toHaveLength(2);
    // Verification codes are bounded by their own rate limits, not by this budget.
    const verifier = await t.donor('Verifier', 'ikeja', { texts: false, verified: false });
    await t.api.http().post('/v1/user/phone/code').set(t.fixtures.auth(verifier)).expect(201);
  });
});
