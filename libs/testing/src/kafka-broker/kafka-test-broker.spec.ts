import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { CompressionTypes, Kafka, logLevel, type Consumer, type KafkaConfig } from 'kafkajs';
import { waitFor } from '../eventually.js';
import { KafkaTestBroker, kafkaBrokersForTests, killableSockets, testsUseExternalKafka } from './index.js';

// Short polls and heartbeats: members only notice a rebalance when their long-poll Fetch returns.
const SESSION_TIMEOUT_MS = 3000;
const consumerTimings = {
  maxWaitTimeInMs: 100,
  heartbeatInterval: 300,
  sessionTimeout: SESSION_TIMEOUT_MS,
  rebalanceTimeout: 6000,
};

interface Received {
  readonly partition: number;
  readonly offset: number;
  readonly key: string;
  readonly value: string;
  readonly header: string;
}

let sequence = 0;
const unique = (prefix: string): string => `${prefix}-${Date.now()}-${(sequence += 1)}`;

function kafkaClient(brokers: string[], extra: Partial<KafkaConfig> = {}): Kafka {
  return new Kafka({
    clientId: unique('spec'),
    brokers,
    logLevel: logLevel.NOTHING,
    retry: { initialRetryTime: 100, maxRetryTime: 1000, retries: 10 },
    ...extra,
  });
}

async function consumeInto(consumer: Consumer, topic: string, into: Received[]): Promise<void> {
  await consumer.connect();
  await consumer.subscribe({ topic, fromBeginning: true });
  await consumer.run({
    eachMessage: async ({ partition, message }) => {
      into.push({
        partition,
        offset: Number(message.offset),
        key: message.key?.toString() ?? '',
        value: message.value?.toString() ?? '',
        header: message.headers?.['donor']?.toString() ?? '',
      });
    },
  });
}

/** Records every assignment a member receives, so a test can wait for a rebalance outcome. */
function trackAssignments(consumer: Consumer): { latest(): number[] } {
  let partitions: number[] = [];
  consumer.on(consumer.events.GROUP_JOIN, ({ payload }) => {
    partitions = Object.values(payload.memberAssignment)
      .flat()
      .sort((a, b) => a - b);
  });
  return { latest: () => partitions };
}

const messagesFor = (count: number, from = 0) =>
  Array.from({ length: count }, (_, i) => ({
    key: `donor-${(from + i) % 7}`,
    value: `donation-${from + i}`,
    headers: { donor: `header-${from + i}` },
  }));

describe('KafkaTestBroker with the kafkajs client', () => {
  let broker: KafkaTestBroker;
  let kafka: Kafka;
  const cleanups: (() => Promise<unknown>)[] = [];

  beforeAll(async () => {
    broker = await KafkaTestBroker.start();
    kafka = kafkaClient(broker.brokers);
  });

  afterEach(async () => {
    await Promise.all(cleanups.splice(0).map((cleanup) => cleanup().catch(() => undefined)));
  });

  afterAll(async () => {
    await broker.stop();
  });

  async function connected<T extends { connect(): Promise<void>; disconnect(): Promise<void> }>(client: T): Promise<T> {
    cleanups.push(() => client.disconnect());
    await client.connect();
    return client;
  }

  it('listens on 127.0.0.1 on a free port', () => {
    expect(broker.brokers).toEqual([expect.stringMatching(/^127\.0\.0\.1:\d+$/)]);
  });

  it('creates topics with the requested partition count and answers false for an existing one', async () => {
    const topic = unique('requests');
    const admin = await connected(kafka.admin());

    expect(await admin.createTopics({ topics: [{ topic, numPartitions: 3 }] })).toBe(true);
    expect(await admin.createTopics({ topics: [{ topic, numPartitions: 3 }] })).toBe(false);

    const { topics } = await admin.fetchTopicMetadata({ topics: [topic] });
    expect(topics[0]?.partitions).toHaveLength(3);
    expect(broker.topicNames()).toContain(topic);
    expect(await admin.fetchTopicOffsets(topic)).toEqual(
      [0, 1, 2].map((partition) => ({ partition, offset: '0', high: '0', low: '0' })),
    );
  });

  it('auto-creates a topic a producer writes to', async () => {
    const topic = unique('auto');
    const producer = await connected(kafka.producer());

    await producer.send({ topic, messages: [{ value: 'first' }] });

    expect(broker.topicNames()).toContain(topic);
    expect(broker.recordCount(topic)).toBe(1);
  });

  it('stores batches sent with acks -1, acks 1, acks 0 and gzip, and reports exact offsets', async () => {
    const topic = unique('donations');
    const admin = await connected(kafka.admin());
    const producer = await connected(kafka.producer());
    await admin.createTopics({ topics: [{ topic, numPartitions: 2 }] });

    await producer.send({ topic, acks: -1, messages: messagesFor(50) });
    await producer.send({ topic, acks: 1, messages: messagesFor(20, 50) });
    await producer.send({ topic, compression: CompressionTypes.GZIP, messages: messagesFor(30, 70) });
    await producer.send({ topic, acks: 0, messages: messagesFor(5, 100) });
    await waitFor(() => broker.recordCount(topic) === 105, 2000, 'the acks=0 batch');

    const offsets = await admin.fetchTopicOffsets(topic);
    expect(offsets.reduce((total, { high }) => total + Number(high), 0)).toBe(105);
    expect(offsets.every(({ low }) => low === '0')).toBe(true);
  });

  it('delivers every message with key and headers, in order per partition, to a group consumer', async () => {
    const topic = unique('ordered');
    const admin = await connected(kafka.admin());
    const producer = await connected(kafka.producer());
    await admin.createTopics({ topics: [{ topic, numPartitions: 3 }] });
    for (let batch = 0; batch < 4; batch++) await producer.send({ topic, messages: messagesFor(25, batch * 25) });
    await producer.send({ topic, compression: CompressionTypes.GZIP, messages: messagesFor(10, 100) });

    const received: Received[] = [];
    const consumer = await connected(kafka.consumer({ groupId: unique('group'), ...consumerTimings }));
    await consumeInto(consumer, topic, received);
    await waitFor(() => received.length >= 110, 10_000, '110 messages');

    expect(received).toHaveLength(110);
    expect(new Set(received.map(({ value }) => value)).size).toBe(110);
    for (const message of received) {
      const index = Number(message.value.replace('donation-', ''));
      expect(message.key).toBe(`donor-${index % 7}`);
      expect(message.header).toBe(`header-${index}`);
    }
    for (const partition of [0, 1, 2]) {
      const inPartition = received.filter((message) => message.partition === partition);
      expect(inPartition.map(({ offset }) => offset)).toEqual(inPartition.map((_, i) => i));
      // The same key always lands on one partition, so production order must survive per key.
      const indexes = inPartition.map(({ value }) => Number(value.replace('donation-', '')));
      expect(indexes).toEqual([...indexes].sort((a, b) => a - b));
    }
  });

  it('serves large messages from an idempotent producer across several fetches', async () => {
    const topic = unique('large');
    const producer = await connected(kafka.producer({ idempotent: true }));
    const payloads = ['a', 'b', 'c'].map((fill) => fill.repeat(700_000));
    for (const payload of payloads) await producer.send({ topic, messages: [{ key: 'scan', value: payload }] });

    const received: Received[] = [];
    const consumer = await connected(kafka.consumer({ groupId: unique('group'), ...consumerTimings }));
    await consumeInto(consumer, topic, received);
    await waitFor(() => received.length === 3, 10_000, 'three large messages');

    expect(received.map(({ value }) => value)).toEqual(payloads);
  });

  it('deletes topics', async () => {
    const topic = unique('deleted');
    const admin = await connected(kafka.admin());
    await admin.createTopics({ topics: [{ topic }] });

    await admin.deleteTopics({ topics: [topic] });

    expect(broker.topicNames()).not.toContain(topic);
  });

  it('resumes a group from its committed offsets after the consumer restarts', async () => {
    const topic = unique('resume');
    const groupId = unique('group');
    const admin = await connected(kafka.admin());
    const producer = await connected(kafka.producer());
    await admin.createTopics({ topics: [{ topic, numPartitions: 2 }] });
    await producer.send({ topic, messages: messagesFor(20) });

    const firstRun: Received[] = [];
    const first = kafka.consumer({ groupId, ...consumerTimings });
    await consumeInto(first, topic, firstRun);
    await waitFor(() => firstRun.length === 20, 10_000, 'the first 20 messages');
    await waitFor(
      async () => {
        const [committed] = await admin.fetchOffsets({ groupId, topics: [topic] });
        return committed?.partitions.reduce((total, { offset }) => total + Number(offset), 0) === 20;
      },
      5000,
      'offsets to be committed',
    );
    await first.disconnect();

    await producer.send({ topic, messages: messagesFor(10, 20) });
    const secondRun: Received[] = [];
    const second = await connected(kafka.consumer({ groupId, ...consumerTimings }));
    await consumeInto(second, topic, secondRun);
    await waitFor(() => secondRun.length >= 10, 10_000, 'the 10 new messages');
    await new Promise((resolve) => setTimeout(resolve, 300));

    expect(secondRun.map(({ value }) => value).sort()).toEqual(
      messagesFor(10, 20)
        .map(({ value }) => value)
        .sort(),
    );
  });

  it('shares partitions between two members and gives all to the one left after a clean leave', async () => {
    const topic = unique('shared');
    const groupId = unique('group');
    const admin = await connected(kafka.admin());
    const producer = await connected(kafka.producer());
    await admin.createTopics({ topics: [{ topic, numPartitions: 4 }] });

    const received: Received[] = [];
    const first = await connected(kafka.consumer({ groupId, ...consumerTimings }));
    const second = kafka.consumer({ groupId, ...consumerTimings });
    cleanups.push(() => second.disconnect());
    const firstAssignment = trackAssignments(first);
    const secondAssignment = trackAssignments(second);
    await consumeInto(first, topic, received);
    await waitFor(() => firstAssignment.latest().length === 4, 10_000, 'the first member to own everything');
    await consumeInto(second, topic, received);
    await waitFor(
      () => firstAssignment.latest().length === 2 && secondAssignment.latest().length === 2,
      10_000,
      'a 2+2 split',
    );
    expect([...firstAssignment.latest(), ...secondAssignment.latest()].sort()).toEqual([0, 1, 2, 3]);

    await second.disconnect();
    await waitFor(() => firstAssignment.latest().length === 4, 10_000, 'the remaining member to own everything');

    await producer.send({ topic, messages: messagesFor(40) });
    await waitFor(() => received.length >= 40, 10_000, '40 messages');
    expect(new Set(received.map(({ value }) => value)).size).toBe(40);
  });

  it('expels a killed member after the session timeout, and the survivor gets every message', async () => {
    const topic = unique('crash');
    const groupId = unique('group');
    const admin = await connected(kafka.admin());
    const producer = await connected(kafka.producer());
    await admin.createTopics({ topics: [{ topic, numPartitions: 4 }] });

    const received: Received[] = [];
    const survivor = await connected(kafka.consumer({ groupId, ...consumerTimings }));
    const survivorAssignment = trackAssignments(survivor);
    await consumeInto(survivor, topic, received);
    await waitFor(() => survivorAssignment.latest().length === 4, 10_000, 'the survivor to own everything');

    const victimSockets = killableSockets();
    const victim = kafkaClient(broker.brokers, { socketFactory: victimSockets.socketFactory }).consumer({
      groupId,
      ...consumerTimings,
    });
    cleanups.push(async () => {
      victimSockets.revive();
      await victim.disconnect();
    });
    const victimAssignment = trackAssignments(victim);
    await consumeInto(victim, topic, received);
    await waitFor(() => victimAssignment.latest().length === 2, 10_000, 'the victim to get its share');

    // Keep producing throughout, so the survivor is still busy when the group changes around it.
    let produced = 0;
    const producing = (async () => {
      for (let round = 0; round < 40; round++) {
        await producer.send({ topic, messages: messagesFor(5, produced) });
        produced += 5;
        if (round === 10) victimSockets.kill();
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    })();

    await waitFor(() => survivorAssignment.latest().length === 2, 1000, 'the split to hold while the victim is dead');
    await producing;
    await waitFor(
      () => survivorAssignment.latest().length === 4,
      SESSION_TIMEOUT_MS + 5000,
      'the survivor to take over',
    );
    await waitFor(() => new Set(received.map(({ value }) => value)).size === produced, 10_000, 'every message');
    expect(produced).toBe(200);
  });

  it('answers the kafkajs describeGroup call', async () => {
    const topic = unique('described');
    const groupId = unique('group');
    const consumer = await connected(kafka.consumer({ groupId, ...consumerTimings }));
    const assignment = trackAssignments(consumer);
    await consumeInto(consumer, topic, []);
    await waitFor(() => assignment.latest().length === 1, 10_000, 'the assignment');

    const description = await consumer.describeGroup();
    expect(description).toMatchObject({ groupId, state: 'Stable', protocolType: 'consumer' });
    expect(description.members).toHaveLength(1);
  });
});

describe('KafkaTestBroker outage', () => {
  it('keeps data and offsets across stop() and restart() on the same port, and a retrying send lands', async () => {
    const broker = await KafkaTestBroker.start({ defaultPartitions: 2 });
    const kafka = kafkaClient(broker.brokers);
    const topic = unique('outage');
    const groupId = unique('group');
    const producer = kafka.producer();
    const admin = kafka.admin();
    const consumer = kafka.consumer({ groupId, ...consumerTimings });
    try {
      await producer.connect();
      await admin.connect();
      await producer.send({ topic, messages: messagesFor(10) });
      const received: Received[] = [];
      await consumeInto(consumer, topic, received);
      await waitFor(() => received.length === 10, 10_000, 'the first 10 messages');

      const brokersBefore = [...broker.brokers];
      await broker.stop();
      const sending = producer.send({ topic, messages: messagesFor(5, 10) });
      await new Promise((resolve) => setTimeout(resolve, 500));
      await broker.restart();
      await sending;

      expect(broker.brokers).toEqual(brokersBefore);
      expect(broker.recordCount(topic)).toBe(15);
      await waitFor(() => new Set(received.map(({ value }) => value)).size === 15, 15_000, 'messages after restart');
      const [committed] = await admin.fetchOffsets({ groupId, topics: [topic] });
      expect(committed?.partitions.length).toBe(2);
    } finally {
      await Promise.allSettled([consumer.disconnect(), producer.disconnect(), admin.disconnect()]);
      await broker.stop();
    }
  });
});

describe('kafkaBrokersForTests', () => {
  const original = process.env['KAFKA_BROKERS'];
  afterEach(() => {
    if (original === undefined) delete process.env['KAFKA_BROKERS'];
    else process.env['KAFKA_BROKERS'] = original;
  });

  it('uses the brokers in KAFKA_BROKERS when set, and never stops them', async () => {
    process.env['KAFKA_BROKERS'] = 'kafka-1:9092, kafka-2:9092';
    const kafka = await kafkaBrokersForTests();
    expect(kafka.brokers).toEqual(['kafka-1:9092', 'kafka-2:9092']);
    expect(kafka.testBroker).toBeNull();
    expect(testsUseExternalKafka()).toBe(true);
    await kafka.stop();
  });

  it('starts an in-memory broker otherwise', async () => {
    delete process.env['KAFKA_BROKERS'];
    const kafka = await kafkaBrokersForTests();
    expect(kafka.testBroker?.brokers).toEqual(kafka.brokers);
    expect(testsUseExternalKafka()).toBe(false);
    try {
      const admin = kafkaClient(kafka.brokers).admin();
      await admin.connect();
      expect(await admin.listTopics()).toEqual([]);
      await admin.disconnect();
    } finally {
      await kafka.stop();
    }
  });
});
