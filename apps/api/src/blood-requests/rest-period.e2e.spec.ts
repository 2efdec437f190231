import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startJourneyApi, type JourneyFixtures, type Person, type TestApi, QUIET_JOURNEY } from '@test/api';

/** After a confirmed donation, declaring an older last donation must not make the donor eligible again. */
describe('the rest period cannot be undone', () => {
  let api: TestApi;
  let fixtures: JourneyFixtures;

  beforeAll(async () => {
    ({ api, fixtures } = await startJourneyApi(QUIET_JOURNEY));
  });
  afterAll(() => api.close());

  const requestBlood = async (recipient: Person) => (await fixtures.createRequest(recipient, { blood_group: 'A+' })).id;
  const confirmedDonation = async (donor: Person, recipient: Person) => {
    const matchId = await fixtures.acceptRequest(donor, await requestBlood(recipient));
    const confirmed = await api
      .http()
      .put(`/v1/requests/matches/${matchId}/confirm`)
      .set(fixtures.auth(recipient))
      .expect(200);
    return confirmed.body.data.request.matches[0].donated_on as string;
  };
  const updateProfile = (donor: Person, lastDonation: string | null) =>
    api.http().put('/v1/user').set(fixtures.auth(donor)).send({
      gender: 'Male',
      dob: '1990-01-01',
      blood_group: 'A+',
      state_id: fixtures.states.Lagos!.id,
      last_donation_date: lastDonation,
    });

  it('refuses a declared last donation before the confirmed one, and the donor stays resting', async () => {
    const donor = await fixtures.person('Rested', { bloodGroup: 'A+' });
    const recipient = await fixtures.person('Thankful', { bloodGroup: 'A+' });
    const donatedOn = await confirmedDonation(donor, recipient);

    for (const declared of ['2001-01-01', null]) {
      const refused = await updateProfile(donor, declared).expect(400);
      expect(refused.body.errors).toEqual({
        last_donation_date: `Your last donation cannot be earlier than your last confirmed donation, on ${donatedOn}`,
      });
    }
    const me = await api.http().get('/v1/user').set(fixtures.auth(donor)).expect(200);
    expect(me.body.data.user.last_donation_date).toBe(donatedOn);
    expect((await fixtures.feed(donor)).eligibility).toEqual({ eligible: false, reasons: ['donated_recently'] });

    // The month of the confirmed donation is accepted (the forms send its first day); the confirmed day is kept.
    await updateProfile(donor, `${donatedOn.slice(0, 7)}-01`).expect(200);
    const kept = await api.http().get('/v1/user').set(fixtures.auth(donor)).expect(200);
    expect(kept.body.data.user.last_donation_date).toBe(donatedOn);
  });

  it('rests a donor from the later of the declared and the confirmed donation, in the feed and in targeting', async () => {
    const donor = await fixtures.person('Declared', { bloodGroup: 'A+' });
    const recipient = await fixtures.person('Grateful', { bloodGroup: 'A+' });
    await confirmedDonation(donor, recipient);
    // An older declared date written by any other path than the profile still does not shorten the rest.
    await fixtures.em().execute(`update app_user set last_donation_date = '2001-01-01' where id = ?`, [donor.id]);

    expect((await fixtures.feed(donor)).eligibility).toEqual({ eligible: false, reasons: ['donated_recently'] });
    const another = await fixtures.person('AnotherRecipient', { bloodGroup: 'A+' });
    const requestId = await requestBlood(another);
    const [targeted] = await fixtures
      .em()
      .execute<{ n: number }[]>(
        'select count(*)::int as n from blood_request_target where request_id = ? and donor_id = ?',
        [requestId, donor.id],
      );
    expect(targeted?.n).toBe(0);
  });
});
