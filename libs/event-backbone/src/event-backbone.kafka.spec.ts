import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { EventBackbone } from './event-backbone.js';
import {
  allProjected,
  BULK_DRAIN_MS,
  BULK_TEST_TIMEOUT_MS,
  expectExactlyOnce,
  openHarness,
  openKafka,
  relayEvery,
  startBackbone,
  testConfig,
  waitFor,
  workload,
  writeEvents,
  type Harness,
  type TestKafka,
} from '@app/testing/backbone';

describe('event backbone through Kafka (kafkajs against the test broker, or the cluster in KAFKA_BROKERS)', () => {
  let harness: Harness;
  let kafka: TestKafka;
  const running: EventBackbone[] = [];
  let relaying: ReturnType<typeof relayEvery> | undefined;

  beforeAll(async () => {
    harness = await openHarness();
    kafka = await openKafka();
  });

  afterAll(async () => {
    relaying?.stop();
    for (const backbone of running) await backbone.stop();
    await kafka.close();
    await harness.close();
  });

  it(
    'delivers 10,000 events over 300 aggregates to all three projectors, in order per aggregate, once each',
    async () => {
      const config = testConfig({ ...kafka.env, KAFKA_TOPIC_PARTITIONS: '6' });
      // Two API instances, so two relays share the outbox.
      const relays = [await startBackbone(harness, 'api', config), await startBackbone(harness, 'api', config)];
      const projectors = await startBackbone(harness, 'projectors', config);
      running.push(projectors, ...relays);
      expect((await kafka.topicNames()).sort()).toEqual([...kafka.topics.all].sort());

      await writeEvents(harness.em, workload(10_000, 300));
      relaying = relayEvery(relays);
      await waitFor(() => allProjected(harness.em), BULK_DRAIN_MS, 'every event to reach every projector');

      const { facts, expected, outOfOrder, badges } = await expectExactlyOnce(harness.em);
      expect(facts).toEqual(expected);
      expect(badges).toBeGreaterThan(0);
      expect(outOfOrder).toBe(0);
      // Both relays published, no row twice: the 10,000 events and the badges the stats projector raised.
      const { published } = relaying;
      expect(published.reduce((sum, n) => sum + n, 0)).toBe(10_000 + badges);
      expect(Math.min(...published)).toBeGreaterThan(0);
      expect(await kafka.recordCount(kafka.topics.forFamily('blood-requests'))).toBe(10_000);
      expect(await kafka.recordCount(kafka.topics.forFamily('donors'))).toBe(badges);
    },
    BULK_TEST_TIMEOUT_MS,
  );
});
