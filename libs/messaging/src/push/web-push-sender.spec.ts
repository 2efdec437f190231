import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import webpush from 'web-push';
import { TestPushService } from '@app/testing';
import { PushEndpointPolicy } from './push-endpoint-policy.js';
import { WebPushSender, type VapidKeys } from './web-push-sender.js';

describe('WebPushSender against a Web Push service', () => {
  let service: TestPushService;
  const keys: VapidKeys = { ...webpush.generateVAPIDKeys(), subject: 'mailto:no-reply@bloodmatch.ng' };
  const failures: Record<string, unknown>[] = [];
  let sender: WebPushSender;

  beforeAll(async () => {
    service = await TestPushService.start();
    sender = new WebPushSender(
      keys,
      (_message, fields) => failures.push(fields),
      service.agent,
      new PushEndpointPolicy([TestPushService.HOST]),
    );
  });
  afterAll(() => service.stop());

  it('delivers the message encrypted for the subscribed browser, VAPID-signed for the push service, kept a day', async () => {
    const subscription = service.subscribe();
    const message = { title: 'New blood request', body: 'O+ needed at LUTH, Idi-Araba', url: '/app/requests' };

    expect(await sender.send(subscription, message)).toBe('sent');

    const [delivered, ...more] = service.delivered(subscription);
    expect(more).toEqual([]);
    expect(JSON.parse(delivered!.payload)).toEqual(message);
    expect(delivered!.ttl).toBe(24 * 3600);
    expect(delivered!.vapid).toEqual(
      expect.objectContaining({ aud: service.origin, sub: keys.subject, publicKey: keys.publicKey }),
    );
  });

  it('reports a subscription the push service no longer knows (404, 410) as gone', async () => {
    for (const status of [404, 410]) {
      const subscription = service.subscribe();
      service.answerWith(subscription, status);
      expect(await sender.send(subscription, { title: 't', body: 'b' })).toBe('gone');
    }
  });

  it('reports a push service error as failed, keeping the subscription, and logs why', async () => {
    const subscription = service.subscribe();
    service.answerWith(subscription, 503);
    expect(await sender.send(subscription, { title: 't', body: 'b' })).toBe('failed');
    expect(failures.at(-1)).toEqual(expect.objectContaining({ status: 503 }));
  });

  it('is refused by the push service when its VAPID keys do not belong together', async () => {
    const other = webpush.generateVAPIDKeys();
    const refusals: Record<string, unknown>[] = [];
    const mismatched = new WebPushSender(
      { ...keys, publicKey: other.publicKey },
      (_message, fields) => refusals.push(fields),
      service.agent,
      new PushEndpointPolicy([TestPushService.HOST]),
    );
    const subscription = service.subscribe();
    expect(await mismatched.send(subscription, { title: 't', body: 'b' })).toBe('failed');
    expect(refusals).toEqual([expect.objectContaining({ status: 403 })]);
    expect(service.delivered(subscription)).toEqual([]);
  });

  it('sends nothing to an endpoint its policy does not allow: by default, none on a loopback address', async () => {
    const refusals: Record<string, unknown>[] = [];
    const strict = new WebPushSender(keys, (_message, fields) => refusals.push(fields), service.agent);
    const subscription = service.subscribe();
    expect(await strict.send(subscription, { title: 't', body: 'b' })).toBe('failed');
    expect(service.delivered(subscription)).toEqual([]);
    expect(refusals).toEqual([expect.objectContaining({ endpoint: expect.stringContaining(TestPushService.HOST) })]);
  });

  it('sends nothing for a token that is not a Web Push subscription', async () => {
    for (const token of ['fcm-registration-token', JSON.stringify({ endpoint: service.origin + '/push/x' }), '{}'])
      expect(await sender.send(token, { title: 't', body: 'b' })).toBe('failed');
  });
});
