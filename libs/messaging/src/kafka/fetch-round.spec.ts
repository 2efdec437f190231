import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Consumer, KafkaMessage } from 'kafkajs';
import { kafkaBrokersForTests, type KafkaBrokersForTests, waitFor } from '@app/testing';
import { createKafka } from './kafka-client.js';
import { FetchRound } from './fetch-round.js';

const PARTITIONS = 4;
const PER_PARTITION = 5;

describe('FetchRound', () => {
  let kafka: KafkaBrokersForTests;
  const topic = `fetch-round-${Date.now()}`;
  const groupId = `${topic}-group`;
  const client = () => createKafka({ brokers: kafka.brokers, clientId: topic });

  /** A consumer whose eachBatch goes through a FetchRound, recording the chunks `process` was given. */
  const consume = async (
    sizes: ConstructorParameters<typeof FetchRound>[2],
    chunks: KafkaMessage[][],
    group = groupId,
  ): Promise<{ consumer: Consumer; fetches: () => number; commits: () => number }> => {
    const consumer = client().consumer({ groupId: group, maxWaitTimeInMs: 100, heartbeatInterval: 300 });
    let fetches = 0;
    let commits = 0;
    consumer.on(consumer.events.FETCH, () => fetches++);
    consumer.on(consumer.events.COMMIT_OFFSETS, () => commits++);
    const round = new FetchRound(
      async (messages) => {
        chunks.push(messages);
      },
      () => true,
      sizes,
    );
    await consumer.connect();
    await consumer.subscribe({ topic, fromBeginning: true });
    await consumer.run({ partitionsConsumedConcurrently: PARTITIONS, ...round.runOptions });
    return { consumer, fetches: () => fetches, commits: () => commits };
  };

  beforeAll(async () => {
    kafka = await kafkaBrokersForTests();
    const admin = client().admin();
    await admin.connect();
    await admin.createTopics({ waitForLeaders: true, topics: [{ topic, numPartitions: PARTITIONS }] });
    await admin.disconnect();
    // Everything is stored before the consumer joins, so its first fetch returns every partition's batch at once.
    const producer = client().producer();
    await producer.connect();
    for (let index = 0; index < PER_PARTITION; index++)
      await producer.send({
        topic,
        messages: Array.from({ length: PARTITIONS }, (_, partition) => ({
          partition,
          key: `aggregate-${partition}`,
          value: String(index),
        })),
      });
    await producer.disconnect();
  });

  afterAll(async () => {
    await kafka.stop();
  });

  it("processes a fetch's partitions together, in offset order per partition, and commits every partition", async () => {
    const chunks: KafkaMessage[][] = [];
    const { consumer, commits } = await consume({ chunkSize: 8, eventsPerLane: 25, maxLanes: 4 }, chunks);
    await waitFor(() => chunks.flat().length === PARTITIONS * PER_PARTITION, 20_000, 'every message');
    await consumer.disconnect();

    // One fetch of four partitions of five messages, one lane (up to 25 events), in chunks of at most eight: three
    // transactions, not four, and one offset commit after each (kafkajs left to itself adds one per partition).
    expect(chunks.map((chunk) => chunk.length)).toEqual([8, 8, 4]);
    expect(commits()).toBe(3);
    const byKey = new Map<string, string[]>();
    for (const message of chunks.flat()) {
      const key = message.key!.toString();
      byKey.set(key, [...(byKey.get(key) ?? []), message.value!.toString()]);
    }
    for (let partition = 0; partition < PARTITIONS; partition++)
      expect(byKey.get(`aggregate-${partition}`)).toEqual(['0', '1', '2', '3', '4']);

    const admin = client().admin();
    await admin.connect();
    const committed = await admin.fetchOffsets({ groupId, topics: [topic] });
    await admin.disconnect();
    expect(committed[0]!.partitions.map(({ offset }) => offset)).toEqual(
      Array.from({ length: PARTITIONS }, () => String(PER_PARTITION)),
    );
  });

  it('lets a restarted consumer pick up after the committed offsets only', async () => {
    const chunks: KafkaMessage[][] = [];
    const { consumer, fetches } = await consume({ chunkSize: 8, eventsPerLane: 25, maxLanes: 4 }, chunks);
    // Nothing new was produced: once it has fetched from the committed offsets, twice, it still has nothing.
    await waitFor(() => fetches() >= 2, 20_000, 'two fetches');
    await consumer.disconnect();
    expect(chunks.flat()).toHaveLength(0);
  });

  it('splits a large round into lanes, a partition staying in one lane', async () => {
    const chunks: KafkaMessage[][] = [];
    const { consumer } = await consume({ chunkSize: 8, eventsPerLane: 5, maxLanes: 4 }, chunks, `${groupId}-lanes`);
    await waitFor(() => chunks.flat().length === PARTITIONS * PER_PARTITION, 20_000, 'every message');
    await consumer.disconnect();

    // Twenty events, one lane per five: four lanes, one partition each, side by side.
    expect(chunks).toHaveLength(PARTITIONS);
    for (const chunk of chunks) {
      expect(new Set(chunk.map((message) => message.key!.toString())).size).toBe(1);
      expect(chunk.map((message) => message.value!.toString())).toEqual(['0', '1', '2', '3', '4']);
    }
  });

  it('gives a heavy message a chunk (a transaction) of its own', async () => {
    const chunks: KafkaMessage[][] = [];
    // The third message of each partition weighs a whole chunk (an appeal batch among ordinary events).
    const weigh = (message: KafkaMessage) => (message.value!.toString() === '2' ? 8 : 1);
    const { consumer } = await consume(
      { chunkSize: 8, eventsPerLane: 25, maxLanes: 4, weigh },
      chunks,
      `${groupId}-heavy`,
    );
    await waitFor(() => chunks.flat().length === PARTITIONS * PER_PARTITION, 20_000, 'every message');
    await consumer.disconnect();

    const heavy = chunks.filter((chunk) => chunk.some((message) => message.value!.toString() === '2'));
    expect(heavy).toHaveLength(PARTITIONS);
    for (const chunk of heavy) expect(chunk).toHaveLength(1);
    // Weight 48 at 25 a lane: two lanes, each an ordinary run, the heavy one, the rest with the next partition's run.
    expect(chunks.length).toBeGreaterThan(PARTITIONS * 2);
    for (let partition = 0; partition < PARTITIONS; partition++)
      expect(
        chunks
          .flat()
          .filter((message) => message.key!.toString() === `aggregate-${partition}`)
          .map((message) => message.value!.toString()),
      ).toEqual(['0', '1', '2', '3', '4']);
  });
});
