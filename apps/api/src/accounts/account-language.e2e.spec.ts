import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { MailDelivery } from '@app/messaging';
import { startTestApi, writtenMails, type TestApi, verifyTestUserEmail } from '@test/api';

describe('accounts: the language of the account, of emails and of replies', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi({ RATE_LIMIT_REGISTER_IP: '200/600', RATE_LIMIT_LOGIN_IP: '500/60' });
  });
  afterAll(() => api.close());

  const signUp = (email: string, extra: Record<string, unknown> = {}, acceptLanguage?: string) => {
    const request = api.http().post('/v1/auth/register');
    if (acceptLanguage) void request.set('accept-language', acceptLanguage);
    return request.send({
      first_name: 'Amina',
      last_name: 'Bello',
      email,
      phone_number: '2348012345678',
      password: 'blood-donor-2026',
      base_url: 'http://localhost:3000',
      privacy: true,
      ...extra,
    });
  };

  const signedIn = async (email: string) => {
    await verifyTestUserEmail(api, email);
    const login = await api.http().post('/v1/auth/login').send({ email, password: 'blood-donor-2026' }).expect(200);
    return `Bearer ${login.body.data.token as string}`;
  };

  it('takes the language from the browser at sign-up and writes the verification email in it', async () => {
    const created = await signUp('amina.ha@example.com', {}, 'fr-FR, ha;q=0.9, en;q=0.5').expect(201);
    expect(created.body.message).toBe('Duba imel ɗinka don hanyar ci gaba.');
    const mail = writtenMails(api.config.DATA_DIR).at(-1)!;
    expect(mail.subject).toBe('Tabbatar da adireshin imel ɗinka');
    expect(mail.body).toContain('Sannu Amina,');

    const authorization = await signedIn('amina.ha@example.com');
    const me = await api.http().get('/v1/user').set('authorization', authorization).expect(200);
    expect(me.body.data.user.language).toBe('ha');
  });

  it("prefers the app's language sent with the sign-up, and English when nothing is said", async () => {
    await signUp('amina.yo@example.com', { language: 'yo' }, 'ha').expect(201);
    expect(writtenMails(api.config.DATA_DIR).at(-1)!.subject).toBe('Jẹ́rìí sí adirẹsi imeeli rẹ');
    await signUp('amina.en@example.com').expect(201);
    expect(writtenMails(api.config.DATA_DIR).at(-1)!.subject).toBe('Verify your email address');
    const authorization = await signedIn('amina.en@example.com');
    const me = await api.http().get('/v1/user').set('authorization', authorization).expect(200);
    expect(me.body.data.user.language).toBe('en');
  });

  it('changes the language with PUT /v1/user, refuses an unknown one and changes nothing', async () => {
    await signUp('amina.pcm@example.com').expect(201);
    const authorization = await signedIn('amina.pcm@example.com');
    const changed = await api
      .http()
      .put('/v1/user')
      .set('authorization', authorization)
      .set('accept-language', 'pcm')
      .send({ language: 'pcm' })
      .expect(200);
    expect(changed.body).toMatchObject({ data: { user: { language: 'pcm' } }, message: 'We don change your language' });

    const refused = await api
      .http()
      .put('/v1/user')
      .set('authorization', authorization)
      .send({ language: 'fr' })
      .expect(400);
    expect(refused.body.errors).toEqual({ language: 'Choose one of the languages offered' });
    const me = await api.http().get('/v1/user').set('authorization', authorization).expect(200);
    expect(me.body.data.user.language).toBe('pcm');

    await api.http().post('/v1/auth/password-reset').send({ email: 'amina.pcm@example.com' }).expect(200);
    await api.app.get(MailDelivery).idle(); // the reset email goes out after the reply
    expect(writtenMails(api.config.DATA_DIR).at(-1)!.subject).toBe('Change your password');
  });

  it('answers errors and field errors in the language the request asks for', async () => {
    const wrong = await api
      .http()
      .post('/v1/auth/login')
      .set('accept-language', 'ig')
      .send({ email: 'nobody@example.com', password: 'whatever-1234' })
      .expect(401);
    expect(wrong.body.message).toBe('Email ma ọ bụ okwuntughe ezighi ezi');

    const empty = await api.http().post('/v1/auth/register').set('accept-language', 'yo').send({}).expect(400);
    expect(empty.body.errors).toMatchObject({ email: 'Imeeli ko le ṣofo', first_name: 'Orúkọ àkọ́kọ́ ko le ṣofo' });

    const english = await api.http().post('/v1/auth/register').send({}).expect(400);
    expect(english.body.errors).toMatchObject({ email: 'Email cannot be empty' });
  });
});
