import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { journeyFixtures, startTestApi, type JourneyFixtures, type TestApi } from '@test/api';

describe('declining a request with "Other": the donor’s own words are required and kept', () => {
  let api: TestApi;
  let { em, auth, person, requestBody, feed } = {} as JourneyFixtures;
  let otherReasonId: number;

  beforeAll(async () => {
    api = await startTestApi({ SEARCH_WAVE_INTERVAL_SECONDS: '0', LOG_LEVEL: 'error' });
    ({ em, auth, person, requestBody, feed } = await journeyFixtures(api));
    const reasons = await api.http().get('/v1/util/reasons?type=decline').expect(200);
    otherReasonId = reasons.body.data.reasons.find((reason: { name: string }) => reason.name === 'Other').id;
  });
  afterAll(() => api.close());

  it('refuses "Other" without words, changing nothing, then stores the words sent', async () => {
    const [recipient, donor] = [await person('Asker'), await person('Donor')];
    const created = await api.http().post('/v1/requests').set(auth(recipient)).send(requestBody()).expect(201);
    const requestId = created.body.data.request.id as string;
    expect((await feed(donor)).donations.map((d: { id: string }) => d.id)).toContain(requestId);

    const decline = (body: object) =>
      api
        .http()
        .put(`/v1/requests/donor/${requestId}`)
        .set(auth(donor))
        .send({ status: 'declined', reason_id: otherReasonId, ...body });

    for (const words of [{}, { decline_reason: '   ' }]) {
      const refused = await decline(words).expect(400);
      expect(refused.body.errors).toEqual({ decline_reason: 'Tell us your reason' });
    }
    expect(await em().execute('select 1 from request_decline where request_id = ?', [requestId])).toEqual([]);
    expect((await feed(donor)).donations.map((d: { id: string }) => d.id)).toContain(requestId);

    await decline({ decline_reason: '  My sister is in labour today ' }).expect(200);
    expect(
      await em().execute('select decline_reason from request_decline where request_id = ? and donor_id = ?', [
        requestId,
        donor.id,
      ]),
    ).toEqual([{ decline_reason: 'My sister is in labour today' }]);
  });
});
