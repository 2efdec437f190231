import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { type JourneyFixtures, latestSmsCode, type Person, type TestApi, writtenSms, startJourneyApi } from '@test/api';
import { PHONE_MESSAGES } from '@app/domain';

describe('phone verification', () => {
  let api: TestApi;
  let fixtures: JourneyFixtures;
  let network = 0;

  beforeAll(async () => {
    ({ api, fixtures } = await startJourneyApi({
      SEARCH_WAVE_INTERVAL_SECONDS: '0',
      TRUST_PROXY: 'true',
      RATE_LIMIT_PHONE_CODE_NUMBER: '3/3600',
      RATE_LIMIT_PHONE_CODE_IP: '4/3600',
    }));
  });
  afterAll(() => api.close());

  /** Each test from a network of its own, so the per-IP limit is counted per test. */
  const client = (who: Person, ip = `198.51.100.${++network}`) => ({
    sendCode: () => api.http().post('/v1/user/phone/code').set(fixtures.auth(who)).set('x-forwarded-for', ip),
    verify: (code: string) =>
      api.http().post('/v1/user/phone/verify').set(fixtures.auth(who)).send({ code }).set('x-forwarded-for', ip),
    changeNumber: (phoneNumber: string) =>
      api.http().put('/v1/user/phone').set(fixtures.auth(who)).send({ phone_number: phoneNumber }),
    status: async () =>
      (await api.http().get('/v1/user/phone').set(fixtures.auth(who)).expect(200)).body.data as {
        phone_number: string;
        verified_at: string | null;
        sms_alerts: boolean;
        code_expires_at: string | null;
      },
  });
  const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

  it('texts a 6-digit code to the number and verifies it; the database keeps only its HMAC', async () => {
    const ada = await fixtures.person('Ada');
    const phone = client(ada);
    const sent = await phone.sendCode().expect(201);
    expect(sent.body.message).toBe('We sent a code to your phone');
    expect(sent.body.data.code_expires_at).not.toBeNull();

    const [sms] = writtenSms(api.config.DATA_DIR, ada.phone);
    expect(sms?.text).toMatch(
      /^Blood Match: your code is \d{6}\. It expires in 10 minutes\..*Replies to this number are not read\.$/,
    );
    const code = latestSmsCode(api.config.DATA_DIR, ada.phone);
    const stored = await fixtures.em().execute<{ text: string }[]>(
      `select code_hash as text from phone_verification where user_id = ?
       union all select body from sms_message where user_id = ?`,
      [ada.id, ada.id],
    );
    expect(stored).toHaveLength(2);
    for (const row of stored) expect(row.text).not.toContain(code);

    // The reply's sentence goes by key: in the reader's language (English above).
    const verified = await phone.verify(code).set('accept-language', 'ha').expect(200);
    expect(verified.body.message).toBe('An tabbatar da lambar wayarka');
    // A reply that names no sentence of its own says 'Successful', translated too.
    const read = (language: string) =>
      api.http().get('/v1/user/phone').set(fixtures.auth(ada)).set('accept-language', language).expect(200);
    expect((await read('en')).body.message).toBe('Successful');
    expect((await read('pcm')).body.message).toBe('E don work');
    expect(verified.body.data).toMatchObject({ phone_number: ada.phone, code_expires_at: null });
    expect(verified.body.data.verified_at).not.toBeNull();
    await phone.sendCode().expect(409);
  });

  it('refuses a wrong code, then still accepts the right one', async () => {
    const bola = await fixtures.person('Bola');
    const phone = client(bola);
    await phone.sendCode().expect(201);
    const code = latestSmsCode(api.config.DATA_DIR, bola.phone);

    const wrong = await phone.verify(wrongCode(code)).expect(400);
    expect(wrong.body.errors).toEqual({ code: 'That code is not right. Check the text message and try again' });
    const malformed = await phone.verify('12ab56').expect(400);
    expect(malformed.body.errors).toEqual({ code: PHONE_MESSAGES.codeInvalid });
    await phone.verify(code).expect(200);
  });

  it('refuses an expired code', async () => {
    const chidi = await fixtures.person('Chidi');
    const phone = client(chidi);
    await phone.sendCode().expect(201);
    const code = latestSmsCode(api.config.DATA_DIR, chidi.phone);
    await fixtures
      .em()
      .execute(`update phone_verification set expires_at = now() - interval '1 second' where user_id = ?`, [chidi.id]);

    const expired = await phone.verify(code).expect(400);
    expect(expired.body.errors).toEqual({ code: 'That code has expired. Ask for a new code' });
    expect((await phone.status()).verified_at).toBeNull();
  });

  it('spends a code after 5 wrong tries, however many arrive at once; a new code replaces it', async () => {
    const dayo = await fixtures.person('Dayo');
    const phone = client(dayo);
    await phone.sendCode().expect(201);
    const code = latestSmsCode(api.config.DATA_DIR, dayo.phone);

    const tries = await Promise.all(Array.from({ length: 8 }, () => phone.verify(wrongCode(code))));
    expect(tries.map((reply) => reply.body.errors.code).sort()).toEqual(
      [
        ...Array(5).fill('That code is not right. Check the text message and try again'),
        ...Array(3).fill('Too many wrong codes. Ask for a new code'),
      ].sort(),
    );
    expect((await phone.verify(code).expect(400)).body.errors).toEqual({
      code: 'Too many wrong codes. Ask for a new code',
    });
    expect((await phone.status()).code_expires_at).toBeNull();

    await phone.sendCode().expect(201);
    const fresh = latestSmsCode(api.config.DATA_DIR, dayo.phone);
    if (fresh !== code) await phone.verify(code).expect(400);
    await phone.verify(fresh).expect(200);
  });

  it('limits the codes sent to one number, and the codes asked from one network', async () => {
    const emeka = await fixtures.person('Emeka');
    const phone = client(emeka);
    for (let i = 0; i < 3; i++) await phone.sendCode().expect(201);
    const limited = await phone.sendCode().expect(429);
    expect(limited.headers['retry-after']).toBeDefined();
    // From another network the number is still limited: it is the phone's budget.
    await client(emeka).sendCode().expect(429);
    expect(writtenSms(api.config.DATA_DIR, emeka.phone)).toHaveLength(3);

    const sharedNetwork = '203.0.113.77';
    const people = await Promise.all(['F1', 'F2', 'F3', 'F4', 'F5'].map((name) => fixtures.person(name)));
    for (const person of people.slice(0, 4)) await client(person, sharedNetwork).sendCode().expect(201);
    await client(people[4]!, sharedNetwork).sendCode().expect(429);
    await client(people[4]!).sendCode().expect(201);
  });

  it('a changed number is unverified, and a code sent to the old number does not verify the new one', async () => {
    const funmi = await fixtures.person('Funmi');
    const phone = client(funmi);
    await phone.sendCode().expect(201);
    await phone.verify(latestSmsCode(api.config.DATA_DIR, funmi.phone)).expect(200);
    await api.http().put('/v1/user/sms-alerts').set(fixtures.auth(funmi)).send({ enabled: true }).expect(200);

    await phone.sendCode().expect(409);
    const unchanged = await phone.changeNumber(`+${funmi.phone}`).expect(200);
    expect(unchanged.body.data.verified_at).not.toBeNull();

    const changed = await phone.changeNumber('0803 555 0101').expect(200);
    expect(changed.body.message).toBe('Your phone number was changed. Verify it to get SMS alerts');
    expect(changed.body.data).toMatchObject({
      phone_number: '2348035550101',
      verified_at: null,
      code_expires_at: null,
    });
    const bad = await phone.changeNumber('12345').expect(400);
    expect(bad.body.errors.phone_number).toBeDefined();

    const oldCode = latestSmsCode(api.config.DATA_DIR, funmi.phone);
    expect((await phone.verify(oldCode).expect(400)).body.errors).toEqual({ code: 'Ask for a code first' });
    await phone.sendCode().expect(201);
    await phone.verify(latestSmsCode(api.config.DATA_DIR, '2348035550101')).expect(200);
  });

  it('verifies a number on one account only', async () => {
    const gbenga = await fixtures.person('Gbenga');
    await client(gbenga).sendCode().expect(201);
    await client(gbenga).verify(latestSmsCode(api.config.DATA_DIR, gbenga.phone)).expect(200);
    const impostor = await fixtures.person('Impostor');
    await client(impostor).changeNumber(gbenga.phone).expect(200);

    const refused = await client(impostor).sendCode().expect(409);
    expect(refused.body.message).toBe('This phone number is already verified on another account');
  });

  it('turns SMS alerts on only with a verified number', async () => {
    const hauwa = await fixtures.person('Hauwa');
    const refused = await api
      .http()
      .put('/v1/user/sms-alerts')
      .set(fixtures.auth(hauwa))
      .send({ enabled: true })
      .expect(409);
    expect(refused.body.message).toBe('Verify your phone number before turning on SMS alerts');
    expect((await client(hauwa).status()).sms_alerts).toBe(false);
    await api.http().put('/v1/user/sms-alerts').set(fixtures.auth(hauwa)).send({ enabled: false }).expect(200);
  });
});
