import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { PHONE_NOT_MOBILE } from '@app/domain';
import {
  createTestStaff,
  eventually,
  writtenMails,
  writtenSms,
  type JourneyFixtures,
  type Person,
  type TestApi,
  startJourneyApi,
} from '@test/api';

/**
 * SMS pumping: someone asks for verification codes to numbers of their choosing (premium or foreign ranges paid per
 * text). Limits per IP and per number alone let one account text 30 numbers from 3 networks in an hour.
 */
describe('SMS pumping', () => {
  let api: TestApi;
  let fixtures: JourneyFixtures;
  let network = 0;
  const generous = '1000/3600';

  beforeAll(async () => {
    ({ api, fixtures } = await startJourneyApi({
      SEARCH_WAVE_INTERVAL_SECONDS: '0',
      TRUST_PROXY: 'true',
      RATE_LIMIT_PHONE_CODE_IP: generous,
      RATE_LIMIT_PHONE_CODE_NUMBER: generous,
      RATE_LIMIT_PHONE_CODE_ACCOUNT: '3/86400',
      RATE_LIMIT_PHONE_CHANGE_ACCOUNT: '2/86400',
      SMS_DAILY_PHONE_CODE_BUDGET: '8',
    }));
  });
  afterAll(() => api.close());

  /** Every call from a network of its own: the per-IP limit never applies. */
  const sendCode = (who: Person) =>
    api.http().post('/v1/user/phone/code').set(fixtures.auth(who)).set('x-forwarded-for', `198.51.100.${++network}`);
  const changeNumber = (who: Person, phoneNumber: string) =>
    api.http().put('/v1/user/phone').set(fixtures.auth(who)).send({ phone_number: phoneNumber });
  const textsTo = (numbers: string[]) => numbers.flatMap((to) => writtenSms(api.config.DATA_DIR, to));

  it('limits one account, whatever its numbers and networks: codes per account, and number changes', async () => {
    const pumper = await fixtures.person('Pumper');
    const numbers = ['08031110001', '08031110002', '08031110003'];
    await sendCode(pumper).expect(201);
    for (const number of numbers.slice(0, 2)) {
      await changeNumber(pumper, number).expect(200);
      await sendCode(pumper).expect(201);
    }
    const change = await changeNumber(pumper, numbers[2]!).expect(429);
    expect(change.body.message).toBe(
      'Too many phone number changes from your account, please try again within 24 hours',
    );
    expect(change.headers['retry-after']).toBeDefined();
    // The number stays the last one allowed, and a refused change did not clear its verification state.
    expect((await api.http().get('/v1/user/phone').set(fixtures.auth(pumper))).body.data.phone_number).toBe(
      '2348031110002',
    );

    const code = await sendCode(pumper).expect(429);
    expect(code.body.message).toBe('Too many codes asked for from your account, please try again within 24 hours');
    expect(textsTo([pumper.phone, '2348031110001', '2348031110002', '2348031110003'])).toHaveLength(3);
  });

  it('refuses numbers that are not Nigerian mobiles, entered or already stored, and texts nothing to them', async () => {
    const premium = await fixtures.person('Premium');
    const refused = await changeNumber(premium, '0700 123 4567').expect(400);
    expect(refused.body.errors).toEqual({ phone_number: PHONE_NOT_MOBILE });
    await fixtures.em().execute(`update app_user set phone_number = '2348001234567' where id = ?`, [premium.id]);
    const stored = await sendCode(premium).expect(409);
    expect(stored.body.message).toBe(PHONE_NOT_MOBILE);
    expect(textsTo(['2347001234567', '2348001234567'])).toEqual([]);
  });

  it('stops at the platform budget of codes a day, warning every admin as it nears and when it is spent', async () => {
    const admin = await createTestStaff(api, 'admin');
    const moderator = await createTestStaff(api, 'moderator');
    // Three codes of the budget of eight went in the first test.
    const people = await Promise.all(['B1', 'B2', 'B3', 'B4', 'B5', 'B6'].map((name) => fixtures.person(name)));
    for (const person of people.slice(0, 5)) await sendCode(person).expect(201);
    const paused = await sendCode(people[5]!).expect(429);
    expect(paused.body.message).toBe('Phone verification is paused for now, please try again later');
    expect(textsTo(people.map((person) => person.phone))).toHaveLength(5);

    const warnings = await eventually(
      async () => writtenMails(api.config.DATA_DIR).filter((mail) => mail.subject.includes('Phone verification')),
      (mails) => mails.length >= 2,
    );
    expect(warnings.map((mail) => [mail.to, mail.subject]).sort()).toEqual(
      [
        [admin.email, 'Phone verification paused: the daily budget of texts is spent'],
        [admin.email, 'Phone verification: 7 of 8 texts of the daily budget sent'],
      ].sort(),
    );
    expect(writtenMails(api.config.DATA_DIR).filter((mail) => mail.to === moderator.email)).toEqual([]);
  });
});
