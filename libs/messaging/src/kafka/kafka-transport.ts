import type { Consumer, Kafka, Producer } from 'kafkajs';
import type { OutboxSink } from '../outbox/outbox-relay.js';
import type { DeadLetter, ProjectorRunner } from '../consumer/projector-runner.js';
import type { KafkaTopics } from './kafka-client.js';
import { eventWeight } from '../consumer/projector.js';
import { FetchRound } from './fetch-round.js';

/** A producer fit for the relay: acks from all in-sync replicas, one request in flight (order under retries). */
export const createRelayProducer = (kafka: Kafka): Producer =>
  kafka.producer({ idempotent: true, maxInFlightRequests: 1, allowAutoTopicCreation: false });

/** The relay's sink to Kafka: topic per family, aggregate id as key, envelope as value, type and id as headers. */
export const kafkaSink =
  (producer: Producer, topics: KafkaTopics): OutboxSink =>
  async (rows) => {
    const byTopic = new Map<string, { key: string; value: string; headers: Record<string, string> }[]>();
    for (const row of rows) {
      const topic = topics.forFamily(row.family);
      const messages = byTopic.get(topic) ?? [];
      messages.push({
        key: row.envelope.aggregate_id,
        value: JSON.stringify(row.envelope),
        headers: {
          'event-type': row.envelope.type,
          'event-id': row.envelope.id,
          'event-version': String(row.envelope.version),
        },
      });
      byTopic.set(topic, messages);
    }
    await producer.sendBatch({
      acks: -1,
      topicMessages: [...byTopic.entries()].map(([topic, messages]) => ({ topic, messages })),
    });
  };

/** Publishes a dead letter to the dead-letter topic, the error in its headers. */
export const publishDeadLetter = (producer: Producer, topics: KafkaTopics) => async (letter: DeadLetter) => {
  await producer.send({
    topic: topics.deadLetters,
    acks: -1,
    messages: [
      {
        key: letter.aggregateId,
        value: JSON.stringify(letter.raw ?? null),
        headers: {
          'event-id': letter.eventId,
          'event-type': letter.eventType,
          consumer: letter.consumer,
          error: letter.error,
          attempts: String(letter.attempts),
        },
      },
    ],
  });
};

const decode = (value: Buffer | null): unknown => {
  try {
    return JSON.parse(value?.toString('utf8') ?? 'null');
  } catch {
    return { unparsable: value?.toString('base64') ?? null };
  }
};

export interface ConsumerTimings {
  sessionTimeout?: number;
  heartbeatInterval?: number;
  maxWaitTimeInMs?: number;
  rebalanceTimeout?: number;
}

/**
 * A projector's Kafka consumer: one group per projector, every family topic, the partitions of each fetch processed
 * together (FetchRound) in chunks of one transaction each, per partition in offset order (so per aggregate), offsets
 * committed after each chunk. A crash replays at most the uncommitted tail, which the inbox absorbs.
 */
export class KafkaProjectorConsumer {
  readonly consumer: Consumer;
  private running = false;

  constructor(
    kafka: Kafka,
    private readonly runner: ProjectorRunner,
    private readonly options: {
      groupId: string;
      topics: string[];
      /**
       * Partitions whose batches kafkajs hands over at once: those beyond it wait for a worker, and their events join a
       * later chunk. Cover every partition a member may be assigned (topics x partitions) so a fetch is one round.
       */
      partitionsConsumedConcurrently?: number;
      /** Events per transaction. */
      chunkSize?: number;
      timings?: ConsumerTimings;
    },
  ) {
    this.consumer = kafka.consumer({
      groupId: options.groupId,
      allowAutoTopicCreation: false,
      ...options.timings,
      // kafkajs restarts a crashed consumer after a delay, even when the crash raced stop(): a stopped projector
      // would come back and consume on its own. Only a running one may restart.
      retry: { retries: 5, restartOnFailure: async () => this.running },
    });
    // And a restart already under way when stop() came is not stopped by it (kafkajs stops only a runner that has
    // finished joining): such a consumer leaves again as soon as it joins or fetches.
    const stayStopped = () => {
      if (!this.running) void this.consumer.disconnect().catch(() => undefined);
    };
    this.consumer.on(this.consumer.events.GROUP_JOIN, stayStopped);
    this.consumer.on(this.consumer.events.FETCH_START, stayStopped);
  }

  async start(): Promise<void> {
    await this.consumer.connect();
    await this.consumer.subscribe({ topics: this.options.topics, fromBeginning: true });
    this.running = true;
    const chunkSize = this.options.chunkSize ?? 100;
    const weigh = eventWeight([this.runner.projector], chunkSize);
    const round = new FetchRound(
      async (messages) => {
        await this.runner.processBatch(messages.map((message) => decode(message.value)));
      },
      () => this.running,
      {
        chunkSize,
        eventsPerLane: 25,
        maxLanes: 4,
        weigh: (message) => weigh(message.headers?.['event-type']?.toString()),
      },
    );
    await this.consumer.run({
      partitionsConsumedConcurrently: this.options.partitionsConsumedConcurrently ?? 3,
      ...round.runOptions,
    });
  }

  /** Graceful: stops fetching, lets the running messages finish, commits their offsets, leaves the group. */
  async stop(): Promise<void> {
    if (!this.running) return;
    this.running = false;
    await this.consumer.disconnect();
  }
}
