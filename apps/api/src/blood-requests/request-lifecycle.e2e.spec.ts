import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Response } from 'supertest';
import { BloodRequestEntity, StateEntity, UserEntity } from '@app/persistence';
import { HOSPITAL, journeyFixtures, type JourneyFixtures, type Person, startTestApi, type TestApi } from '@test/api';
import { BloodRequestJobs } from './jobs/blood-request.jobs.js';

/**
 * The lifecycle's guarantees through the real API: ten identical calls at once take effect once (one success, the
 * others a coded 409 or the same 200, one event), one open commitment per donor, and the no-show rules.
 */
describe('the request lifecycle under concurrency', () => {
  let api: TestApi;
  let { em, auth, person, declineReasonId } = {} as JourneyFixtures;
  const TIMES = 10;
  const hours = (n: number) => new Date(Date.now() + n * 3_600_000);

  /** A request written straight to the database (creation has its own rules and tests), its donors targeted. */
  const openRequest = async (
    recipient: Person,
    donors: Person[],
    options: { units?: number; neededAt?: Date } = {},
  ): Promise<string> => {
    const fork = em();
    const request = fork.create(BloodRequestEntity, {
      requester: fork.getReference(UserEntity, recipient.id),
      recipient: 'self',
      firstName: 'Ada',
      lastName: 'Obi',
      gender: 'Female',
      bloodGroup: 'A+',
      units: options.units ?? 1,
      neededAt: options.neededAt ?? hours(24),
      hospital: 'Lagos State University Teaching Hospital',
      physician: 'Dr Bello',
      state: (await fork.findOneOrFail(StateEntity, { name: 'Lagos' }))!,
      latitude: HOSPITAL.latitude,
      longitude: HOSPITAL.longitude,
      searchWave: 1,
    });
    await fork.flush();
    for (const donor of donors) {
      await fork.execute(
        `insert into blood_request_target (request_id, donor_id, wave, radius_km, distance_km, targeted_at)
         values (?, ?, 1, 10, 2, now())`,
        [request.id, donor.id],
      );
    }
    return request.id;
  };

  const events = async (type: string, aggregateId: string) =>
    (
      await em().execute<{ n: number }[]>(
        'select count(*)::int as n from outbox_message where message_type = ? and aggregate_id = ?',
        [type, aggregateId],
      )
    )[0]!.n;

  const accept = (donor: Person, requestId: string) =>
    api.http().put(`/v1/requests/donor/${requestId}`).set(auth(donor)).send({ status: 'accepted' });

  const matchOf = async (requestId: string, donor: Person) =>
    (
      await em().execute<{ id: string; status: string }[]>(
        'select id, status from donation_match where request_id = ? and donor_id = ?',
        [requestId, donor.id],
      )
    )[0]!;

  /** The requests whose match holds the donor's open commitment. */
  const commitments = async (donor: Person) =>
    (
      await em().execute<{ request_id: string }[]>(
        'select request_id from donation_match where donor_id = ? and holds_commitment',
        [donor.id],
      )
    ).map((row) => row.request_id);

  const noShow = (recipient: Person, requestId: string, matchId?: string) =>
    api.http().post('/v1/feedbacks').set(auth(recipient)).send({
      type: 'Recipient',
      request_id: requestId,
      match_id: matchId,
      description: 'Never came',
      outcome: 'did_not_show_up',
    });

  /** Ten identical calls at once; their statuses, sorted, and the codes of the refusals. */
  const atOnce = async (call: () => PromiseLike<Response>) => {
    const replies = await Promise.all(Array.from({ length: TIMES }, () => call()));
    return {
      statuses: replies.map((reply) => reply.status).sort(),
      codes: [...new Set(replies.filter((reply) => reply.status >= 400).map((reply) => reply.body.code))],
    };
  };
  const once = (success: number) => [success, ...Array<number>(TIMES - 1).fill(409)];

  beforeAll(async () => {
    api = await startTestApi({ SEARCH_WAVE_INTERVAL_SECONDS: '0', LOG_LEVEL: 'error' });
    ({ em, auth, person, declineReasonId } = await journeyFixtures(api));
  });
  afterAll(() => api.close());

  it('error bodies carry a stable code beside the translated message', async () => {
    const [recipient, donor, stranger] = [await person('R-codes'), await person('D-codes'), await person('S-codes')];
    const requestId = await openRequest(recipient, [donor]);
    const notTargeted = await accept(stranger, requestId).set('accept-language', 'pcm').expect(404);
    expect(notTargeted.body).toEqual({ message: expect.any(String), code: 'request_not_found' });
    await accept(donor, requestId).expect(200);
    const again = await accept(donor, requestId).expect(409);
    expect(again.body).toEqual({ message: 'You have already accepted this request', code: 'already_accepted' });
    const invalid = await api.http().put(`/v1/requests/${requestId}/status`).set(auth(recipient)).send({}).expect(400);
    expect(invalid.body).toMatchObject({ code: 'invalid_input', errors: expect.any(Object) });
    const anonymous = await api.http().put(`/v1/requests/${requestId}/status`).expect(401);
    expect(anonymous.body.code).toBe('not_authenticated');
  });

  it('ten accepts of one request by one donor: one match, one DonorMatched, the rest already_accepted', async () => {
    const [recipient, donor] = [await person('R-accept'), await person('D-accept')];
    const requestId = await openRequest(recipient, [donor], { units: 2 });
    expect(await atOnce(() => accept(donor, requestId))).toEqual({ statuses: once(200), codes: ['already_accepted'] });
    expect(await events('blood-request.donor-matched', requestId)).toBe(1);
    const [row] = await em().execute('select matched_count from blood_request where id = ?', [requestId]);
    expect(row).toEqual({ matched_count: 1 });
  });

  it('ten declines at once: one decline, one RequestDeclined, the rest already_declined', async () => {
    const [recipient, donor] = [await person('R-decline'), await person('D-decline')];
    const requestId = await openRequest(recipient, [donor]);
    const decline = () =>
      api
        .http()
        .put(`/v1/requests/donor/${requestId}`)
        .set(auth(donor))
        .send({ status: 'declined', reason_id: declineReasonId });
    expect(await atOnce(decline)).toEqual({ statuses: once(200), codes: ['already_declined'] });
    expect(await events('blood-request.declined', requestId)).toBe(1);
  });

  it('ten confirms of one match: one DonationConfirmed, the rest already_confirmed', async () => {
    const [recipient, donor] = [await person('R-confirm'), await person('D-confirm')];
    const requestId = await openRequest(recipient, [donor]);
    await accept(donor, requestId).expect(200);
    const { id: matchId } = await matchOf(requestId, donor);
    const confirm = () => api.http().put(`/v1/requests/matches/${matchId}/confirm`).set(auth(recipient));
    expect(await atOnce(confirm)).toEqual({ statuses: once(200), codes: ['already_confirmed'] });
    expect(await events('blood-request.donation-confirmed', requestId)).toBe(1);
    expect(await events('blood-request.status-changed', requestId)).toBe(2); // accepted, then Donation Received
    expect(await commitments(donor)).toEqual([]);
  });

  it('ten "I donated" on one match count one attempt (the same 200 each time)', async () => {
    const [recipient, donor] = [await person('R-attempt'), await person('D-attempt')];
    const requestId = await openRequest(recipient, [donor]);
    await accept(donor, requestId).expect(200);
    const attempt = () => api.http().post(`/v1/requests/donor/confirm/${requestId}/donation`).set(auth(donor));
    expect(await atOnce(attempt)).toEqual({ statuses: Array(TIMES).fill(200), codes: [] });
    expect(await events('blood-request.donation-attempted', requestId)).toBe(1);
  });

  it('ten "turn off" at once: one RequestStatusChanged, the same 200 each time', async () => {
    const recipient = await person('R-toggle');
    const requestId = await openRequest(recipient, []);
    const off = () =>
      api.http().put(`/v1/requests/${requestId}/status`).set(auth(recipient)).send({ status: 'inactive' });
    expect(await atOnce(off)).toEqual({ statuses: Array(TIMES).fill(200), codes: [] });
    expect(await events('blood-request.status-changed', requestId)).toBe(1);
  });

  it('ten no-show reports at once: one report, the request reopens once, the rest refused', async () => {
    const [recipient, donor] = [await person('R-noshow'), await person('D-noshow')];
    const requestId = await openRequest(recipient, [donor], { neededAt: hours(-2) });
    await accept(donor, requestId).expect(200);
    const { statuses, codes } = await atOnce(() => noShow(recipient, requestId));
    expect(statuses).toEqual(once(201));
    expect(codes).toEqual(['feedback_already_given']);
    expect(await events('blood-request.status-changed', requestId)).toBe(2); // accepted, then back to pending
    const [row] = await em().execute('select count(*)::int as n from feedback where request_id = ?', [requestId]);
    expect(row).toEqual({ n: 1 });
  });

  it('one open commitment per donor: two requests accepted at once, the second gets already_committed', async () => {
    const [first, second, donor] = [await person('R-one'), await person('R-two'), await person('D-both')];
    const requests = [await openRequest(first, [donor]), await openRequest(second, [donor])];
    const replies = await Promise.all(requests.map((requestId) => accept(donor, requestId)));
    expect(replies.map((reply) => reply.status).sort()).toEqual([200, 409]);
    expect(replies.find((reply) => reply.status === 409)!.body).toMatchObject({
      message: 'You have already accepted another request',
      code: 'already_committed',
    });
    const [row] = await em().execute(
      `select count(*)::int as n from donation_match where donor_id = ? and status = 'accepted'`,
      [donor.id],
    );
    expect(row).toEqual({ n: 1 });
  });

  it('the database keeps one open commitment per donor, released when the request expires', async () => {
    const [first, second, donor] = [await person('R-db-one'), await person('R-db-two'), await person('D-db')];
    const firstRequest = await openRequest(first, [donor], { units: 2 });
    const secondRequest = await openRequest(second, [donor]);
    await accept(donor, firstRequest).expect(200);
    await expect(
      em().execute(
        `insert into donation_match (id, request_id, donor_id, status, holds_commitment, created_at)
         values (gen_random_uuid(), ?, ?, 'accepted', true, now())`,
        [secondRequest, donor.id],
      ),
    ).rejects.toThrow(/donation_match_one_open_commitment/);

    await em().execute('update blood_request set needed_at = ? where id = ?', [hours(-24 * 30), firstRequest]);
    expect(await api.app.get(BloodRequestJobs).expireStaleRequests()).toBeGreaterThanOrEqual(1);
    expect(await commitments(donor)).toEqual([]);
    await accept(donor, secondRequest).expect(200);
    expect(await commitments(donor)).toEqual([secondRequest]);
  });

  it('a confirm and a no-show report racing: exactly one applies', async () => {
    const [recipient, donor] = [await person('R-race'), await person('D-race')];
    const requestId = await openRequest(recipient, [donor], { neededAt: hours(-2) });
    await accept(donor, requestId).expect(200);
    const { id: matchId } = await matchOf(requestId, donor);
    const [confirmed, reported] = await Promise.all([
      api.http().put(`/v1/requests/matches/${matchId}/confirm`).set(auth(recipient)),
      noShow(recipient, requestId, matchId),
    ]);
    const outcome = [confirmed.status, reported.status];
    expect([
      [200, 409],
      [409, 201],
    ]).toContainEqual(outcome);
    const loser = confirmed.status === 409 ? confirmed : reported;
    expect(['donor_no_show', 'no_show_not_allowed']).toContain(loser.body.code);
    expect((await matchOf(requestId, donor)).status).toBe(confirmed.status === 200 ? 'confirmed' : 'no_show');
  });

  it('refuses a no-show report before the request’s date and time, and for a confirmed match', async () => {
    const [recipient, donor] = [await person('R-early'), await person('D-early')];
    const requestId = await openRequest(recipient, [donor], { neededAt: hours(3) });
    await accept(donor, requestId).expect(200);
    const early = await noShow(recipient, requestId).expect(409);
    expect(early.body).toMatchObject({
      code: 'no_show_too_early',
      message: 'A donor can be reported as not showing up only after the date and time of the request',
    });
    expect((await matchOf(requestId, donor)).status).toBe('accepted');

    const cameDonor = await person('D-came');
    const pastId = await openRequest(recipient, [cameDonor], { neededAt: hours(-3) });
    await accept(cameDonor, pastId).expect(200);
    const { id: matchId } = await matchOf(pastId, cameDonor);
    await api.http().put(`/v1/requests/matches/${matchId}/confirm`).set(auth(recipient)).expect(200);
    const late = await noShow(recipient, pastId, matchId).expect(409);
    expect(late.body.code).toBe('no_show_not_allowed');
  });

  it('a first no-show report goes to staff flagged; reports from two recipients suspend the donor', async () => {
    const donor = await person('D-twice');
    const [first, second] = [await person('R-first'), await person('R-second')];
    const suspendedUntil = async () =>
      (await em().findOneOrFail(UserEntity, { id: donor.id }, { fields: ['suspendedUntil'] })).suspendedUntil;

    const firstRequest = await openRequest(first, [donor], { neededAt: hours(-2) });
    await accept(donor, firstRequest).expect(200);
    await noShow(first, firstRequest).expect(201);
    expect(await suspendedUntil()).toBeNull();
    expect(await events('donor.suspended', donor.id)).toBe(0);
    expect(await commitments(donor)).toEqual([]);
    const [report] = await em().execute<{ status: string }[]>('select status from feedback where request_id = ?', [
      firstRequest,
    ]);
    expect(report).toEqual({ status: 'flagged' });

    const secondRequest = await openRequest(second, [donor], { neededAt: hours(-2) });
    await accept(donor, secondRequest).expect(200);
    await noShow(second, secondRequest).expect(201);
    expect((await suspendedUntil())!.getTime()).toBeGreaterThan(Date.now());
    expect(await events('donor.suspended', donor.id)).toBe(1);
  });
});
