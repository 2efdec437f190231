import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { kafkaBrokersForTests, type KafkaBrokersForTests } from '@app/testing';
import { createKafka } from './kafka-client.js';

const require = createRequire(import.meta.url);
const root = join(import.meta.dirname, '..', '..', '..', '..');
const kafkajs = dirname(require.resolve('kafkajs/package.json'));

interface RequestQueue {
  pending: unknown[];
  throttledUntil: number;
  throttleCheckTimeoutId: NodeJS.Timeout | null;
  checkPendingRequests(): void;
  scheduleCheckPendingRequests(): void;
  destroy(): void;
}
const RequestQueue = require('kafkajs/src/network/requestQueue/index.js') as {
  new (options: Record<string, unknown>): RequestQueue;
  prototype: RequestQueue;
};

const queue = (): RequestQueue & { checkPendingRequests: jest.Mock } => {
  const made = new RequestQueue({
    maxInFlightRequests: 1,
    requestTimeout: 1000,
    enforceRequestTimeout: false,
    clientId: 'idle-queue',
    broker: 'localhost:9092',
    logger: { debug: () => undefined, warn: () => undefined },
  });
  made.checkPendingRequests = jest.fn();
  return made as RequestQueue & { checkPendingRequests: jest.Mock };
};

/** Git's object id of a file's content, as a patch's `index <before>..<after>` line abbreviates it. */
const gitBlobId = (content: Buffer): string =>
  createHash('sha1')
    .update(Buffer.concat([Buffer.from(`blob ${content.length}\0`), content]))
    .digest('hex');

describe('the kafkajs patch', () => {
  const patches = readdirSync(join(root, 'patches')).filter((name) => name.startsWith('kafkajs+'));

  it('was made from the kafkajs version installed, so an upgrade has to remake it or drop it', () => {
    const { version } = JSON.parse(readFileSync(join(kafkajs, 'package.json'), 'utf8')) as { version: string };
    expect(patches).toEqual([`kafkajs+${version}.patch`]);
  });

  it('is applied: each file it changes is, byte for byte, what the patch made of the upstream file', () => {
    const patch = readFileSync(join(root, 'patches', patches[0]!), 'utf8');
    const files = [
      ...patch.matchAll(/^diff --git a\/node_modules\/kafkajs\/(\S+) .*\nindex [0-9a-f]+\.\.([0-9a-f]+)/gm),
    ];
    expect(files.map(([, path]) => path)).toEqual(['src/network/requestQueue/index.js']);
    for (const [, path, after] of files) {
      expect(gitBlobId(readFileSync(join(kafkajs, path!)))).toMatch(new RegExp(`^${after}`));
    }
  });
});

describe("kafkajs's request queue, without its idle timer loop", () => {
  it('sets no timer when nothing waits and nothing is throttled', () => {
    const idle = queue();
    try {
      idle.scheduleCheckPendingRequests();
      expect(idle.throttleCheckTimeoutId).toBeNull();
    } finally {
      idle.destroy();
    }
  });

  it('checks waiting requests again after 10 ms, or when the throttle runs out', () => {
    jest.useFakeTimers({ now: 1_000_000 });
    const waiting = queue();
    const throttled = queue();
    try {
      waiting.pending.push({});
      waiting.scheduleCheckPendingRequests();
      jest.advanceTimersByTime(9);
      expect(waiting.checkPendingRequests).not.toHaveBeenCalled();
      jest.advanceTimersByTime(1);
      expect(waiting.checkPendingRequests).toHaveBeenCalledTimes(1);
      expect(waiting.throttleCheckTimeoutId).toBeNull();

      throttled.pending.push({});
      throttled.throttledUntil = Date.now() + 500;
      throttled.scheduleCheckPendingRequests();
      jest.advanceTimersByTime(499);
      expect(throttled.checkPendingRequests).not.toHaveBeenCalled();
      jest.advanceTimersByTime(1);
      expect(throttled.checkPendingRequests).toHaveBeenCalledTimes(1);
    } finally {
      waiting.destroy();
      throttled.destroy();
      jest.useRealTimers();
    }
  });

  describe('on connections to a broker', () => {
    let kafka: KafkaBrokersForTests;
    beforeAll(async () => {
      kafka = await kafkaBrokersForTests();
    });
    afterAll(() => kafka.stop());

    it('an idle producer checks its queue only when requests come, and sends as before', async () => {
      const client = createKafka({ brokers: kafka.brokers, clientId: `idle-queue-${Date.now()}` });
      const producer = client.producer({ maxInFlightRequests: 1 });
      await producer.connect();
      const topic = `idle-queue-${Date.now()}`;
      // Ten sends at once on one connection that takes one request at a time: nine wait in the queue and go out.
      await Promise.all(
        Array.from({ length: 10 }, (_, i) => producer.send({ topic, messages: [{ key: `k${i}`, value: `v${i}` }] })),
      );
      const checks = jest.spyOn(RequestQueue.prototype, 'checkPendingRequests');
      try {
        await new Promise((resolve) => setTimeout(resolve, 300));
        // Unpatched, each open connection checked its empty queue about every millisecond (some 300 checks here);
        // the last check scheduled while requests waited may still come.
        expect(checks.mock.calls.length).toBeLessThanOrEqual(1);
        checks.mockClear();
        await producer.send({ topic, messages: [{ key: 'after', value: 'idle' }] });
        expect(checks).toHaveBeenCalled();
      } finally {
        checks.mockRestore();
        await producer.disconnect();
      }
    });
  });
});
