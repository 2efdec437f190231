import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { journeyFixtures, type JourneyFixtures, type Person, startTestApi, type TestApi } from '@test/api';
import { importHospitals } from '../../registry-import/import-hospitals.js';

const SAMPLE = readFileSync(join(import.meta.dirname, '../../registry-import/fixtures/registry-sample.csv'), 'utf8');

describe('GET /v1/public/hospitals', () => {
  let api: TestApi;
  let fixtures: JourneyFixtures;
  let proposer: Person;

  beforeAll(async () => {
    api = await startTestApi();
    fixtures = await journeyFixtures(api);
    await importHospitals(fixtures.em(), SAMPLE, { dryRun: false });
    proposer = await fixtures.person('Proposer');
    const proposed = await api
      .http()
      .post('/v1/hospitals')
      .set(fixtures.auth(proposer))
      .send({ name: 'Proposed Fixture Clinic', address: '4 Hope Street', town: 'Ibadan' })
      .expect(201);
    // Verified: the registry's Ibadan hospital (a blood bank given here) and the proposal; the Lagos one stays listed.
    await fixtures.em().execute(
      `update hospital set status = 'verified', verified_at = now(), has_blood_bank = true, phone = '+2348000000001',
              address = '1 Fixture Way'
        where facility_code = 'TEST-OY-0002'`,
    );
    await fixtures
      .em()
      .execute(`update hospital set status = 'verified', verified_at = now() where id = ?`, [
        proposed.body.data.hospital.id,
      ]);
    await fixtures
      .em()
      .execute(
        `update hospital set status = 'suspended', suspension_reason = 'fraud' where facility_code = 'TEST-EN-0003'`,
      );
  });
  afterAll(() => api.close());

  const list = (stateId: number | string) => api.http().get(`/v1/public/hospitals?state_id=${stateId}`);

  it("lists a state's verified hospitals, blood banks first, to anyone, cacheable", async () => {
    const reply = await list(fixtures.states.Oyo!.id).expect(200);
    expect(reply.headers['cache-control']).toBe('public, max-age=300');
    expect(reply.body.data.state).toEqual({ id: fixtures.states.Oyo!.id, name: 'Oyo' });
    expect(reply.body.data.hospitals).toEqual([
      {
        id: expect.any(String),
        name: 'Fixture General Hospital, Ibadan',
        kind: 'general',
        address: '1 Fixture Way',
        town: 'Ibadan',
        lga: 'Ibadan North',
        state: { id: fixtures.states.Oyo!.id, name: 'Oyo' },
        latitude: 7.3776,
        longitude: 3.9059,
        has_blood_bank: true,
        phone: '+2348000000001',
      },
      expect.objectContaining({ name: 'Proposed Fixture Clinic', has_blood_bank: false, phone: null }),
    ]);
  });

  it('never shows a listed or suspended hospital', async () => {
    const names = async (stateId: number) =>
      ((await list(stateId).expect(200)).body.data.hospitals as { name: string }[]).map((hospital) => hospital.name);
    // The fixtures' verified LASUTH is there; the registry's listed Lagos hospital is not.
    expect(await names(fixtures.states.Lagos!.id)).toEqual(['Lagos State University Teaching Hospital']);
    expect(await names(fixtures.states.Enugu!.id)).toEqual([]);
  });

  it('gives no personal data: not who proposed or verified a hospital', async () => {
    const body = JSON.stringify((await list(fixtures.states.Oyo!.id).expect(200)).body);
    expect(body).not.toContain(proposer.id);
    expect(body).not.toMatch(/proposed|verified_by|verified_at|email|facility_code|status/);
  });

  it('refuses a missing, malformed or unknown state and answers 400', async () => {
    for (const bad of ['', 'lagos', '-1', '99999']) {
      const reply = await list(bad).expect(400);
      expect(reply.body.errors.state_id).toBe('State cannot be empty');
    }
    await api.http().get('/v1/public/hospitals').expect(400);
  });
});
