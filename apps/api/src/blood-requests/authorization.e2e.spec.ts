import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { EntityManager } from '@mikro-orm/postgresql';
import { signSessionToken } from '@app/auth';
import { requestDateText, type BloodGroup } from '@app/domain';
import { StateEntity, UserEntity } from '@app/persistence';
import { startTestApi, type TestApi } from '@test/api';

/**
 * Section 5: every endpoint of the blood-request journey as its owner, as another donor, as another recipient and
 * anonymously. Another user's resource is a 404 (or simply absent from their lists), never its data.
 */
describe('blood requests: authorization walk', () => {
  let api: TestApi;
  let requestId: string;
  let matchId: string;
  const tokens: Record<string, string> = {};
  const ids: Record<string, string> = {};
  const phones: Record<string, string> = {};

  const call = (who: string | null, method: 'get' | 'put' | 'post', path: string, body?: object) => {
    let test = api.http()[method](path);
    if (who) test = test.set('authorization', `Bearer ${tokens[who]}`);
    return body ? test.send(body) : test;
  };

  beforeAll(async () => {
    api = await startTestApi({ SEARCH_WAVE_INTERVAL_SECONDS: '0' });
    const em = api.app.get(EntityManager).fork();
    const lagos = await em.findOneOrFail(StateEntity, { name: 'Lagos' });
    const make = (name: string, bloodGroup: BloodGroup, index: number, latitude = 6.6018) => {
      phones[name] = `23481000000${index}`;
      const user = em.create(UserEntity, {
        firstName: name,
        lastName: 'Walker',
        email: `${name}@walk.example.com`,
        phoneNumber: phones[name]!,
        passwordHash: 'not-used',
        status: 'active',
        onboarded: true,
        gender: 'Male',
        dob: '1990-01-01',
        bloodGroup,
        state: lagos,
        latitude,
        longitude: 3.3515,
        address: 'somewhere',
      });
      ids[name] = user.id;
      tokens[name] = signSessionToken(user.id, api.config.JWT_SECRET, 3600);
    };
    make('owner', 'B+', 1);
    make('donor', 'O+', 2);
    make('otherDonor', 'B+', 3, 8.0); // far away, never targeted
    make('otherRecipient', 'A+', 4);
    await em.flush();
    const reason = await em.execute<{ id: number }[]>(`select id from reason where type = 'request' limit 1`);
    const created = await call('owner', 'post', '/v1/requests', {
      recipient: 'self',
      gender: 'Male',
      blood_group: 'O+',
      reason_id: reason[0]!.id,
      units: 2,
      date: requestDateText(new Date(Date.now() + 86_400_000)),
      hospital: 'LASUTH',
      physician: 'Dr Bello',
      state_id: lagos.id,
      latitude: 6.58,
      longitude: 3.35,
    }).expect(201);
    requestId = created.body.data.request.id;
    matchId = (await call('donor', 'put', `/v1/requests/donor/${requestId}`, { status: 'accepted' }).expect(200)).body
      .data.match_id;
  });
  afterAll(() => api.close());

  it('refuses every endpoint without a token', async () => {
    const anonymous: Array<[method: 'get' | 'put' | 'post', path: string]> = [
      ['post', '/v1/requests'],
      ['get', '/v1/requests'],
      ['get', `/v1/requests/${requestId}/progress`],
      ['put', `/v1/requests/${requestId}/status`],
      ['put', `/v1/requests/matches/${matchId}/confirm`],
      ['get', '/v1/requests/donor'],
      ['put', `/v1/requests/donor/${requestId}`],
      ['post', `/v1/requests/donor/confirm/${requestId}/donation`],
      ['get', `/v1/requests/donor/${requestId}/match`],
      ['get', '/v1/requests/donor/history'],
      ['get', '/v1/requests/donations?status=pending'],
      ['put', '/v1/user/availability'],
      ['get', '/v1/feedbacks?type=Donor'],
      ['post', '/v1/feedbacks'],
      ['get', `/v1/feedbacks/status?request_id=${requestId}`],
    ];
    for (const [method, path] of anonymous) {
      expect([method, path, (await call(null, method, path, {})).status]).toEqual([method, path, 401]);
    }
  });

  it("shows the request, its match and the donor's phone to its owner only", async () => {
    const own = await call('owner', 'get', '/v1/requests').expect(200);
    expect(own.body.data.requests[0].matches[0].user.phone_number).toBe(phones.donor);
    await call('owner', 'get', `/v1/requests/${requestId}/progress`).expect(200);
    const one = await call('owner', 'get', `/v1/requests?id=${requestId}`).expect(200);
    expect(one.body.data.requests.map((request: { id: string }) => request.id)).toEqual([requestId]);
    for (const other of ['donor', 'otherDonor', 'otherRecipient']) {
      const list = await call(other, 'get', '/v1/requests').expect(200);
      expect(list.body.data.requests).toEqual([]);
      const byId = await call(other, 'get', `/v1/requests?id=${requestId}`).expect(200);
      expect(byId.body.data.requests).toEqual([]);
      const spoofed = await call(other, 'get', `/v1/requests?user_id=${ids.owner}`).expect(200);
      expect(spoofed.body.data.requests).toEqual([]);
      await call(other, 'get', `/v1/requests/${requestId}/progress`).expect(404);
      await call(other, 'put', `/v1/requests/${requestId}/status`, { status: 'inactive' }).expect(404);
      await call(other, 'put', `/v1/requests/matches/${matchId}/confirm`).expect(404);
      const status = await call(other, 'get', `/v1/feedbacks/status?request_id=${requestId}`).expect(200);
      expect(status.body.data).toBe(false);
    }
    await call('otherRecipient', 'post', '/v1/feedbacks', {
      type: 'Recipient',
      request_id: requestId,
      description: 'not mine',
      outcome: 'did_not_show_up',
    }).expect(404);
  });

  it("lets only the targeted, accepting donor act on the request, and shows the owner's phone to them only while they go to donate", async () => {
    const match = await call('donor', 'get', `/v1/requests/donor/${requestId}/match`).expect(200);
    expect(match.body.data.match.contact_phone).toBe(phones.owner);
    const pending = await call('donor', 'get', '/v1/requests/donations?status=pending').expect(200);
    expect(pending.body.data.donations[0].contact_phone).toBe(phones.owner);
    for (const other of ['owner', 'otherDonor', 'otherRecipient']) {
      const feed = await call(other, 'get', '/v1/requests/donor').expect(200);
      expect(feed.body.data.donations).toEqual([]);
      await call(other, 'put', `/v1/requests/donor/${requestId}`, { status: 'accepted' }).expect(404);
      await call(other, 'post', `/v1/requests/donor/confirm/${requestId}/donation`).expect(404);
      await call(other, 'get', `/v1/requests/donor/${requestId}/match`).expect(404);
      const history = await call(other, 'get', '/v1/requests/donor/history').expect(200);
      expect(history.body.data.donations).toEqual([]);
      const donations = await call(other, 'get', '/v1/requests/donations?status=pending').expect(200);
      expect(donations.body.data.donations).toEqual([]);
      await call(other, 'post', '/v1/feedbacks', { type: 'Donor', request_id: requestId, description: 'x' }).expect(
        404,
      );
    }
    // The donor cannot confirm their own match; only the recipient can.
    await call('donor', 'put', `/v1/requests/matches/${matchId}/confirm`).expect(404);
    await call('owner', 'put', `/v1/requests/matches/${matchId}/confirm`).expect(200);
    const confirmed = await call('donor', 'get', `/v1/requests/donor/${requestId}/match`).expect(200);
    expect(JSON.stringify(confirmed.body)).not.toContain(phones.owner);
  });

  it('answers ids that cannot exist with 404, not an error', async () => {
    await call('owner', 'put', '/v1/requests/not-a-uuid/status', { status: 'inactive' }).expect(404);
    await call('owner', 'put', '/v1/requests/matches/zzz/confirm').expect(404);
    await call('donor', 'get', '/v1/requests/donor/123/match').expect(404);
    const status = await call('owner', 'get', '/v1/feedbacks/status?request_id=nope').expect(200);
    expect(status.body.data).toBe(false);
  });
});
