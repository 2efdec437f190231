import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { requestDateText, UNVERIFIED_HOSPITAL_MAX_TARGETS } from '@app/domain';
import { type JourneyFixtures, type Person, type TestApi, startJourneyApi, QUIET_JOURNEY } from '@test/api';

/** One account must not be able to spend the donors' alerts and leave a genuine request with nobody. */
describe('nobody can silence the donors', () => {
  let api: TestApi;
  let fixtures: JourneyFixtures;

  beforeAll(async () => {
    ({ api, fixtures } = await startJourneyApi({
      ...QUIET_JOURNEY,
      REQUESTS_OPEN_PER_ACCOUNT: '3',
      RATE_LIMIT_REQUEST_ACCOUNT: '5/86400',
      RATE_LIMIT_REQUEST_IP: '8/3600',
      // Each test speaks from an address of its own (X-Forwarded-For), so only the per-IP test meets that limit.
      TRUST_PROXY: 'true',
    }));
  });
  afterAll(() => api.close());
  let address = 0;
  beforeEach(() => {
    address += 1;
  });

  const create = (who: Person, overrides: Record<string, unknown> = {}) =>
    api
      .http()
      .post('/v1/requests')
      .set(fixtures.auth(who))
      .set('x-forwarded-for', `203.0.113.${address}`)
      .send(fixtures.requestBody(overrides));
  const count = async (sql: string, params: unknown[] = []) =>
    (await fixtures.em().execute<{ n: number }[]>(`select count(*)::int as n ${sql}`, params))[0]!.n;
  const alertsOf = (donor: Person) => count('from blood_request_target where donor_id = ?', [donor.id]);
  const setOff = (who: Person, id: string) =>
    api.http().put(`/v1/requests/${id}/status`).set(fixtures.auth(who)).send({ status: 'inactive' });

  it('refuses 40 past-dated requests, impossible dates and dates beyond the horizon, and creates nothing', async () => {
    const attacker = await fixtures.person('PastDater', { bloodGroup: 'O+' });
    const donor = await fixtures.person('PastDonor', { bloodGroup: 'O-' });
    const replies = await Promise.all(
      Array.from({ length: 40 }, (_, day) =>
        create(attacker, { date: `2001-01-${String((day % 28) + 1).padStart(2, '0')} 10:00:00` }),
      ),
    );
    expect(new Set(replies.map((reply) => reply.status))).toEqual(new Set([400]));
    expect(replies[0]!.body.errors).toEqual({ date: 'The date cannot be in the past' });

    const impossible = await create(attacker, { date: '2027-02-30 10:00:00' }).expect(400);
    expect(impossible.body.errors).toEqual({ date: 'Enter a valid date' });
    const ancient = await create(attacker, { date: '0000-01-01 10:00:00' }).expect(400);
    expect(ancient.body.errors).toEqual({ date: 'Enter a valid date' });
    const far = await create(attacker, { date: requestDateText(new Date(Date.now() + 31 * 86_400_000)) }).expect(400);
    expect(far.body.errors).toEqual({ date: 'The date cannot be more than 30 days ahead' });
    const hausa = await create(attacker, { date: '2001-01-01 10:00:00' }).set('accept-language', 'ha').expect(400);
    expect(hausa.body.errors.date).toBe('Kwanan wata ba zai iya zama wanda ya wuce ba');

    expect(await count('from blood_request where requester_id = ?', [attacker.id])).toBe(0);
    expect(await alertsOf(donor)).toBe(0);
    // "Now!" pressed a few minutes before submitting still goes through.
    await create(attacker, { date: requestDateText(new Date(Date.now() - 5 * 60_000)) }).expect(201);
  });

  it('lets one account use at most one alert per donor a day, so a genuine request from another still reaches them', async () => {
    const attacker = await fixtures.person('Exhauster', { bloodGroup: 'O+' });
    const genuine = await fixtures.person('Genuine', { bloodGroup: 'O+' });
    const donors = await Promise.all(
      Array.from({ length: 3 }, (_, index) => fixtures.person(`Budgeted${index}`, { bloodGroup: 'O-' })),
    );
    // Four units want 20 donors: more than there are, so every eligible donor is asked when their budget allows.
    const wide = { units: 4 };
    const first = await create(attacker, wide).expect(201);
    for (const donor of donors) expect(await alertsOf(donor)).toBe(1);
    await create(attacker, wide).expect(201);
    await create(attacker, wide).expect(201);
    for (const donor of donors) expect(await alertsOf(donor)).toBe(1);
    // Turning one off and making another does not buy a second alert either.
    await setOff(attacker, first.body.data.request.id).expect(200);
    await create(attacker, wide).expect(201);
    for (const donor of donors) expect(await alertsOf(donor)).toBe(1);

    const real = await create(genuine, wide).expect(201);
    for (const donor of donors) {
      expect(await alertsOf(donor)).toBe(2);
      const feed = (await fixtures.feed(donor)).donations as { id: string }[];
      expect(feed.map((request) => request.id)).toContain(real.body.data.request.id);
    }
  });

  it('limits open requests at once and requests a day per account, with 429 and Retry-After', async () => {
    const busy = await fixtures.person('Busy', { bloodGroup: 'B+' });
    const ids: string[] = [];
    for (let i = 0; i < 3; i += 1) ids.push((await create(busy).expect(201)).body.data.request.id);
    const fourth = await create(busy).expect(429);
    expect(fourth.body.message).toBe(
      'You already have 3 open blood requests; turn one off or wait until one is served',
    );
    expect(Number(fourth.headers['retry-after'])).toBeGreaterThan(0);

    await setOff(busy, ids[0]!).expect(200);
    ids.push((await create(busy).expect(201)).body.data.request.id);
    // Turning the first back on would make four open requests.
    await api
      .http()
      .put(`/v1/requests/${ids[0]}/status`)
      .set(fixtures.auth(busy))
      .send({ status: 'pending' })
      .expect(429);

    await setOff(busy, ids[1]!).expect(200);
    await create(busy).expect(201); // the fifth today
    await setOff(busy, ids[2]!).expect(200);
    const sixth = await create(busy).expect(429);
    expect(sixth.body.message).toBe('Too many blood requests from your account, please try again within 24 hours');
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(3600);
    expect(await count("from blood_request where requester_id = ? and status = 'pending'", [busy.id])).toBe(2);
  });

  it('refuses concurrent creations beyond the open limit', async () => {
    const hasty = await fixtures.person('Hasty', { bloodGroup: 'B+' });
    const statuses = (await Promise.all(Array.from({ length: 5 }, () => create(hasty)))).map((reply) => reply.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(3);
    expect(statuses.filter((status) => status === 429)).toHaveLength(2);
    // Created at the same moment, its requests still alerted each donor once at most.
    const twice = await count(
      `from (select t.donor_id from blood_request_target t join blood_request r on r.id = t.request_id
              where r.requester_id = ? group by t.donor_id having count(*) > 1) as donors`,
      [hasty.id],
    );
    expect(twice).toBe(0);
    expect(
      await count('from blood_request_target t join blood_request r on r.id = t.request_id where r.requester_id = ?', [
        hasty.id,
      ]),
    ).toBeGreaterThan(0);
  });

  it('limits requests from one address across accounts', async () => {
    const people = await Promise.all([0, 1, 2].map((index) => fixtures.person(`Shared${index}`, { bloodGroup: 'A+' })));
    const statuses: number[] = [];
    for (const who of [...people, ...people, ...people]) statuses.push((await create(who)).status);
    expect(statuses).toEqual([201, 201, 201, 201, 201, 201, 201, 201, 429]);
  });

  it('three accounts making every request they may at unverified hospitals leave an area with donors for a genuine request', async () => {
    // Forty donors within a few kilometres of Ikeja; each donor takes at most DONOR_ALERTS_PER_DAY (3) alerts a day.
    const donors = await Promise.all(
      Array.from({ length: 40 }, (_, index) =>
        fixtures.person(`AreaDonor${index}`, {
          bloodGroup: 'A-',
          at: { latitude: 6.6018 + (index % 8) * 0.004, longitude: 3.3515 + Math.floor(index / 8) * 0.004 },
        }),
      ),
    );
    const attackers = await Promise.all([0, 1, 2].map((index) => fixtures.person(`Attacker${index}`)));
    for (const [index, attacker] of attackers.entries()) {
      // Each from a network of its own, at a hospital it proposed itself: listed, not verified.
      const network = (call: ReturnType<ReturnType<TestApi['http']>['post']>) =>
        call.set(fixtures.auth(attacker)).set('x-forwarded-for', `198.51.100.${index + 1}`);
      const proposed = await network(api.http().post('/v1/hospitals'))
        .send({ name: `Clinic of Attacker ${index}`, address: 'Allen Avenue', town: 'Ikeja' })
        .expect(201);
      const attack = () =>
        network(api.http().post('/v1/requests')).send(
          fixtures.requestBody({ hospital_id: proposed.body.data.hospital.id, blood_group: 'A-', units: 4 }),
        );
      // As many as the account may: three open at once, two more after turning two off, then refused.
      const ids: string[] = [];
      for (let i = 0; i < 3; i += 1) ids.push((await attack().expect(201)).body.data.request.id);
      await setOff(attacker, ids[0]!).expect(200);
      await setOff(attacker, ids[1]!).expect(200);
      await attack().expect(201);
      await attack().expect(201);
      await attack().expect(429);
    }
    const alerts = await Promise.all(donors.map(alertsOf));
    // Each of the 15 requests alerted at most the first wave's few donors.
    expect(alerts.reduce((sum, n) => sum + n, 0)).toBeLessThanOrEqual(15 * UNVERIFIED_HOSPITAL_MAX_TARGETS);
    expect(alerts.filter((n) => n < 3).length).toBeGreaterThan(0);

    const genuine = await fixtures.person('GenuineAtLasuth');
    const real = await create(genuine, { blood_group: 'A-' }).expect(201);
    expect(real.body.data.request.progress.notified).toBe(5);
    const reached = (
      await Promise.all(
        donors.map(async (donor) => ((await fixtures.feed(donor)).donations as { id: string }[]).map((r) => r.id)),
      )
    ).filter((feed) => feed.includes(real.body.data.request.id));
    expect(reached).toHaveLength(5);
  });
});
