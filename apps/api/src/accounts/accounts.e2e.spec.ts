import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { MailDelivery } from '@app/messaging';
import { latestMailToken, startTestApi, writtenMails, type TestApi, verifyTestUserEmail } from '@test/api';

// With the health-data consent onboarding needs (data-rights.e2e.spec.ts tests its absence).
const LAGOS = {
  state_id: 0,
  latitude: '6.6018',
  longitude: '3.3515',
  address: 'Ikeja, Lagos',
  health_data_consent: true,
};

describe('accounts: sign-up, verification, login, onboarding, profile', () => {
  let api: TestApi;
  let lagosId: number;

  beforeAll(async () => {
    api = await startTestApi({ RATE_LIMIT_REGISTER_IP: '200/600', RATE_LIMIT_LOGIN_IP: '500/60' });
    const states = await api.http().get('/v1/util/states').expect(200);
    lagosId = states.body.data.states.find((state: { name: string }) => state.name === 'Lagos').id;
    LAGOS.state_id = lagosId;
  });
  afterAll(() => api.close());

  const register = (overrides: Record<string, unknown> = {}) =>
    api
      .http()
      .post('/v1/auth/register')
      .send({
        first_name: 'Ada',
        last_name: 'Obi',
        email: 'ada@example.com',
        phone_number: '2348012345678',
        password: 'blood-donor-2026',
        base_url: 'http://localhost:3000',
        privacy: true,
        ...overrides,
      });

  const login = (email: string, password = 'blood-donor-2026') =>
    api.http().post('/v1/auth/login').send({ email, password });

  const activeToken = async (email: string): Promise<string> => {
    await register({ email }).expect(201);
    await verifyTestUserEmail(api, email);
    return (await login(email).expect(200)).body.data.token as string;
  };

  it('signs up, verifies through the emailed link, and logs in through each state', async () => {
    const created = await register({ email: 'Ada.Signup@Example.com' }).expect(201);
    expect(created.body).toEqual({ data: null, message: 'Check your email for the link to continue.' });

    const mails = writtenMails(api.config.DATA_DIR);
    expect(mails.at(-1)?.subject).toBe('Verify your email address');
    expect(mails.at(-1)?.body).toContain('http://localhost:3000/verify-email?token=');

    const pending = await login('ada.signup@example.com').expect(200);
    expect(pending.body.data.token).toBeUndefined();
    expect(pending.body.data.user).toMatchObject({
      status: 'pending',
      onboarded: false,
      email: 'ada.signup@example.com',
    });
    expect(pending.body.message).toBe('Verification code resent');

    const token = latestMailToken(api.config.DATA_DIR, 'ada.signup@example.com', '/verify-email');
    await api.http().post('/v1/auth/verify-email').send({ token }).expect(200);
    const reused = await api.http().post('/v1/auth/verify-email').send({ token }).expect(400);
    expect(reused.body.errors.token).toBe('This verification link is invalid or has expired');

    const active = await login('ADA.SIGNUP@example.com').expect(200);
    expect(active.body.data.token).toEqual(expect.any(String));
    expect(active.body.data.user).toMatchObject({ status: 'active', onboarded: false, role: 'donor' });

    await api
      .http()
      .put('/v1/user')
      .set('authorization', `Bearer ${active.body.data.token}`)
      .send({ gender: 'Female', dob: '1995-04-02', blood_group: 'O+', last_donation_date: null, ...LAGOS })
      .expect(200);
    const onboarded = await login('ada.signup@example.com').expect(200);
    expect(onboarded.body.data.user).toMatchObject({
      status: 'active',
      onboarded: true,
      blood_group: 'O+',
      state: { name: 'Lagos' },
    });
  });

  it('answers a sign-up with a known email as a new one, creates nothing and tells the owner instead', async () => {
    const first = await register({ email: 'twice@example.com' }).expect(201);
    const again = await register({ email: 'TWICE@example.com', first_name: 'Someone', password: 'another passphrase' });
    expect(again.status).toBe(first.status);
    expect(again.body).toEqual(first.body);
    expect(again.headers['content-type']).toBe(first.headers['content-type']);

    const toOwner = writtenMails(api.config.DATA_DIR).filter((mail) => mail.to.includes('twice@example.com'));
    expect(toOwner.map((mail) => mail.subject)).toEqual([
      'Verify your email address',
      'Someone tried to sign up with your email address',
    ]);
    expect(toOwner[1]!.body).toContain('Hello Ada,');
    expect(toOwner[1]!.body).toContain('http://localhost:3000/forgot-password');
    expect(toOwner[1]!.body).not.toContain('token=');
    // The account is the first one: the second password does not open it.
    const token = /verify-email\?token=([\w-]+)/.exec(toOwner[0]!.body)?.[1];
    await api.http().post('/v1/auth/verify-email').send({ token }).expect(200);
    await login('twice@example.com', 'another passphrase').expect(401);
    await login('twice@example.com').expect(200);
  });

  it('signs up one account when the same new email is sent twice at once', async () => {
    const replies = await Promise.all([
      register({ email: 'race@example.com' }),
      register({ email: 'race@example.com' }),
    ]);
    expect(replies.map((reply) => reply.status)).toEqual([201, 201]);
    expect(replies[0]!.body).toEqual(replies[1]!.body);
    const subjects = writtenMails(api.config.DATA_DIR)
      .filter((mail) => mail.to.includes('race@example.com'))
      .map((mail) => mail.subject)
      .sort();
    expect(subjects).toEqual(['Someone tried to sign up with your email address', 'Verify your email address']);
  });

  it('gives every sign-up and login field its message', async () => {
    const empty = await api
      .http()
      .post('/v1/auth/register')
      .send({ first_name: ' ', last_name: '', email: '', phone_number: '', password: '' })
      .expect(400);
    expect(empty.body.errors).toEqual({
      first_name: 'First Name cannot be empty',
      last_name: 'Last Name cannot be empty',
      email: 'Email cannot be empty',
      phone_number: 'Phone number cannot be empty',
      password: 'Password cannot be empty',
      privacy: 'You must accept the privacy policy',
    });
    const invalid = await register({ email: 'not-an-email', phone_number: '0803 123 456', password: 'short' }).expect(
      400,
    );
    expect(invalid.body.errors).toEqual({
      email: 'Invalid email address',
      phone_number: 'Invalid phone number, use +234xxxxxxxxxx format',
      password: 'Password must be at least 8 characters',
    });
    const common = await register({ email: 'common@example.com', password: 'qwertyuiop' }).expect(400);
    expect(common.body.errors.password).toBe('This password is too common, choose a less predictable one');
    const loginEmpty = await api.http().post('/v1/auth/login').send({}).expect(400);
    expect(loginEmpty.body.errors).toEqual({ email: 'Email cannot be empty', password: 'Password cannot be empty' });
  });

  it('takes a phone number as Nigerians type it and stores the normalised form', async () => {
    await register({ email: 'typed-phone@example.com', phone_number: '0803 123 4567' }).expect(201);
    const rows = await api.app
      .get((await import('@mikro-orm/postgresql')).EntityManager)
      .fork()
      .getConnection()
      .execute('select phone_number from app_user where email = ?', ['typed-phone@example.com']);
    expect(rows).toEqual([{ phone_number: '2348031234567' }]);
  });

  it('answers a wrong password and an unknown email alike', async () => {
    await activeToken('wrong-password@example.com');
    const wrong = await login('wrong-password@example.com', 'not-the-password').expect(401);
    const unknown = await login('nobody@example.com', 'not-the-password').expect(401);
    expect(wrong.body).toEqual(unknown.body);
  });

  it('onboards with the section 5 messages and the Nigeria location rules', async () => {
    const token = await activeToken('onboard@example.com');
    const put = (body: object) => api.http().put('/v1/user').set('authorization', `Bearer ${token}`).send(body);

    const empty = await put({
      gender: '',
      dob: '',
      blood_group: '',
      state_id: '',
      latitude: '',
      longitude: '',
      address: '',
    }).expect(400);
    expect(empty.body.errors).toEqual({
      gender: 'Gender cannot be empty',
      dob: 'Date of birth cannot be empty',
      blood_group: 'Blood group cannot be empty',
      state_id: 'State cannot be empty',
      latitude: 'Latitude cannot be empty',
      longitude: 'Longitude cannot be empty',
      address: 'Location must not be empty',
      health_data_consent:
        'To donate we must process your blood group and genotype: tick the box to agree, or you cannot finish',
    });
    const future = await put({
      gender: 'Male',
      dob: '2999-01-01',
      blood_group: 'A+',
      last_donation_date: null,
      ...LAGOS,
    }).expect(400);
    expect(future.body.errors.dob).toBe('Date of birth cannot be later than today');

    const outside = await put({
      gender: 'Male',
      dob: '1990-01-01',
      blood_group: 'A+',
      last_donation_date: null,
      ...LAGOS,
      latitude: 6.37,
      longitude: 2.39,
    });
    expect(outside.status).toBe(400);
    expect(outside.body.errors).toEqual({ location: 'Location must be in Nigeria' });

    const kano = (await api.http().get('/v1/util/states')).body.data.states.find(
      (s: { name: string }) => s.name === 'Kano',
    ).id;
    const wrongState = await put({
      gender: 'Male',
      dob: '1990-01-01',
      blood_group: 'A+',
      last_donation_date: null,
      ...LAGOS,
      state_id: kano,
    }).expect(400);
    expect(wrongState.body.errors.state_id).toContain('Location is not in the selected state');

    const me = await api.http().get('/v1/user').set('authorization', `Bearer ${token}`).expect(200);
    expect(me.body.data.user.onboarded).toBe(false);

    const done = await put({
      gender: 'Male',
      dob: '1990-01-01',
      blood_group: 'A+',
      last_donation_date: '2026-05-01',
      ...LAGOS,
    }).expect(200);
    expect(done.body.message).toBe('You have onboarded successfully!');
    expect(done.body.data.user).toMatchObject({
      onboarded: true,
      gender: 'Male',
      last_donation_date: '2026-05-01',
      latitude: 6.6018,
    });
  });

  it('updates personal details, vitals and account type, and lets blood group change only once', async () => {
    const token = await activeToken('profile@example.com');
    const put = (body: object) => api.http().put('/v1/user').set('authorization', `Bearer ${token}`).send(body);
    await put({ gender: 'Female', dob: '1992-02-02', blood_group: 'B+', last_donation_date: null, ...LAGOS }).expect(
      200,
    );

    const vitalsBad = await put({ height: '0', weight: '-2', heart_rate: 'x', blood_pressure: '1200/80' }).expect(400);
    expect(vitalsBad.body.errors).toEqual({
      height: 'Height  must be greater than 0',
      weight: 'Weight  must be greater than 0',
      heart_rate: 'Heart rate  must be greater than 0',
      blood_pressure: 'Must be in the "XXX/XXX" format',
    });
    const vitals = await put({ height: '5.8', weight: '', heart_rate: 72, blood_pressure: '120/80' }).expect(200);
    expect(vitals.body.message).toBe('Vitals updated successfully');
    expect(vitals.body.data.user).toMatchObject({
      height: 5.8,
      weight: null,
      heart_rate: 72,
      blood_pressure: '120/80',
    });

    const details = { gender: 'Female', dob: '1992-02-02', state_id: lagosId };
    await put({ ...details, blood_group: 'B-' }).expect(200);
    const second = await put({ ...details, blood_group: 'AB-' }).expect(409);
    expect(second.body.message).toBe('Your blood group can be changed only once after onboarding');
    const emailChange = await put({ ...details, blood_group: 'B-', email: 'other@example.com' }).expect(400);
    expect(emailChange.body.errors.email).toBe('Email cannot be changed');

    const recipient = await put({ role: 'recipient' }).expect(200);
    expect(recipient.body.data.user.role).toBe('recipient');
    await put({ role: 'admin' }).expect(400);
  });

  it('stores a profile image judged by its content, and serves it', async () => {
    const token = await activeToken('image@example.com');
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
      'base64',
    );
    const uploaded = await api
      .http()
      .put('/v1/user')
      .set('authorization', `Bearer ${token}`)
      .attach('image', png, 'avatar.png')
      .expect(200);
    expect(uploaded.body.message).toBe('Image uploaded successfully');
    const url = new URL(uploaded.body.data.user.image as string);
    const served = await api.http().get(url.pathname).expect(200);
    expect(served.headers['content-type']).toBe('image/png');

    const fake = await api
      .http()
      .put('/v1/user')
      .set('authorization', `Bearer ${token}`)
      .attach('image', Buffer.from('<script>alert(1)</script>'), 'avatar.png')
      .expect(400);
    expect(fake.body.errors.image).toBe('Please select a .png, .jpg, .jpeg or .gif image');
  });

  it('resets a password once, ending every earlier session', async () => {
    const oldToken = await activeToken('reset@example.com');
    const unknown = await api
      .http()
      .post('/v1/auth/password-reset')
      .send({ email: 'no-account@example.com' })
      .expect(200);
    const known = await api
      .http()
      .post('/v1/auth/password-reset')
      .send({ email: 'reset@example.com', base_url: 'http://evil.example' })
      .expect(200);
    expect(known.body).toEqual(unknown.body);
    // The reset email goes out after the reply (so its time tells nothing): wait for it.
    await api.app.get(MailDelivery).idle();
    const mail = writtenMails(api.config.DATA_DIR).at(-1)!;
    expect(mail.body).toContain('http://localhost:3000/password-reset?token=');

    const resetToken = latestMailToken(api.config.DATA_DIR, 'reset@example.com', '/password-reset');
    const mismatch = await api
      .http()
      .post('/v1/auth/reset-password')
      .send({ token: resetToken, password: 'short' })
      .expect(400);
    expect(mismatch.body.errors.password).toBe('Password must be at least 8 characters');
    const done = await api
      .http()
      .post('/v1/auth/reset-password')
      .send({ token: resetToken, password: 'a-new-long-passphrase' })
      .expect(200);
    expect(done.body.message).toBe('Password reset successfully.');
    await api
      .http()
      .post('/v1/auth/reset-password')
      .send({ token: resetToken, password: 'another-passphrase-1' })
      .expect(400);

    await api.http().get('/v1/user').set('authorization', `Bearer ${oldToken}`).expect(401);
    await login('reset@example.com').expect(401);
    await login('reset@example.com', 'a-new-long-passphrase').expect(200);
  });

  it('revokes a token on logout, and refuses missing or forged tokens', async () => {
    const token = await activeToken('logout@example.com');
    await api.http().get('/v1/user').set('authorization', `Bearer ${token}`).expect(200);
    await api.http().post('/v1/auth/logout').set('authorization', `Bearer ${token}`).expect(200);
    await api.http().get('/v1/user').set('authorization', `Bearer ${token}`).expect(401);
    await api.http().get('/v1/user').expect(401);
    const forged = `${token.split('.').slice(0, 2).join('.')}.${'a'.repeat(43)}`;
    await api.http().get('/v1/user').set('authorization', `Bearer ${forged}`).expect(401);
  });

  it('keeps one notification token per device', async () => {
    const token = await activeToken('device@example.com');
    const send = (notification_token: string) =>
      api
        .http()
        .post('/v1/user/notification/token')
        .set('authorization', `Bearer ${token}`)
        .send({ notification_token, device_id: 'phone-1' });
    const subscription = (id: string) =>
      JSON.stringify({ endpoint: `https://fcm.googleapis.com/fcm/send/${id}`, keys: { p256dh: 'key', auth: 'auth' } });
    await send(subscription('first')).expect(201);
    await send(subscription('second')).expect(201);
    const rows = await api.app
      .get((await import('@mikro-orm/postgresql')).EntityManager)
      .fork()
      .getConnection()
      .execute(`select notification_token from device_token where device_id = 'phone-1'`);
    expect(rows).toEqual([{ notification_token: subscription('second') }]);
    const empty = await api
      .http()
      .post('/v1/user/notification/token')
      .set('authorization', `Bearer ${token}`)
      .send({})
      .expect(400);
    expect(empty.body.errors).toHaveProperty('device_id');
  });
});
