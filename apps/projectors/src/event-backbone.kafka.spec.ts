import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { KafkaTestBroker } from '@app/testing';
import type { EventBackbone } from './event-backbone.js';
import {
  allProjected,
  expectExactlyOnce,
  openHarness,
  startBackbone,
  testConfig,
  waitFor,
  workload,
  writeEvents,
  type Harness,
} from './testing/backbone-harness.js';

describe('event backbone through Kafka (kafkajs against the test broker)', () => {
  let harness: Harness;
  let broker: KafkaTestBroker;
  const running: EventBackbone[] = [];
  let relayTimer: NodeJS.Timeout | undefined;

  beforeAll(async () => {
    harness = await openHarness();
    broker = await KafkaTestBroker.start();
  });

  afterAll(async () => {
    clearInterval(relayTimer);
    for (const backbone of running) await backbone.stop();
    await broker.stop();
    await harness.close();
  });

  it('delivers 10,000 events over 300 aggregates to all three projectors, in order per aggregate, once each', async () => {
    const config = testConfig({
      EVENT_TRANSPORT: 'kafka',
      KAFKA_BROKERS: broker.brokers.join(','),
      KAFKA_CLIENT_ID: 'bloodmatch-test',
      KAFKA_TOPIC_PARTITIONS: '6',
    });
    const api = await startBackbone(harness, 'api', config);
    const projectors = await startBackbone(harness, 'projectors', config);
    running.push(projectors, api);
    expect(broker.topicNames()).toEqual(
      expect.arrayContaining(['bloodmatch.blood-requests', 'bloodmatch.donors', 'bloodmatch.dead-letters']),
    );

    await writeEvents(harness.em, workload(10_000, 300));
    relayTimer = setInterval(() => void api.relayTick(), 50);
    await waitFor(() => allProjected(harness.em), 50_000, 'every event to reach every projector');

    const { facts, expected, outOfOrder, badges } = await expectExactlyOnce(harness.em);
    expect(facts).toEqual(expected);
    expect(badges).toBeGreaterThan(0);
    expect(outOfOrder).toBe(0);
    // The value on the wire is the envelope; the broker holds every published row.
    expect(broker.recordCount('bloodmatch.blood-requests')).toBe(10_000);
    expect(broker.recordCount('bloodmatch.donors')).toBe(badges);
  }, 58_000);
});
