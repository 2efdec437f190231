import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { EntityManager } from '@mikro-orm/postgresql';
import { UNVERIFIED_HOSPITAL_MAX_TARGETS } from '@app/domain';
import {
  IBADAN,
  IKEJA,
  IKORODU,
  type JourneyFixtures,
  type Person,
  type TestApi,
  startJourneyApi,
  QUIET_JOURNEY,
} from '@test/api';
import { BloodRequestJobs } from '../jobs/blood-request.jobs.js';
import { resumeSearchesAtHospital } from './resume-searches.js';

/** Reach follows trust: a request at a hospital nobody verified runs only the first, closest wave. */
describe('reach follows the hospital', () => {
  let api: TestApi;
  let fixtures: JourneyFixtures;

  beforeAll(async () => {
    ({ api, fixtures } = await startJourneyApi(QUIET_JOURNEY));
  });
  afterAll(() => api.close());

  const create = (who: Person, overrides: Record<string, unknown>) =>
    api.http().post('/v1/requests').set(fixtures.auth(who)).send(fixtures.requestBody(overrides));
  const targetsOf = async (requestId: string) =>
    (
      await fixtures
        .em()
        .execute<{ n: number }[]>('select count(*)::int as n from blood_request_target where request_id = ?', [
          requestId,
        ])
    )[0]!.n;
  const runDueWaves = () => api.app.get(BloodRequestJobs).runDueWaves();

  it('alerts only the closest few donors at an unverified hospital, and widens once the hospital is verified', async () => {
    const recipient = await fixtures.person('UnverifiedAsker', { bloodGroup: 'A+' });
    const near = await Promise.all(
      Array.from({ length: 8 }, (_, index) => fixtures.person(`NearDonor${index}`, { bloodGroup: 'AB+', at: IKEJA })),
    );
    const farther = await fixtures.person('FartherDonor', { bloodGroup: 'AB+', at: IKORODU });
    const hospitalId = await fixtures.hospital('Fixture Unverified Clinic', { status: 'listed' });

    const created = await create(recipient, { hospital_id: hospitalId, blood_group: 'AB+', units: 4 }).expect(201);
    const id = created.body.data.request.id as string;
    expect(created.body.data.request.hospital).toBe('Fixture Unverified Clinic');
    expect(created.body.data.request.progress).toMatchObject({ notified: UNVERIFIED_HOSPITAL_MAX_TARGETS, wave: 1 });
    expect(created.body.data.request.progress.searching).toBe(false);
    expect(await runDueWaves()).toBe(0);
    expect(await targetsOf(id)).toBe(UNVERIFIED_HOSPITAL_MAX_TARGETS);
    expect((await fixtures.feed(farther)).donations).toEqual([]);

    // Donors see that nobody verified the hospital, in the feed and in the alert's event.
    const alerted = [];
    for (const donor of near) {
      const feed = (await fixtures.feed(donor)).donations as { id: string; hospital_verified: boolean }[];
      if (feed.length) alerted.push(feed[0]!);
    }
    expect(alerted).toHaveLength(UNVERIFIED_HOSPITAL_MAX_TARGETS);
    expect(alerted.every((request) => request.id === id && request.hospital_verified === false)).toBe(true);
    const [event] = await fixtures
      .em()
      .execute<{ payload: { hospital_verified: boolean } }[]>(
        `select payload from outbox_message where message_type = 'blood-request.donors-targeted' and aggregate_id = ?`,
        [id],
      );
    expect(event!.payload.hospital_verified).toBe(false);

    await fixtures
      .em()
      .execute(`update hospital set status = 'verified', verified_at = now() where id = ?`, [hospitalId]);
    const resumed = await api.app
      .get(EntityManager)
      .fork()
      .transactional((em) => resumeSearchesAtHospital(em, hospitalId, new Date()));
    expect(resumed).toBe(1);
    expect(await runDueWaves()).toBe(1);
    expect(await targetsOf(id)).toBe(near.length + 1);
    const wider = (await fixtures.feed(farther)).donations as { id: string; hospital_verified: boolean }[];
    expect(wider).toEqual([expect.objectContaining({ id, hospital_verified: true })]);
  });

  it("takes the hospital's name, state and position, whatever the payload says", async () => {
    const recipient = await fixtures.person('IbadanAsker', { bloodGroup: 'A+', state: 'Oyo', at: IBADAN });
    const donor = await fixtures.person('IbadanDonor', { bloodGroup: 'B-', state: 'Oyo', at: IBADAN });
    const uch = await fixtures.hospital('Fixture Ibadan Hospital', { state: 'Oyo', at: IBADAN });
    const created = await create(recipient, {
      hospital_id: uch,
      blood_group: 'B-',
      hospital: 'Somewhere Else',
      state_id: fixtures.states.Lagos!.id,
      latitude: '6.58',
      longitude: '3.35',
    }).expect(201);
    expect(created.body.data.request).toMatchObject({ hospital: 'Fixture Ibadan Hospital', state: { name: 'Oyo' } });
    expect(created.body.data.request.latitude).toBe(IBADAN.latitude);
    const feed = (await fixtures.feed(donor)).donations as { id: string; hospital_verified: boolean }[];
    expect(feed).toEqual([expect.objectContaining({ id: created.body.data.request.id, hospital_verified: true })]);
  });

  it('refuses a suspended or unknown hospital, and a request with no hospital at all, creating nothing', async () => {
    const recipient = await fixtures.person('Refused', { bloodGroup: 'A+' });
    const suspended = await fixtures.hospital('Fixture Suspended Clinic', { status: 'suspended' });
    const refused = await create(recipient, { hospital_id: suspended }).expect(403);
    expect(refused.body).toMatchObject({
      code: 'hospital_suspended',
      message: 'This hospital cannot take blood requests at the moment',
    });
    const unknown = await create(recipient, { hospital_id: '00000000-0000-4000-8000-000000000000' }).expect(400);
    expect(unknown.body.errors).toEqual({ hospital_id: 'Hospital not found' });
    const none = await api
      .http()
      .post('/v1/requests')
      .set(fixtures.auth(recipient))
      .send({ ...fixtures.requestBody(), hospital_id: undefined })
      .expect(400);
    expect(none.body.errors).toMatchObject({
      hospital: 'Hospital Name cannot be empty',
      latitude: 'Latitude cannot be empty',
    });
    const [count] = await fixtures
      .em()
      .execute<{ n: number }[]>('select count(*)::int as n from blood_request where requester_id = ?', [recipient.id]);
    expect(count!.n).toBe(0);
  });
});

describe('REQUIRE_VERIFIED_HOSPITAL=true', () => {
  let api: TestApi;
  let fixtures: JourneyFixtures;

  beforeAll(async () => {
    ({ api, fixtures } = await startJourneyApi({
      ...QUIET_JOURNEY,
      REQUIRE_VERIFIED_HOSPITAL: 'true',
    }));
  });
  afterAll(() => api.close());

  it('refuses requests at unverified hospitals and free-text ones, and takes them at verified hospitals', async () => {
    const recipient = await fixtures.person('Strict', { bloodGroup: 'A+' });
    const listed = await fixtures.hospital('Fixture Listed Clinic', { status: 'listed' });
    const post = (body: Record<string, unknown>) =>
      api.http().post('/v1/requests').set(fixtures.auth(recipient)).send(body);
    for (const body of [
      fixtures.requestBody({ hospital_id: listed }),
      fixtures.requestBody({ hospital: 'Free Text' }),
    ]) {
      const refused = await post(body).expect(403);
      expect(refused.body).toEqual({
        code: 'hospital_not_verified',
        message: 'Requests can only be made at a verified hospital for now; choose a verified hospital',
      });
    }
    const hausa = await post(fixtures.requestBody({ hospital_id: listed }))
      .set('accept-language', 'ha')
      .expect(403);
    expect(hausa.body.message).toBe(
      'A yanzu ana iya yin buƙatu ne kawai a asibitin da aka tabbatar; zaɓi asibitin da aka tabbatar',
    );
    await post(fixtures.requestBody()).expect(201);
    const [count] = await fixtures
      .em()
      .execute<{ n: number }[]>('select count(*)::int as n from blood_request where requester_id = ?', [recipient.id]);
    expect(count!.n).toBe(1);
  });
});
