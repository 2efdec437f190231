import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { IBADAN, IKEJA, type JourneyFixtures, type SignedInStaff, type TestApi, startJourneyApi } from '@test/api';

const COTONOU = { latitude: 6.3703, longitude: 2.3912 }; // Benin, just over the border
const YABA = { latitude: 6.5095, longitude: 3.3711 }; // Lagos

/** Staff add hospitals and edit them, placing them on the map; the hospital search sees each change at once. */
describe('staff add and edit hospitals', () => {
  let api: TestApi;
  let fixtures: JourneyFixtures;
  let moderator: SignedInStaff;
  let lagos: number;
  let oyo: number;

  beforeAll(async () => {
    ({ api, fixtures, staff: moderator } = await startJourneyApi({ LOG_LEVEL: 'error' }, 'moderator'));
    lagos = fixtures.states.Lagos!.id;
    oyo = fixtures.states.Oyo!.id;
  });
  afterAll(() => api.close());

  const as = () => ({ authorization: `Bearer ${moderator.token}` });
  const details = (overrides: Record<string, unknown> = {}) => ({
    name: 'Ikeja Heart Specialist Hospital',
    aliases: ['IHSH', ' Heart Centre Ikeja '],
    kind: 'specialist',
    address: '4 Obafemi Awolowo Way',
    town: 'Ikeja',
    lga: 'Ikeja',
    state_id: lagos,
    latitude: IKEJA.latitude,
    longitude: IKEJA.longitude,
    phone: '0803 000 1111',
    has_blood_bank: true,
    facility_code: '25/21/1/2/1/0042',
    ...overrides,
  });
  const create = (body: Record<string, unknown>) => api.http().post('/v1/admin/hospitals').set(as()).send(body);
  const update = (id: string, body: Record<string, unknown>) =>
    api.http().put(`/v1/admin/hospitals/${id}`).set(as()).send(body);
  const audit = (recordId: string) =>
    fixtures
      .em()
      .execute<
        { action: string; actor_id: string; before: Record<string, unknown> | null; after: Record<string, unknown> }[]
      >(
        `select action, actor_id, before, after from audit_log where resource = 'hospitals' and record_id = ? and action <> 'hospital.viewed'
          order by created_at`,
        [recordId],
      );
  const hospitalRows = () => fixtures.em().execute<{ id: string }[]>(`select id from hospital order by id`);
  const auditRows = () => fixtures.em().execute<{ id: string }[]>(`select id from audit_log order by id`);
  const search = async (q: string) => {
    const someone = await fixtures.person(`Searcher${q.replace(/\W/g, '')}`);
    const found = await api.http().get('/v1/hospitals').query({ q }).set(fixtures.auth(someone)).expect(200);
    return (found.body.data.hospitals as { id: string; name: string; verified: boolean }[]).map(
      ({ id, name, verified }) => ({ id, name, verified }),
    );
  };

  it('adds a listed hospital placed by staff, audited, that the search finds by name and alias at once', async () => {
    const created = await create(details()).expect(201);
    const id = created.body.id as string;
    expect(created.body).toMatchObject({
      name: 'Ikeja Heart Specialist Hospital',
      aliases: ['IHSH', 'Heart Centre Ikeja'],
      kind: 'specialist',
      address: '4 Obafemi Awolowo Way',
      lga: 'Ikeja',
      state_id: lagos,
      state: 'Lagos',
      latitude: IKEJA.latitude,
      longitude: IKEJA.longitude,
      position_source: 'staff',
      phone: '0803 000 1111',
      has_blood_bank: true,
      facility_code: '25/21/1/2/1/0042',
      status: 'listed',
      verified_at: null,
      source: 'staff',
    });
    expect((await api.http().get(`/v1/admin/hospitals/${id}`).set(as()).expect(200)).body).toEqual(created.body);
    expect(await audit(id)).toEqual([
      {
        action: 'hospital.created',
        actor_id: moderator.id,
        before: null,
        after: expect.objectContaining({ hospital: 'Ikeja Heart Specialist Hospital', status: 'listed' }),
      },
    ]);
    expect(await search('ikeja heart')).toEqual([{ id, name: 'Ikeja Heart Specialist Hospital', verified: false }]);
    expect(await search('ihsh')).toEqual([{ id, name: 'Ikeja Heart Specialist Hospital', verified: false }]);
  });

  it('refuses bad details with field errors and changes nothing', async () => {
    const before = await hospitalRows();
    const auditedBefore = await auditRows();
    const refused = async (body: Record<string, unknown>) => (await create(body).expect(400)).body.errors;

    expect(await refused(details({ name: ' ', kind: 'clinic', state_id: '' }))).toEqual({
      name: 'Hospital name cannot be empty',
      kind: 'Choose the kind of hospital',
      state_id: 'State cannot be empty',
    });
    expect(await refused(details({ latitude: '', longitude: 'east' }))).toEqual({
      latitude: 'Latitude cannot be empty',
      longitude: 'Longitude cannot be empty',
    });
    expect(await refused(details({ facility_code: 'x'.repeat(51), aliases: ['a'.repeat(201)] }))).toEqual({
      facility_code: 'A facility code has at most 50 characters',
      aliases: 'Give at most 20 aliases, each at most 200 characters',
    });
    expect(await refused(details({ latitude: COTONOU.latitude, longitude: COTONOU.longitude }))).toEqual({
      latitude: 'Location must be in Nigeria',
      longitude: 'Location must be in Nigeria',
    });
    // A point in Nigeria, but in another state than the one chosen.
    expect(await refused(details({ state_id: oyo }))).toEqual({
      state_id: 'Location is not in the selected state: it is in Lagos',
    });
    expect(await hospitalRows()).toEqual(before);
    expect(await auditRows()).toEqual(auditedBefore);
  });

  it('edits a verified hospital: moved and renamed it stays verified, audited, and the search follows', async () => {
    const id = (
      await create(details({ name: 'Yaba General Hospital', aliases: [], facility_code: 'YABA-1' })).expect(201)
    ).body.id as string;
    await api.http().post(`/v1/admin/hospitals/${id}/verify`).set(as()).expect(200);
    const shown = (await api.http().get(`/v1/admin/hospitals/${id}`).set(as()).expect(200)).body;

    const edits = {
      name: 'Yaba Mainland General Hospital',
      aliases: ['Mainland Hospital'],
      kind: 'general',
      latitude: YABA.latitude,
      longitude: YABA.longitude,
      has_blood_bank: false,
    };
    // react-admin sends the whole record back: what the form does not hold (status, source) is ignored.
    const edited = await update(id, { ...shown, ...edits, status: 'suspended', source: 'registry' }).expect(200);
    expect(edited.body).toMatchObject({
      id,
      ...edits,
      facility_code: 'YABA-1',
      status: 'verified',
      verified_by: moderator.id,
      source: 'staff',
    });
    const updated = (await audit(id)).at(-1);
    expect(updated).toMatchObject({
      action: 'hospital.updated',
      actor_id: moderator.id,
      before: expect.objectContaining({ latitude: IKEJA.latitude, aliases: [], status: 'verified' }),
      after: expect.objectContaining({
        latitude: YABA.latitude,
        aliases: ['Mainland Hospital'],
        hospital: 'Yaba Mainland General Hospital',
      }),
    });
    expect(await search('yaba mainland')).toEqual([{ id, name: 'Yaba Mainland General Hospital', verified: true }]);
    expect(await search('mainland hospital')).toEqual([{ id, name: 'Yaba Mainland General Hospital', verified: true }]);

    // Moved into another state, the state must move with it.
    expect(
      (await update(id, { ...edited.body, latitude: IBADAN.latitude, longitude: IBADAN.longitude }).expect(400)).body
        .errors,
    ).toEqual({ state_id: 'Location is not in the selected state: it is in Oyo' });
    const moved = await update(id, {
      ...edited.body,
      state_id: oyo,
      latitude: IBADAN.latitude,
      longitude: IBADAN.longitude,
    }).expect(200);
    expect(moved.body).toMatchObject({ state: 'Oyo', latitude: IBADAN.latitude, status: 'verified' });

    await update('00000000-0000-4000-8000-000000000000', edited.body).expect(404);
    await update('not-an-id', edited.body).expect(404);
  });

  it('refuses a facility code another hospital has, on creation and on edit, with a field error', async () => {
    const first = (await create(details({ name: 'Code Holder Hospital', facility_code: 'HFR-7' })).expect(201)).body;
    const second = (await create(details({ name: 'Code Seeker Hospital', facility_code: 'HFR-8' })).expect(201)).body;
    const before = await hospitalRows();

    const taken = await create(details({ name: 'Code Taker Hospital', facility_code: 'HFR-7' })).expect(409);
    expect(taken.body).toMatchObject({
      code: 'facility_code_taken',
      errors: { facility_code: 'Another hospital already has this facility code' },
    });
    expect(await hospitalRows()).toEqual(before);
    expect((await update(second.id, { ...second, facility_code: ' HFR-7 ' }).expect(409)).body.errors).toEqual({
      facility_code: 'Another hospital already has this facility code',
    });
    expect((await api.http().get(`/v1/admin/hospitals/${second.id}`).set(as()).expect(200)).body).toEqual(second);
    expect((await audit(second.id)).map((row) => row.action)).toEqual(['hospital.created']);
    // Keeping its own code, or giving none, is no clash.
    await update(first.id, { ...first, phone: '0803 000 2222' }).expect(200);
    expect((await update(second.id, { ...second, facility_code: '' }).expect(200)).body.facility_code).toBeNull();
  });

  it('refuses anonymous callers and user tokens', async () => {
    const target = await fixtures.hospital('Guarded Hospital');
    const user = await fixtures.person('NotStaff');
    for (const headers of [{}, fixtures.auth(user)]) {
      await api
        .http()
        .post('/v1/admin/hospitals')
        .set(headers)
        .send(details({ facility_code: 'NOPE-1' }))
        .expect(401);
      await api
        .http()
        .put(`/v1/admin/hospitals/${target}`)
        .set(headers)
        .send(details({ name: 'Hijacked' }))
        .expect(401);
    }
    expect(
      await fixtures.em().execute(`select name from hospital where facility_code = 'NOPE-1' or name = 'Hijacked'`),
    ).toEqual([]);
  });
});
