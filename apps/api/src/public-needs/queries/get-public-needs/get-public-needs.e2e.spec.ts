import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { EntityManager } from '@mikro-orm/postgresql';
import { AppealEnded, AppealRaised, type EventContract } from '@app/contracts';
import { recordEvent } from '@app/messaging';
import {
  bearer,
  eventually,
  IBADAN,
  type JourneyFixtures,
  type Person,
  type SignedInStaff,
  type TestApi,
  startJourneyApi,
} from '@test/api';

/** Requests and appeals in, through the stats projector's read model, to the public board. */
describe('GET /v1/public/needs', () => {
  let api: TestApi;
  let fixtures: JourneyFixtures;
  let recipient: Person;
  let moderator: SignedInStaff;
  let verified: string;
  let listed: string;
  const secrets = { first: 'Ngozichukwu', last: 'Secretsurname', phone: '08031234567' };

  const oyo = () => api.http().get('/v1/public/needs/oyo').expect(200);
  const needsOf = async () => (await oyo()).body.data.state.needs as { blood_group: string; units: number }[];
  const until = (expected: { blood_group: string; units: number }[]) =>
    eventually(needsOf, (needs) => JSON.stringify(needs) === JSON.stringify(expected));

  const record = async <Payload>(contract: EventContract<string, Payload>, key: string, payload: Payload) => {
    const em = api.app.get(EntityManager).fork();
    recordEvent(em, contract, key, payload);
    await em.flush();
  };

  beforeAll(async () => {
    ({
      api,
      fixtures,
      staff: moderator,
    } = await startJourneyApi(
      { OUTBOX_POLL_INTERVAL_MS: '50', PUBLIC_NEEDS_CACHE_SECONDS: '0', RATE_LIMIT_LOGIN_IP: '1000/60' },
      'moderator',
    ));
    recipient = await fixtures.person('Boardrecipient', { state: 'Oyo', at: IBADAN });
    verified = await fixtures.hospital('Adeoyo Board Hospital', { state: 'Oyo', at: IBADAN });
    listed = await fixtures.hospital('Listed Board Clinic', { state: 'Oyo', at: IBADAN, status: 'listed' });
    await fixtures
      .em()
      .execute(
        `update hospital set has_blood_bank = true, address = '1 Board Road', lga = 'Ibadan North' where id = ?`,
        [verified],
      );
  });
  afterAll(() => api.close());

  const request = async (hospitalId: string, bloodGroup: string, units: number) =>
    (
      await api
        .http()
        .post('/v1/requests')
        .set(fixtures.auth(recipient))
        .send(
          fixtures.requestBody({
            hospital_id: hospitalId,
            blood_group: bloodGroup,
            units,
            recipient: 'others',
            first_name: secrets.first,
            last_name: secrets.last,
            phone_number: secrets.phone,
          }),
        )
        .expect(201)
    ).body.data.request.id as string;

  it('says plainly that nothing is needed, and lists the verified blood banks, cacheable', async () => {
    const reply = await oyo();
    expect(reply.headers['cache-control']).toBe('public, max-age=60, stale-while-revalidate=60');
    expect(reply.body.data).toEqual({
      computed_at: expect.any(String),
      state: {
        state: 'Oyo',
        slug: 'oyo',
        needs: [],
        hospitals: [
          {
            id: verified,
            name: 'Adeoyo Board Hospital',
            address: '1 Board Road',
            lga: 'Ibadan North',
            has_blood_bank: true,
          },
        ],
      },
    });
  });

  it('counts open requests only at verified hospitals, as verification and suspension change', async () => {
    const atVerified = await request(verified, 'O-', 3);
    await request(listed, 'B+', 2);
    expect(await until([{ blood_group: 'O-', units: 3 }])).toEqual([{ blood_group: 'O-', units: 3 }]);

    await api.http().post(`/v1/admin/hospitals/${listed}/verify`).set(bearer(moderator.token)).expect(200);
    expect(await needsOf()).toEqual([
      { blood_group: 'B+', units: 2 },
      { blood_group: 'O-', units: 3 },
    ]);
    await api
      .http()
      .post(`/v1/admin/hospitals/${listed}/suspend`)
      .set(bearer(moderator.token))
      .send({ reason: 'Not a real clinic' })
      .expect(200);
    expect(await needsOf()).toEqual([{ blood_group: 'O-', units: 3 }]);

    // Turned off by its recipient, a request asks for nothing; turned on again, it does.
    await api
      .http()
      .put(`/v1/requests/${atVerified}/status`)
      .set(fixtures.auth(recipient))
      .send({ status: 'inactive' })
      .expect(200);
    expect(await until([])).toEqual([]);
    await api
      .http()
      .put(`/v1/requests/${atVerified}/status`)
      .set(fixtures.auth(recipient))
      .send({ status: 'pending' })
      .expect(200);
    expect(await until([{ blood_group: 'O-', units: 3 }])).toEqual([{ blood_group: 'O-', units: 3 }]);
  });

  it("counts a running appeal's units under each group it asks for, and drops them when it ends", async () => {
    const appealId = randomUUID();
    await record(AppealRaised, appealId, {
      appeal_id: appealId,
      hospital_id: verified,
      state_id: fixtures.states.Oyo!.id,
      blood_groups: ['O+', 'O-'],
      units_wanted: 10,
      until: new Date(Date.now() + 86_400_000).toISOString(),
    });
    const during = [
      { blood_group: 'O+', units: 10 },
      { blood_group: 'O-', units: 13 },
    ];
    expect(await until(during)).toEqual(during);
    // An appeal past its time no longer counts, even before its end reaches the board.
    const pastId = randomUUID();
    await record(AppealRaised, pastId, {
      appeal_id: pastId,
      hospital_id: verified,
      state_id: fixtures.states.Oyo!.id,
      blood_groups: ['A+'],
      units_wanted: 5,
      until: new Date(Date.now() - 60_000).toISOString(),
    });
    await record(AppealEnded, appealId, { appeal_id: appealId, reason: 'stopped' });
    expect(await until([{ blood_group: 'O-', units: 3 }])).toEqual([{ blood_group: 'O-', units: 3 }]);
  });

  it('holds no personal data: no recipient, patient, phone or donor', async () => {
    const donor = await fixtures.person('Boarddonor', { state: 'Oyo', at: IBADAN, bloodGroup: 'O-' });
    const whole = JSON.stringify((await api.http().get('/v1/public/needs').expect(200)).body);
    const one = JSON.stringify((await oyo()).body);
    for (const body of [whole, one]) {
      expect(body).toContain('Adeoyo Board Hospital');
      for (const secret of [secrets.first, secrets.last, secrets.phone, '2348031234567', recipient.id, recipient.phone])
        expect(body).not.toContain(secret);
      expect(body).not.toContain('Boardrecipient');
      expect(body).not.toContain('Boarddonor');
      expect(body).not.toContain(donor.phone);
      expect(body).not.toMatch(/email|phone|first_name|last_name|requester|donor_id/);
    }
  });

  it('lists every state, each with its slug, and answers an unknown state with 404', async () => {
    const { states } = (await api.http().get('/v1/public/needs').expect(200)).body.data as {
      states: { state: string; slug: string }[];
    };
    expect(states).toHaveLength(37);
    expect(states).toContainEqual(expect.objectContaining({ state: 'Akwa Ibom', slug: 'akwa-ibom' }));
    const missing = await api.http().get('/v1/public/needs/atlantis').expect(404);
    expect(missing.body.message).toBe('State not found');
  });
});
