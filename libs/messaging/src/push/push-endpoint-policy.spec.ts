import { describe, expect, it } from '@jest/globals';
import { isPublicAddress, PushEndpointPolicy } from './push-endpoint-policy.js';

describe('push endpoint policy', () => {
  it('tells public addresses from loopback, private, link-local and other special ones', () => {
    for (const address of ['142.250.187.234', '2a00:1450:4009:81f::200a']) expect(isPublicAddress(address)).toBe(true);
    for (const address of [
      '127.0.0.1',
      '10.1.2.3',
      '172.16.0.1',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '224.0.0.1',
      '::1',
      '::',
      'fe80::1',
      'fd00::1',
      '::ffff:127.0.0.1',
      'not an address',
    ])
      expect([address, isPublicAddress(address)]).toEqual([address, false]);
  });

  it('allows https endpoints of listed hosts: exact names, and names under a wildcard domain', () => {
    const policy = new PushEndpointPolicy();
    expect(policy.allows('https://fcm.googleapis.com/fcm/send/x')).toBe(true);
    expect(policy.allows('https://api.push.apple.com/x')).toBe(true);
    expect(policy.allows('https://push.apple.com/x')).toBe(false);
    expect(policy.allows('https://xpush.apple.com/x')).toBe(false);
    expect(policy.allows('http://fcm.googleapis.com/x')).toBe(false);
    expect(policy.allows('https://FCM.googleapis.com./x')).toBe(false);
    expect(policy.allows('not a url')).toBe(false);
  });

  it('refuses, when connecting, a name that resolves to a non-public address unless that name is listed exactly', async () => {
    const resolve = (policy: PushEndpointPolicy, hostname: string) =>
      new Promise<NodeJS.ErrnoException | null>((done) => {
        type Lookup = (host: string, options: object, callback: (error: NodeJS.ErrnoException | null) => void) => void;
        const { lookup } = (policy.guardedAgent() as unknown as { options: { lookup: Lookup } }).options;
        lookup(hostname, {}, done);
      });
    expect((await resolve(new PushEndpointPolicy(), 'localhost'))?.code).toBe('EACCES');
    expect(await resolve(new PushEndpointPolicy(['localhost']), 'localhost')).toBeNull();
  });

  it('never lets a wildcard cover an address, and allows one only when listed exactly', () => {
    expect(new PushEndpointPolicy(['*.0.0.1']).allows('https://127.0.0.1/x')).toBe(false);
    expect(new PushEndpointPolicy(['127.0.0.1']).allows('https://127.0.0.1:8443/x')).toBe(true);
    expect(new PushEndpointPolicy(['::1']).allows('https://[::1]/x')).toBe(true);
  });
});
