import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { journeyFixtures, type JourneyFixtures, type Person, startTestApi, type TestApi } from '@test/api';
import { formatImportReport, importHospitals } from './registry-import/import-hospitals.js';

const SAMPLE = readFileSync(join(import.meta.dirname, 'registry-import/fixtures/registry-sample.csv'), 'utf8');

describe('the hospital registry', () => {
  let api: TestApi;
  let fixtures: JourneyFixtures;
  let someone: Person;

  beforeAll(async () => {
    api = await startTestApi({ RATE_LIMIT_HOSPITAL_PROPOSAL_ACCOUNT: '2/86400' });
    fixtures = await journeyFixtures(api);
    someone = await fixtures.person('Searcher');
  });
  afterAll(() => api.close());

  const registryRows = async () =>
    fixtures
      .em()
      .execute<{ facility_code: string; name: string; kind: string; status: string; has_blood_bank: boolean }[]>(
        `select facility_code, name, kind, status, has_blood_bank from hospital where source = 'registry' order by facility_code`,
      );
  const search = (query: string) => api.http().get(`/v1/hospitals?${query}`).set(fixtures.auth(someone)).expect(200);
  const names = async (query: string) =>
    ((await search(query)).body.data.hospitals as { name: string }[]).map((hospital) => hospital.name);

  describe('npm run hospitals:import', () => {
    it('writes nothing on a dry run, yet reports what a real run would do', async () => {
      const report = await importHospitals(fixtures.em(), SAMPLE, { dryRun: true });
      expect(report).toMatchObject({ rows: 9, inserted: 4, updated: 0, unchanged: 0, dryRun: true });
      expect(report.rejected).toHaveLength(5);
      expect(await registryRows()).toEqual([]);
      expect(formatImportReport(report)).toMatch(/^dry run, nothing written: 9 rows: 4 new/);
    });

    it('loads the good rows, reports every rejected one with its line and reason, and is idempotent', async () => {
      const first = await importHospitals(fixtures.em(), SAMPLE, { dryRun: false });
      expect(first).toMatchObject({ inserted: 4, updated: 0, unchanged: 0 });
      expect(first.rejected).toEqual([
        { line: 5, code: '', reason: 'no facility code' },
        { line: 6, code: 'TEST-XX-0005', reason: 'unknown state "Atlantis"' },
        { line: 7, code: 'TEST-OY-0006', reason: 'coordinates lie in Lagos, not Oyo' },
        { line: 8, code: 'TEST-KN-0007', reason: 'no coordinates' },
        { line: 9, code: 'TEST-LA-0001', reason: 'facility code already on line 2' },
      ]);
      expect(await registryRows()).toEqual([
        {
          facility_code: 'TEST-EN-0003',
          name: 'Fixture Private Clinic Enugu',
          kind: 'private',
          status: 'listed',
          has_blood_bank: false,
        },
        {
          facility_code: 'TEST-FC-0004',
          name: 'Fixture "Quoted" Federal Medical Centre, Abuja',
          kind: 'federal_medical_centre',
          status: 'listed',
          has_blood_bank: true,
        },
        {
          facility_code: 'TEST-LA-0001',
          name: 'Fixture Teaching Hospital Ọ̀yọ́ Road',
          kind: 'teaching',
          status: 'listed',
          has_blood_bank: true,
        },
        {
          facility_code: 'TEST-OY-0002',
          name: 'Fixture General Hospital, Ibadan',
          kind: 'general',
          status: 'listed',
          has_blood_bank: false,
        },
      ]);

      const again = await importHospitals(fixtures.em(), SAMPLE, { dryRun: false });
      expect(again).toMatchObject({ inserted: 0, updated: 0, unchanged: 4 });
      expect(await registryRows()).toHaveLength(4);

      // A verified hospital stays verified when the registry renames it.
      await fixtures.em().execute(`update hospital set status = 'verified' where facility_code = 'TEST-OY-0002'`);
      const renamed = SAMPLE.replace('"Fixture General Hospital, Ibadan"', 'Fixture General Hospital Ibadan');
      expect(await importHospitals(fixtures.em(), renamed, { dryRun: false })).toMatchObject({
        inserted: 0,
        updated: 1,
        unchanged: 3,
      });
      expect((await registryRows()).find((row) => row.facility_code === 'TEST-OY-0002')).toMatchObject({
        name: 'Fixture General Hospital Ibadan',
        status: 'verified',
      });
    });

    it('refuses a file without the key columns and writes nothing', async () => {
      await expect(importHospitals(fixtures.em(), 'Name,State\nX,Lagos\n', { dryRun: false })).rejects.toThrow(
        'the header lacks the column(s) facility_code, latitude, longitude',
      );
    });
  });

  describe('GET /v1/hospitals', () => {
    it('finds a hospital by any word of its name or an alias, whatever the case and accents', async () => {
      expect(await names('q=oyo%20road')).toEqual(['Fixture Teaching Hospital Ọ̀yọ́ Road']);
      expect(await names(`q=${encodeURIComponent('ỌYỌ')}`)).toEqual(['Fixture Teaching Hospital Ọ̀yọ́ Road']);
      expect(await names('q=fthor')).toEqual(['Fixture Teaching Hospital Ọ̀yọ́ Road']);
      expect(await names('q=ffmc')).toEqual(['Fixture "Quoted" Federal Medical Centre, Abuja']);
      expect(await names('q=nothing%20like%20this')).toEqual([]);
    });

    it('puts the nearest first when a position is given, with the distance, and says whether staff verified it', async () => {
      const reply = await search('q=fixture&near=7.38,3.9');
      const hospitals = reply.body.data.hospitals as { name: string; distance_km: number; verified: boolean }[];
      expect(hospitals.map((hospital) => hospital.name)).toEqual([
        'Fixture General Hospital Ibadan',
        'Fixture Teaching Hospital Ọ̀yọ́ Road',
        'Fixture Private Clinic Enugu',
        'Fixture "Quoted" Federal Medical Centre, Abuja',
      ]);
      expect(hospitals[0]!.distance_km).toBeLessThan(2);
      expect(hospitals[0]!.verified).toBe(true);
      expect(hospitals[1]!.verified).toBe(false);
      expect(reply.body.data.hospitals[0].state).toEqual({ id: fixtures.states.Oyo!.id, name: 'Oyo' });
    });

    it('never offers a suspended hospital', async () => {
      await fixtures.em().execute(`update hospital set status = 'suspended' where facility_code = 'TEST-EN-0003'`);
      expect(await names('q=fixture%20enugu')).toEqual([]);
      await fixtures.em().execute(`update hospital set status = 'listed' where facility_code = 'TEST-EN-0003'`);
    });

    it('asks for a name or a position, and signed-in people only', async () => {
      const bare = await api.http().get('/v1/hospitals?q=a').set(fixtures.auth(someone)).expect(400);
      expect(bare.body.errors.q).toBe('Type at least 2 letters of the hospital name');
      const bad = await api.http().get('/v1/hospitals?near=north').set(fixtures.auth(someone)).expect(400);
      expect(bad.body.errors.near).toBe('near must be latitude,longitude');
      await api.http().get('/v1/hospitals?q=fixture').expect(401);
    });
  });

  describe('POST /v1/hospitals ("My hospital is not listed")', () => {
    it('adds a listed, unverified hospital at its town, found by the search at once', async () => {
      const proposer = await fixtures.person('Proposer');
      const reply = await api
        .http()
        .post('/v1/hospitals')
        .set(fixtures.auth(proposer))
        .send({ name: 'Mercy Fixture Clinic', address: '4 Hope Street', town: 'ibadan' })
        .expect(201);
      expect(reply.body.data.hospital).toMatchObject({
        name: 'Mercy Fixture Clinic',
        town: 'Ibadan',
        state: { name: 'Oyo' },
        latitude: 7.3776,
        longitude: 3.9059,
        verified: false,
      });
      expect(JSON.stringify(reply.body)).not.toContain(proposer.id);
      expect(await names('q=mercy%20fixture')).toEqual(['Mercy Fixture Clinic']);
      const [row] = await fixtures
        .em()
        .execute<{ source: string; status: string; position_source: string; proposed_by_id: string }[]>(
          `select source, status, position_source, proposed_by_id from hospital where id = ?`,
          [reply.body.data.hospital.id],
        );
      expect(row).toEqual({
        source: 'proposal',
        status: 'listed',
        position_source: 'town',
        proposed_by_id: proposer.id,
      });
    });

    it('refuses an unknown town or missing fields and adds nothing; limits proposals per account', async () => {
      const proposer = await fixtures.person('Careful');
      const post = (body: Record<string, unknown>) =>
        api.http().post('/v1/hospitals').set(fixtures.auth(proposer)).send(body);
      const unknownTown = await post({ name: 'Nowhere Clinic', address: 'x', town: 'Qwertyville' }).expect(400);
      expect(unknownTown.body.errors.town).toBe('Town not found; choose a town from the list');
      const empty = await post({ name: '', address: '', town: '' }).expect(400);
      expect(empty.body.errors).toMatchObject({
        name: 'Hospital name cannot be empty',
        address: 'Hospital address cannot be empty',
        town: 'Town cannot be empty',
      });
      await post({ name: 'Limit Clinic One', address: 'x', town: 'Enugu' }).expect(201);
      await post({ name: 'Limit Clinic Two', address: 'x', town: 'Enugu' }).expect(201);
      await post({ name: 'Limit Clinic Three', address: 'x', town: 'Enugu' }).expect(429);
      expect(await names('q=limit%20clinic')).toHaveLength(2);
      await api.http().post('/v1/hospitals').send({ name: 'Anon', address: 'x', town: 'Enugu' }).expect(401);
    });
  });
});
