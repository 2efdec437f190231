import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { kafkaBrokersForTests, type KafkaBrokersForTests } from '@app/testing';
import { createKafka } from './kafka-client.js';
import { scheduleCheckWhenNeeded } from './idle-request-queue.js';

const queue = (state: { pending?: unknown[]; throttledUntil?: number } = {}) => ({
  pending: state.pending ?? [],
  throttledUntil: state.throttledUntil ?? -1,
  throttleCheckTimeoutId: null as NodeJS.Timeout | null,
  checkPendingRequests: jest.fn(),
  scheduleCheckPendingRequests: scheduleCheckWhenNeeded,
});

describe("kafkajs's request queue, without its idle timer loop", () => {
  it('sets no timer when nothing waits and nothing is throttled', () => {
    const idle = queue();
    idle.scheduleCheckPendingRequests();
    expect(idle.throttleCheckTimeoutId).toBeNull();
  });

  it('checks waiting requests again after 10 ms, or when the throttle runs out', () => {
    jest.useFakeTimers({ now: 1_000_000 });
    try {
      const waiting = queue({ pending: [{}] });
      waiting.scheduleCheckPendingRequests();
      jest.advanceTimersByTime(9);
      expect(waiting.checkPendingRequests).not.toHaveBeenCalled();
      jest.advanceTimersByTime(1);
      expect(waiting.checkPendingRequests).toHaveBeenCalledTimes(1);
      expect(waiting.throttleCheckTimeoutId).toBeNull();

      const throttled = queue({ pending: [{}], throttledUntil: Date.now() + 500 });
      throttled.scheduleCheckPendingRequests();
      jest.advanceTimersByTime(499);
      expect(throttled.checkPendingRequests).not.toHaveBeenCalled();
      jest.advanceTimersByTime(1);
      expect(throttled.checkPendingRequests).toHaveBeenCalledTimes(1);
    } finally {
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
      const { prototype } = createRequire(import.meta.url)('kafkajs/src/network/requestQueue/index.js') as {
        prototype: { checkPendingRequests(): void };
      };
      const client = createKafka({ brokers: kafka.brokers, clientId: `idle-queue-${Date.now()}` });
      const producer = client.producer({ maxInFlightRequests: 1 });
      await producer.connect();
      const topic = `idle-queue-${Date.now()}`;
      // Ten sends at once on one connection that takes one request at a time: nine wait in the queue and go out.
      await Promise.all(
        Array.from({ length: 10 }, (_, i) => producer.send({ topic, messages: [{ key: `k${i}`, value: `v${i}` }] })),
      );
      const checks = jest.spyOn(prototype, 'checkPendingRequests');
      try {
        await new Promise((resolve) => setTimeout(resolve, 300));
        // Unfixed, each open connection checked its empty queue about every millisecond (some 300 checks here); the
        // last check scheduled while requests waited may still come.
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
