import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { type JourneyFixtures, type SignedInStaff, type TestApi, startJourneyApi, QUIET_JOURNEY } from '@test/api';
import { BloodRequestJobs } from '../../blood-requests/jobs/blood-request.jobs.js';

/** Staff work the registry: the proposed-hospitals queue, verify (and the search widens), suspend with a reason. */
describe('hospitals in the staff console', () => {
  let api: TestApi;
  let fixtures: JourneyFixtures;
  let moderator: SignedInStaff;

  beforeAll(async () => {
    ({ api, fixtures, staff: moderator } = await startJourneyApi(QUIET_JOURNEY, 'moderator'));
  });
  afterAll(() => api.close());

  const as = () => ({ authorization: `Bearer ${moderator.token}` });
  const audit = (recordId: string) =>
    fixtures
      .em()
      .execute<{ action: string; actor_id: string; before: { status: string }; after: { status: string } }[]>(
        `select action, actor_id, before, after from audit_log where resource = 'hospitals' and record_id = ? order by created_at`,
        [recordId],
      );

  it('queues proposed hospitals, verifies one (audited) and lets its requests reach further', async () => {
    const proposer = await fixtures.person('Proposer', { bloodGroup: 'A+' });
    const proposed = await api
      .http()
      .post('/v1/hospitals')
      .set(fixtures.auth(proposer))
      .send({ name: 'Queue Fixture Clinic', address: '1 Road', town: 'Ikeja' })
      .expect(201);
    const id = proposed.body.data.hospital.id as string;
    const dashboard = await api.http().get('/v1/admin/dashboard').set(as()).expect(200);
    expect(dashboard.body.data.queues.proposed_hospitals).toBe(1);
    const waiting = await api.http().get('/v1/admin/queues').set(as()).expect(200);
    expect(
      (waiting.body.data.queues as { queue: string }[]).find((queue) => queue.queue === 'proposed_hospitals'),
    ).toMatchObject({
      resource: 'hospitals',
      filter: { status: 'listed', source: 'proposal' },
      count: 1,
      oldest: { id },
    });
    const queue = await api
      .http()
      .get('/v1/admin/hospitals')
      .query({ filter: JSON.stringify({ status: 'listed', source: 'proposal', state_id: fixtures.states.Lagos!.id }) })
      .set(as())
      .expect(200);
    expect(queue.body.map((row: { id: string }) => row.id)).toEqual([id]);
    expect(queue.body[0]).toMatchObject({ name: 'Queue Fixture Clinic', status: 'listed', position_source: 'town' });

    // A request there reaches the first wave's few donors only, until staff verify the hospital.
    const donors = await Promise.all(
      Array.from({ length: 7 }, (_, index) => fixtures.person(`QueueDonor${index}`, { bloodGroup: 'O+' })),
    );
    const created = await api
      .http()
      .post('/v1/requests')
      .set(fixtures.auth(proposer))
      .send(fixtures.requestBody({ hospital_id: id, blood_group: 'O+', units: 2 }))
      .expect(201);
    expect(created.body.data.request.progress.notified).toBe(5);

    const verified = await api.http().post(`/v1/admin/hospitals/${id}/verify`).set(as()).expect(200);
    expect(verified.body).toMatchObject({ status: 'verified', verified_by: moderator.id });
    expect(await audit(id)).toEqual([
      expect.objectContaining({
        action: 'hospital.verified',
        actor_id: moderator.id,
        before: expect.objectContaining({ status: 'listed' }),
        after: expect.objectContaining({ status: 'verified' }),
      }),
    ]);
    await api.app.get(BloodRequestJobs).runDueWaves();
    const reached = await Promise.all(
      donors.map(async (donor) => ((await fixtures.feed(donor)).donations as unknown[]).length),
    );
    expect(reached.filter((n) => n === 1)).toHaveLength(donors.length);
    expect(
      (await api.http().get('/v1/admin/dashboard').set(as()).expect(200)).body.data.queues.proposed_hospitals,
    ).toBe(0);
  });

  it('suspends only with a reason; a suspended hospital leaves the search and takes no request', async () => {
    const someone = await fixtures.person('Suspender');
    const id = await fixtures.hospital('Suspend Fixture Hospital', { status: 'listed' });
    const empty = await api
      .http()
      .post(`/v1/admin/hospitals/${id}/suspend`)
      .set(as())
      .send({ reason: ' ' })
      .expect(400);
    expect(empty.body.errors).toEqual({ reason: 'Give a reason for the suspension' });
    expect(await audit(id)).toEqual([]);
    const suspended = await api
      .http()
      .post(`/v1/admin/hospitals/${id}/suspend`)
      .set(as())
      .send({ reason: 'Not a hospital: a pharmacy' })
      .expect(200);
    expect(suspended.body).toMatchObject({ status: 'suspended', suspension_reason: 'Not a hospital: a pharmacy' });
    expect((await audit(id)).map((row) => row.action)).toEqual(['hospital.suspended']);
    const search = await api.http().get('/v1/hospitals?q=suspend%20fixture').set(fixtures.auth(someone)).expect(200);
    expect(search.body.data.hospitals).toEqual([]);
    await api
      .http()
      .post('/v1/requests')
      .set(fixtures.auth(someone))
      .send(fixtures.requestBody({ hospital_id: id }))
      .expect(403);
    await api.http().post(`/v1/admin/hospitals/${id}/verify`).expect(401);
    await api.http().post('/v1/admin/hospitals/not-an-id/verify').set(as()).expect(404);
  });
  it('merges a duplicate into the hospital that stays: requests move, names become aliases, audited', async () => {
    const recipient = await fixtures.person('MergeRecipient', { bloodGroup: 'A+' });
    const kept = await fixtures.hospital('Merge Fixture Teaching Hospital');
    const duplicate = await fixtures.hospital('MFTH Annex Duplicate', { status: 'listed' });
    await fixtures
      .em()
      .execute(`update hospital set aliases = '{MFTH}', facility_code = 'MERGE-0001' where id = ?`, [duplicate]);
    const request = await api
      .http()
      .post('/v1/requests')
      .set(fixtures.auth(recipient))
      .send(fixtures.requestBody({ hospital_id: duplicate, blood_group: 'A+', units: 1 }))
      .expect(201);

    const merge = (id: string, body: { into_id: string }) =>
      api.http().post(`/v1/admin/hospitals/${id}/merge`).set(as()).send(body);
    expect((await merge(kept, { into_id: kept }).expect(400)).body.errors.into_id).toBe(
      'Choose another hospital to merge into',
    );
    await merge(duplicate, { into_id: '00000000-0000-4000-8000-000000000000' }).expect(404);
    await api.http().post(`/v1/admin/hospitals/${duplicate}/merge`).send({ into_id: kept }).expect(401);

    const merged = await merge(duplicate, { into_id: kept }).expect(200);
    expect(merged.body).toMatchObject({
      id: kept,
      aliases: ['MFTH Annex Duplicate', 'MFTH'],
      facility_code: 'MERGE-0001',
      status: 'verified',
    });
    const [moved] = await fixtures
      .em()
      .execute<{ hospital_id: string }[]>(`select hospital_id from blood_request where id = ?`, [
        request.body.data.request.id,
      ]);
    expect(moved!.hospital_id).toBe(kept);
    expect(await fixtures.em().execute(`select id from hospital where id = ?`, [duplicate])).toEqual([]);
    expect(await audit(kept)).toEqual([
      expect.objectContaining({
        action: 'hospital.merged',
        actor_id: moderator.id,
        after: expect.objectContaining({ merged_from: { id: duplicate, hospital: 'MFTH Annex Duplicate' } }),
      }),
    ]);
    // The duplicate's names still find the hospital that stays.
    const found = await api.http().get('/v1/hospitals?q=mfth').set(fixtures.auth(recipient)).expect(200);
    expect(found.body.data.hospitals.map((hospital: { id: string }) => hospital.id)).toEqual([kept]);
    await merge(duplicate, { into_id: kept }).expect(404);
  });
});
