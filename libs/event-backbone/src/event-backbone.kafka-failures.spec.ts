import { afterEach, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { ReminderDue } from '@app/contracts';
import { killableSockets, testsUseExternalKafka } from '@app/testing';
import type { KafkaProjectorConsumer } from '@app/messaging';
import {
  allProjected,
  BULK_DRAIN_MS,
  BULK_TEST_TIMEOUT_MS,
  count,
  expectExactlyOnce,
  openBackboneRun,
  testConfig,
  waitFor,
  workload,
  writeEvents,
  type BackboneRun,
  type Harness,
} from '@app/testing/backbone';

describe('event backbone through Kafka when things fail', () => {
  let run: BackboneRun | undefined;

  afterEach(async () => {
    await run?.close();
    run = undefined;
  });

  const setUp = async () => {
    const opened = await openBackboneRun({ kafka: true });
    run = opened;
    const { harness, kafka } = opened;
    const config = testConfig({
      ...kafka.env,
      KAFKA_TOPIC_PARTITIONS: '4',
      PROJECTOR_MAX_ATTEMPTS: '2',
    });
    const api = await opened.start('api', config);
    opened.relayEvery([api]);
    const projectors = (extra: Parameters<BackboneRun['start']>[2] = {}) => opened.start('projectors', config, extra);
    return { harness, kafka, api, projectors, onClose: opened.onClose };
  };

  const expectAllOnce = async (harness: Harness) => {
    await waitFor(() => allProjected(harness.em), BULK_DRAIN_MS, 'every event to reach every projector');
    const { facts, expected, outOfOrder } = await expectExactlyOnce(harness.em);
    expect(facts).toEqual(expected);
    expect(outOfOrder).toBe(0);
  };

  it(
    'a projector killed mid-batch and restarted resumes from committed offsets, nothing lost or doubled',
    async () => {
      const { harness, projectors, onClose } = await setUp();
      const sockets = killableSockets();
      const victim = await projectors({ kafka: { overrides: { socketFactory: sockets.socketFactory } } });
      onClose(async () => sockets.revive());
      await writeEvents(harness.em, workload(3000, 100));
      await waitFor(
        async () => (await count(harness.em, `select count(*) as n from inbox_message where consumer = 'stats'`)) > 300,
        20_000,
        'the victim to be mid-way',
      );
      sockets.kill();
      // Events the victim can no longer see: the restarted projectors have work whatever the victim finished (since
      // the stats projector counts a chunk in one statement it can be done with 3,000 events before the kill).
      await writeEvents(harness.em, workload(500, 20));
      expect(await allProjected(harness.em)).toBe(false);
      await projectors();
      await expectAllOnce(harness);
      expect(victim.consumers.length).toBe(3);
    },
    BULK_TEST_TIMEOUT_MS,
  );

  // Only a broker of the test's own can be taken down: skipped when the tests run against the cluster in KAFKA_BROKERS.
  const itTakesTheBrokerDown = testsUseExternalKafka() ? it.skip : it;

  itTakesTheBrokerDown(
    'holds events in the outbox while the broker is down and delivers them all once it returns',
    async () => {
      const { harness, kafka, api, projectors } = await setUp();
      const broker = kafka.testBroker!;
      await projectors();
      await writeEvents(harness.em, workload(500, 50));
      await waitFor(() => allProjected(harness.em), 20_000, 'the first events');

      await broker.stop();
      await writeEvents(harness.em, workload(500, 50)); // the API keeps accepting writes
      await waitFor(() => api.relay?.lastError != null, 10_000, 'the relay to notice the outage');
      expect(await count(harness.em, `select count(*) as n from outbox_message where published_at is null`)).toBe(500);
      expect((await api.status()).relay.unpublished).toBe(500);

      await broker.restart();
      await expectAllOnce(harness);
    },
    55_000,
  );

  it(
    'two instances of a projector share the partitions, and one takes over when the other leaves',
    async () => {
      const { harness, projectors } = await setUp();
      const assignments = () => {
        const latest = new Map<string, number>();
        const onConsumer = (projector: string, { consumer }: KafkaProjectorConsumer) =>
          consumer.on(consumer.events.GROUP_JOIN, (event) => {
            const assigned = Object.values(event.payload.memberAssignment).reduce((sum, list) => sum + list.length, 0);
            latest.set(projector, assigned);
          });
        return { latest, onConsumer };
      };
      const firstSeen = assignments();
      const first = await projectors({ onConsumer: firstSeen.onConsumer });
      const firstAssigned = firstSeen.latest;
      const secondSeen = assignments();
      await projectors({ onConsumer: secondSeen.onConsumer });
      const secondAssigned = secondSeen.latest;

      let writing = true;
      const writer = (async () => {
        while (writing) {
          await writeEvents(harness.em, workload(100, 20));
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
      })();
      await waitFor(
        () => [...secondAssigned.values()].some((n) => n > 0) && [...firstAssigned.values()].some((n) => n > 0),
        15_000,
        'both instances to hold partitions',
      );
      await first.stop();
      // 5 family topics x 4 partitions each, all on the survivor.
      await waitFor(
        () => [...secondAssigned.values()].every((n) => n === 20) && secondAssigned.size === 3,
        15_000,
        'the survivor to take over',
      );
      writing = false;
      await writer;
      await expectAllOnce(harness);
    },
    BULK_TEST_TIMEOUT_MS,
  );

  it(
    'sends a poison event to the dead-letter topic with its error, and the rest flow on',
    async () => {
      const { harness, kafka, projectors } = await setUp();
      await projectors();
      const poisonId = randomUUID();
      await writeEvents(harness.em, workload(200, 20));
      await harness.em
        .fork()
        .getConnection()
        .execute(
          `insert into outbox_message (id, family, aggregate_type, aggregate_id, message_type, version, payload, occurred_at, created_at)
         values (?, 'donors', 'donor', ?, ?, 99, '{}'::jsonb, now(), now())`,
          [poisonId, randomUUID(), ReminderDue.type],
        );
      await writeEvents(harness.em, workload(200, 20));
      await expectAllOnce(harness);
      await waitFor(
        async () => (await kafka.recordCount(kafka.topics.deadLetters)) === 1,
        5000,
        'the dead letter on its topic',
      );
      const [letter] = await harness.em
        .fork()
        .getConnection()
        .execute<{ consumer: string; error: string }[]>(`select consumer, error from dead_letter where event_id = ?`, [
          poisonId,
        ]);
      expect(letter).toEqual({ consumer: 'notifications', error: expect.stringContaining('version 99') });
    },
    BULK_TEST_TIMEOUT_MS,
  );
});
