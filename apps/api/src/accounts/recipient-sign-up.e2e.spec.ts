import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startTestApi, type TestApi, verifyTestUserEmail } from '@test/api';

describe('accounts: signing up needing blood, and the account type kept across logins', () => {
  let api: TestApi;
  let lagosId: number;
  let requestReasonId: number;

  beforeAll(async () => {
    api = await startTestApi({ RATE_LIMIT_REGISTER_IP: '200/600', RATE_LIMIT_LOGIN_IP: '500/60' });
    const states = await api.http().get('/v1/util/states').expect(200);
    lagosId = states.body.data.states.find((state: { name: string }) => state.name === 'Lagos').id;
    const reasons = await api.http().get('/v1/util/reasons?type=request').expect(200);
    requestReasonId = reasons.body.data.reasons[0].id;
  });
  afterAll(() => api.close());

  const login = (email: string) => api.http().post('/v1/auth/login').send({ email, password: 'blood-donor-2026' });

  /** Signs up (with the intent given, if any), verifies the email and logs in: the login reply. */
  const signUp = async (email: string, role?: string) => {
    await api
      .http()
      .post('/v1/auth/register')
      .send({
        first_name: 'Chiamaka',
        last_name: 'Okafor',
        email,
        phone_number: '2348012345678',
        password: 'blood-donor-2026',
        privacy: true,
        ...(role ? { role } : {}),
      })
      .expect(201);
    await verifyTestUserEmail(api, email);
    return login(email).expect(200);
  };

  const put = (token: string, body: object) =>
    api.http().put('/v1/user').set('authorization', `Bearer ${token}`).send(body);

  it('starts an "I need blood" account as a recipient and onboards it with gender and blood group only', async () => {
    const first = await signUp('needs-blood@example.com', 'recipient');
    expect(first.body.data.user).toMatchObject({ onboarded: false, role: 'recipient' });
    const token = first.body.data.token as string;

    const empty = await put(token, {}).expect(400);
    expect(empty.body.errors).toEqual({
      gender: 'Gender cannot be empty',
      blood_group: 'Blood group cannot be empty',
      health_data_consent:
        'To find you a donor we must process your blood group: tick the box to agree, or you cannot finish',
    });

    const done = await put(token, { gender: 'Female', blood_group: 'O-', health_data_consent: true }).expect(200);
    expect(done.body.message).toBe('You have onboarded successfully!');
    expect(done.body.data.user).toMatchObject({
      onboarded: true,
      role: 'recipient',
      gender: 'Female',
      blood_group: 'O-',
      dob: null,
      last_donation_date: null,
    });

    // What a request for oneself needs came from onboarding.
    const request = await api
      .http()
      .post('/v1/requests')
      .set('authorization', `Bearer ${token}`)
      .send({
        recipient: 'self',
        reason_id: requestReasonId,
        units: 1,
        date: `${new Date(Date.now() + 86_400_000).toISOString().slice(0, 10)} 10:00:00`,
        hospital: 'Lagos State University Teaching Hospital',
        physician: 'Dr Bello',
        state_id: lagosId,
        latitude: '6.58',
        longitude: '3.35',
      })
      .expect(201);
    expect(request.body.data.request).toMatchObject({ blood_group: 'O-', gender: 'Female' });
  });

  it('keeps the donor onboarding whole for a donor, and for a sign-up that names no intent', async () => {
    const donor = await signUp('wants-to-donate@example.com', 'donor');
    expect(donor.body.data.user.role).toBe('donor');
    const unnamed = await signUp('no-intent@example.com');
    expect(unnamed.body.data.user.role).toBe('donor');
    const refused = await put(donor.body.data.token, {
      gender: 'Male',
      blood_group: 'A+',
      health_data_consent: true,
    }).expect(400);
    expect(refused.body.errors).toMatchObject({
      dob: 'Date of birth cannot be empty',
      state_id: 'State cannot be empty',
      address: 'Location must not be empty',
    });
    const bad = await api
      .http()
      .post('/v1/auth/register')
      .send({
        first_name: 'A',
        last_name: 'B',
        email: 'bad-role@example.com',
        phone_number: '2348012345678',
        password: 'blood-donor-2026',
        privacy: true,
        role: 'admin',
      })
      .expect(400);
    expect(bad.body.errors).toEqual({ role: 'Role must be donor or recipient' });
  });

  it('logs a person in as the account type they used last, whichever device switched it', async () => {
    const first = await signUp('switcher@example.com', 'recipient');
    await put(first.body.data.token, { gender: 'Male', blood_group: 'B+', health_data_consent: true }).expect(200);

    await put(first.body.data.token, { role: 'donor' }).expect(200);
    expect((await login('switcher@example.com').expect(200)).body.data.user.role).toBe('donor');
    // Without a location or date of birth yet, the donor's pages answer, empty, rather than fail.
    const auth = { authorization: `Bearer ${first.body.data.token}` };
    const feed = await api.http().get('/v1/requests/donor?page=1&limit=5').set(auth).expect(200);
    expect(feed.body.data.donations).toEqual([]);
    await api.http().get('/v1/requests/stats').set(auth).expect(200);
    await api.http().get('/v1/requests/donations?status=pending').set(auth).expect(200);

    const elsewhere = (await login('switcher@example.com').expect(200)).body.data.token as string;
    await put(elsewhere, { role: 'recipient' }).expect(200);
    expect((await login('switcher@example.com').expect(200)).body.data.user.role).toBe('recipient');
  });
});
