import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  allProjected,
  BULK_DRAIN_MS,
  BULK_TEST_TIMEOUT_MS,
  expectExactlyOnce,
  openBackboneRun,
  testConfig,
  waitFor,
  workload,
  writeEvents,
  type BackboneRun,
} from '@app/testing/backbone';

describe('event backbone through Kafka (kafkajs against the test broker, or the cluster in KAFKA_BROKERS)', () => {
  let run: BackboneRun;

  beforeAll(async () => {
    run = await openBackboneRun({ kafka: true });
  });

  afterAll(() => run.close());

  it(
    'delivers 10,000 events over 300 aggregates to all three projectors, in order per aggregate, once each',
    async () => {
      const { harness, kafka } = run;
      const config = testConfig({ ...kafka.env, KAFKA_TOPIC_PARTITIONS: '6' });
      // Two API instances, so two relays share the outbox.
      const relays = [await run.start('api', config), await run.start('api', config)];
      await run.start('projectors', config);
      expect((await kafka.topicNames()).sort()).toEqual([...kafka.topics.all].sort());

      await writeEvents(harness.em, workload(10_000, 300));
      const relaying = run.relayEvery(relays);
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
