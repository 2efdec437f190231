import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { BLOOD_REQUEST_MESSAGES, PROFILE_MESSAGES } from '@app/domain';
import { journeyFixtures, startTestApi, type JourneyFixtures, type Person, type TestApi } from '@test/api';

describe('creating a blood request: what it reads besides the payload (requester, state, reason)', () => {
  let api: TestApi;
  let { em, auth, person, requestBody, states, declineReasonId } = {} as JourneyFixtures;

  beforeAll(async () => {
    api = await startTestApi({ LOG_LEVEL: 'error' });
    ({ em, auth, person, requestBody, states, declineReasonId } = await journeyFixtures(api));
  });
  afterAll(() => api.close());

  const create = (who: Person, overrides: Record<string, unknown>) =>
    api.http().post('/v1/requests').set(auth(who)).send(requestBody(overrides));
  const written = async (who: Person) => {
    const [row] = await em().execute<{ requests: number; events: number }[]>(
      `select (select count(*)::int from blood_request where requester_id = ?) as requests,
              (select count(*)::int from outbox_message where message_type = 'blood-request.created'
                  and payload->>'recipient_user_id' = ?) as events`,
      [who.id, who.id],
    );
    return row;
  };

  it('takes a self request’s name, gender and blood group from the requester’s profile', async () => {
    const requester = await person('Profiled', { bloodGroup: 'B-', gender: 'Male' });
    const created = await create(requester, { gender: '', blood_group: '' }).expect(201);
    expect(created.body.data.request).toMatchObject({
      recipient: 'self',
      first_name: 'Profiled',
      gender: 'Male',
      blood_group: 'B-',
      state: { id: states.Lagos!.id, name: 'Lagos' },
      user: { id: requester.id, first_name: 'Profiled' },
    });
    expect(await written(requester)).toEqual({ requests: 1, events: 1 });
  });

  it('refuses an unknown state, a state the location is not in, and a reason that is not for requests, writing nothing', async () => {
    const requester = await person('Refused');
    const unknownState = await create(requester, { state_id: 999_999 }).expect(400);
    expect(unknownState.body.errors).toEqual({ state_id: PROFILE_MESSAGES.stateEmpty });
    // Outside Nigeria is said first, whatever the state.
    const outside = await create(requester, { state_id: 999_999, latitude: '6.37', longitude: '2.39' }).expect(400);
    expect(outside.body.errors).toEqual({ location: PROFILE_MESSAGES.locationOutsideNigeria });
    const wrongState = await create(requester, { state_id: states.Oyo!.id }).expect(400);
    expect(wrongState.body.errors).toEqual({ state_id: `${PROFILE_MESSAGES.locationWrongState}: it is in Lagos` });
    const declineReason = await create(requester, { reason_id: declineReasonId }).expect(400);
    expect(declineReason.body.errors).toEqual({ reason_id: BLOOD_REQUEST_MESSAGES.reasonEmpty });
    const unknownReason = await create(requester, { reason_id: 999_999 }).expect(400);
    expect(unknownReason.body.errors).toEqual({ reason_id: BLOOD_REQUEST_MESSAGES.reasonEmpty });
    expect(await written(requester)).toEqual({ requests: 0, events: 0 });
  });

  it('refuses a self request without gender or blood group when the profile has none either', async () => {
    const requester = await person('Unprofiled');
    await em().execute('update app_user set gender = null, blood_group = null where id = ?', [requester.id]);
    const refused = await create(requester, { gender: '', blood_group: '' }).expect(400);
    expect(refused.body.errors).toEqual({
      gender: BLOOD_REQUEST_MESSAGES.genderEmpty,
      blood_group: BLOOD_REQUEST_MESSAGES.bloodGroupEmpty,
    });
    expect(await written(requester)).toEqual({ requests: 0, events: 0 });
  });
});
