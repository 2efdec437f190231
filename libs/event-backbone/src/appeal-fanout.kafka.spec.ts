import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { Partitioners } from 'kafkajs';
import type { KafkaProjectorConsumer } from '@app/messaging';
import {
  appealFixtures,
  openBackboneRun,
  RecordingPush,
  testConfig,
  waitFor,
  type BackboneRun,
} from '@app/testing/backbone';

const TOPIC_PARTITIONS = 4;
const FANOUT_PARTITIONS = 8;

/** An appeal id whose batches' keys land on every partition of the topic (so each member of the group gets some). */
const appealIdOverEveryPartition = (): string => {
  const partitioner = Partitioners.DefaultPartitioner();
  const partitionMetadata = Array.from({ length: TOPIC_PARTITIONS }, (_, partitionId) => ({
    partitionErrorCode: 0,
    partitionId,
    leader: 0,
    replicas: [0],
    isr: [0],
  }));
  for (;;) {
    const id = randomUUID();
    const hit = new Set(
      Array.from({ length: FANOUT_PARTITIONS }, (_, partition) =>
        partitioner({ topic: 'appeals', partitionMetadata, message: { key: `${id}/${partition}`, value: null } }),
      ),
    );
    if (hit.size === TOPIC_PARTITIONS) return id;
  }
};

describe('an appeal fanned out through Kafka by two projector processes', () => {
  let run: BackboneRun;

  beforeAll(async () => {
    run = await openBackboneRun({ kafka: true });
  });
  afterAll(() => run.close());

  it('shares the batches between them and tells every donor once', async () => {
    const { harness, kafka } = run;
    const config = testConfig({
      ...kafka.env,
      KAFKA_TOPIC_PARTITIONS: String(TOPIC_PARTITIONS),
      APPEAL_FANOUT_PARTITIONS: String(FANOUT_PARTITIONS),
      APPEAL_FANOUT_BATCH: '7',
    });
    const relay = await run.start('api', config);
    const pushes = [new RecordingPush(), new RecordingPush()];
    const assigned = pushes.map(() => 0);
    for (const [index, push] of pushes.entries())
      await run.start('projectors', config, {
        push,
        onConsumer: (projector: string, { consumer }: KafkaProjectorConsumer) => {
          if (projector === 'notifications')
            consumer.on(consumer.events.GROUP_JOIN, (event) => {
              assigned[index] = event.payload.memberAssignment[kafka.topics.forFamily('appeals')]?.length ?? 0;
            });
        },
      });
    await waitFor(() => assigned.every((n) => n > 0), 20_000, 'both processes to hold appeal partitions');

    const fixtures = await appealFixtures(harness.em);
    const donors = await fixtures.donors(120, 'O+', true);
    const appeal = await fixtures.raise(['O+'], appealIdOverEveryPartition());
    run.relayEvery([relay]);
    await waitFor(
      async () => (await fixtures.notified(appeal.id)).length >= donors.length,
      30_000,
      'every donor to be told',
    );
    await waitFor(() => pushes.reduce((sum, push) => sum + push.sent.length, 0) >= donors.length, 10_000, 'the pushes');
    expect(await fixtures.notified(appeal.id)).toEqual([...donors].sort());
    const pushed = pushes.flatMap((push) => push.sent.map((sent) => sent.subscription));
    expect(pushed.sort()).toEqual(donors.map((id) => `push-${id}`).sort());
    // Both processes did part of it.
    expect(pushes.map((push) => push.sent.length > 0)).toEqual([true, true]);
  }, 90_000);
});
