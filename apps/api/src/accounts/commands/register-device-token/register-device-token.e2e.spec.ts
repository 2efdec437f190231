import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { EntityManager } from '@mikro-orm/postgresql';
import { PUSH_ENDPOINT_REFUSED } from '@app/messaging';
import { signInTestUser, startTestApi, TestPushService, type TestApi } from '@test/api';
import { MAX_DEVICES_PER_USER } from './register-device-token.command.js';

// One secret for every instance here: the token strategy is registered with passport once per process.
const JWT_SECRET = 'a secret shared by the instances of this test';

const subscription = (endpoint: string) =>
  JSON.stringify({ endpoint, expirationTime: null, keys: { p256dh: 'BNc-public-key', auth: 'auth-secret' } });

describe('push subscriptions', () => {
  let api: TestApi;
  let pushService: TestPushService;
  let token: string;

  beforeAll(async () => {
    api = await startTestApi({ JWT_SECRET });
    pushService = await TestPushService.start();
    token = (await signInTestUser(api, 'push@example.com')).token;
  });
  afterAll(async () => {
    await pushService.stop();
    await api.close();
  });

  const register = (notification_token: string, device_id = 'phone-1', as = token, on = api) =>
    on
      .http()
      .post('/v1/user/notification/token')
      .set('authorization', `Bearer ${as}`)
      .send({ notification_token, device_id });

  const devicesOf = (email: string) =>
    api.app
      .get(EntityManager)
      .fork()
      .getConnection()
      .execute<{ device_id: string; notification_token: string }[]>(
        `select device_id, notification_token from device_token where user_id = (select id from app_user where email = ?) order by updated_at`,
        [email],
      );

  it("accepts the known push services' https endpoints", async () => {
    for (const endpoint of [
      'https://fcm.googleapis.com/fcm/send/dGVzdA:APA91b',
      'https://updates.push.services.mozilla.com/wpush/v2/gAAAAA',
      'https://web.push.apple.com/QGuQyavXutnMH',
      'https://wns2-par02p.notify.windows.com/w/?token=BQYAAA',
    ])
      await register(subscription(endpoint)).expect(201);
  });

  it('refuses other schemes, other hosts, and private, loopback or link-local addresses', async () => {
    const before = await devicesOf('push@example.com');
    for (const endpoint of [
      'http://fcm.googleapis.com/fcm/send/x',
      'file:///etc/passwd',
      'gopher://fcm.googleapis.com/x',
      'https://127.0.0.1/push',
      'https://[::1]/push',
      'https://169.254.169.254/latest/meta-data',
      'https://10.0.0.7/push',
      'https://localhost/push',
      'https://fcm.googleapis.com.evil.example/x',
      'https://evil.example/fcm.googleapis.com',
      'https://user:secret@fcm.googleapis.com/fcm/send/x',
      'https://push.apple.com.evil.example/x',
      pushService.subscribe(),
    ]) {
      const refused = await register(subscription(endpoint)).expect(400);
      expect([endpoint, refused.body.errors]).toEqual([endpoint, { notification_token: PUSH_ENDPOINT_REFUSED }]);
    }
    for (const notToken of ['first', '{}', JSON.stringify({ endpoint: 'https://fcm.googleapis.com/x' })])
      await register(notToken).expect(400);
    expect(await devicesOf('push@example.com')).toEqual(before);
  });

  it('accepts a service listed exactly in PUSH_ENDPOINT_HOSTS, such as the local test double', async () => {
    const local = await startTestApi(
      { JWT_SECRET, PUSH_ENDPOINT_HOSTS: TestPushService.HOST },
      { database: api.database },
    );
    try {
      await register(pushService.subscribe(), 'laptop', token, local).expect(201);
      await register(subscription('https://fcm.googleapis.com/fcm/send/x'), 'laptop', token, local).expect(400);
    } finally {
      await local.close();
    }
  });

  it(`keeps the ${MAX_DEVICES_PER_USER} most recently registered devices of a user, replacing the oldest`, async () => {
    const many = (await signInTestUser(api, 'many-devices@example.com')).token;
    for (let device = 1; device <= MAX_DEVICES_PER_USER + 2; device++)
      await register(subscription(`https://fcm.googleapis.com/fcm/send/${device}`), `device-${device}`, many).expect(
        201,
      );
    const devices = (await devicesOf('many-devices@example.com')).map((row) => row.device_id);
    expect(devices).toHaveLength(MAX_DEVICES_PER_USER);
    expect(devices).not.toContain('device-1');
    expect(devices).not.toContain('device-2');
    expect(devices).toContain(`device-${MAX_DEVICES_PER_USER + 2}`);

    // Refreshing a device already registered does not push another one out.
    await register(subscription('https://fcm.googleapis.com/fcm/send/again'), 'device-3', many).expect(201);
    expect(await devicesOf('many-devices@example.com')).toHaveLength(MAX_DEVICES_PER_USER);
  });

  it("binds a device id to its user: another account naming it cannot take over the first account's device", async () => {
    const owner = (await signInTestUser(api, 'owner@example.com')).token;
    const other = (await signInTestUser(api, 'other@example.com')).token;
    const mine = subscription('https://fcm.googleapis.com/fcm/send/owner');
    await register(mine, 'shared-id', owner).expect(201);
    await register(subscription('https://fcm.googleapis.com/fcm/send/other'), 'shared-id', other).expect(201);
    expect(await devicesOf('owner@example.com')).toEqual([{ device_id: 'shared-id', notification_token: mine }]);
    expect(await devicesOf('other@example.com')).toHaveLength(1);
  });
});
