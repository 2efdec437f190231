import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { UNSTORABLE_TEXT } from '@app/domain';
import {
  journeyFixtures,
  PNG,
  signInTestStaff,
  startTestApi,
  type JourneyFixtures,
  type Person,
  type TestApi,
} from '@test/api';

/** Values PostgreSQL would refuse (and the API answered 500 for): each is a 400 naming its field, and changes nothing. */
describe('input no column can hold', () => {
  let api: TestApi;
  let fixtures: JourneyFixtures;
  let recipient: Person;
  let staffToken: string;

  beforeAll(async () => {
    api = await startTestApi({ SEARCH_WAVE_INTERVAL_SECONDS: '0' });
    fixtures = await journeyFixtures(api);
    recipient = await fixtures.person('Recipient');
    staffToken = (await signInTestStaff(api, 'admin')).token;
  });
  afterAll(() => api.close());

  const requests = async () =>
    Number((await fixtures.em().execute<{ n: string }[]>('select count(*) n from blood_request'))[0]!.n);

  it('refuses integers beyond a 32-bit column in a new blood request, as numbers or as text', async () => {
    for (const [field, value] of [
      ['reason_id', 2 ** 31],
      ['state_id', 2 ** 31],
      ['reason_id', '2147483648'],
      ['state_id', -(2 ** 31) - 1],
      ['units', 1e300],
    ] as const) {
      const refused = await api
        .http()
        .post('/v1/requests')
        .set(fixtures.auth(recipient))
        .send(fixtures.requestBody({ [field]: value }));
      expect([field, value, refused.status, refused.body.errors]).toEqual([
        field,
        value,
        400,
        { [field]: field === 'units' ? expect.any(String) : 'This number is outside the range allowed' },
      ]);
    }
    expect(await requests()).toBe(0);
    // The largest value a column holds is still judged by the form's own rules (an unknown reason), never a 500.
    const largest = await api
      .http()
      .post('/v1/requests')
      .set(fixtures.auth(recipient))
      .send(fixtures.requestBody({ reason_id: 2 ** 31 - 1 }));
    expect(largest.status).toBeLessThan(500);
  });

  it("refuses a NUL written as a JSON escape inside the staff console's filter, sort and range", async () => {
    const queries: Record<string, string>[] = [
      { filter: '{"q":"Ada\\u0000"}' },
      { filter: '{"\\u0000":"x"}' },
      { sort: '["\\u0000","ASC"]' },
      { range: '[0,1e300]' },
    ];
    for (const query of queries) {
      const refused = await api
        .http()
        .get(`/v1/admin/users?${new URLSearchParams(query)}`)
        .set('authorization', `Bearer ${staffToken}`);
      const [parameter] = Object.keys(query);
      expect([query, refused.status, Object.keys(refused.body.errors ?? {})[0]?.split('.')[0]]).toEqual([
        query,
        400,
        parameter,
      ]);
      expect(Object.values(refused.body.errors)).toEqual([
        query.range ? 'This number is outside the range allowed' : UNSTORABLE_TEXT,
      ]);
    }
  });

  it('refuses an upload whose file name holds a NUL, and stores nothing', async () => {
    const refused = await api.http().post('/v1/uploads').attach('file', PNG, { filename: 'pass\u0000port.png' });
    expect([refused.status, refused.body.errors]).toEqual([400, { file: UNSTORABLE_TEXT }]);
    expect(Number((await fixtures.em().execute<{ n: string }[]>('select count(*) n from upload'))[0]!.n)).toBe(0);
  });
});
