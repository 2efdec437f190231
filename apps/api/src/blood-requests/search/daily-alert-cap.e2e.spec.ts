import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { journeyFixtures, startTestApi, type JourneyFixtures, type TestApi } from '@test/api';

describe('the daily alert cap under concurrent requests', () => {
  let api: TestApi;
  let fixtures: JourneyFixtures;

  beforeAll(async () => {
    api = await startTestApi({ SEARCH_WAVE_INTERVAL_SECONDS: '0', DONOR_ALERTS_PER_DAY: '2', LOG_LEVEL: 'error' });
    fixtures = await journeyFixtures(api);
  });
  afterAll(() => api.close());

  it('alerts a donor no more often than the cap, however many requests arrive at the same moment', async () => {
    const donor = await fixtures.person('OnlyDonor', { bloodGroup: 'O-' });
    const recipients = await Promise.all(
      Array.from({ length: 8 }, (_, index) => fixtures.person(`Recipient${index}`, { bloodGroup: 'B+' })),
    );
    const created = await Promise.all(
      recipients.map((recipient) =>
        api.http().post('/v1/requests').set(fixtures.auth(recipient)).send(fixtures.requestBody()),
      ),
    );
    expect(created.map((response) => response.status)).toEqual(recipients.map(() => 201));

    const [targeted] = await fixtures
      .em()
      .execute<{ n: number }[]>('select count(*)::int as n from blood_request_target where donor_id = ?', [donor.id]);
    expect(targeted?.n).toBe(2);
    expect((await fixtures.feed(donor)).donations).toHaveLength(2);
  });
});
