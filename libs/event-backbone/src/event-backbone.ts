import type { EntityManager } from '@mikro-orm/postgresql';
import type { Admin, Kafka, KafkaConfig, Producer } from 'kafkajs';
import type { AppConfig } from '@app/config';
import {
  consumerGroupFor,
  createKafka,
  createRelayProducer,
  ensureTopics,
  inlineSink,
  KafkaProjectorConsumer,
  kafkaSink,
  KafkaTopics,
  OutboxCommitSignal,
  OutboxRelay,
  OutboxWakeUp,
  outboxLag,
  pruneEventTables,
  publishDeadLetter,
  runExclusively,
  type ConsumerTimings,
  type OutboxLag,
  type ProjectorRunner,
  type MailDelivery,
  type PushSender,
} from '@app/messaging';
import { createProjectors, createRunners, raiseDueReminders } from '@app/projectors';

export type BackboneRole =
  /** The API process: inline, it hosts the projectors too; with Kafka, it runs the relay. */
  | 'api'
  /** apps/projectors: with Kafka, the consumers and the due-reminders job; inline, nothing. */
  | 'projectors';

export type Log = (level: 'info' | 'warn' | 'error', message: string, fields?: Record<string, unknown>) => void;

export interface EventBackboneOptions {
  config: Pick<
    AppConfig,
    | 'EVENT_TRANSPORT'
    | 'KAFKA_BROKERS'
    | 'KAFKA_CLIENT_ID'
    | 'KAFKA_TOPIC_PREFIX'
    | 'KAFKA_TOPIC_PARTITIONS'
    | 'KAFKA_REPLICATION_FACTOR'
    | 'OUTBOX_BATCH_SIZE'
    | 'OUTBOX_LINGER_MS'
    | 'OUTBOX_RETENTION_HOURS'
    | 'INBOX_RETENTION_DAYS'
    | 'PROJECTOR_MAX_ATTEMPTS'
    | 'APPEAL_COOLDOWN_DAYS'
    | 'APPEAL_FANOUT_PARTITIONS'
    | 'APPEAL_FANOUT_BATCH'
    | 'APPEAL_FANOUT_LANES'
    | 'APPEAL_FANOUT_REST_PERCENT'
    | 'APPEAL_PUSH_CONCURRENCY'
    | 'APPEAL_PUSHES_PER_SECOND'
  >;
  role: BackboneRole;
  em: EntityManager;
  push: PushSender | null;
  /** Tries the emails events queue (receipts, decisions) right after commit; the API's mail job sends the rest. */
  mail?: MailDelivery | null;
  log: Log;
  /** Tests: a socket factory, short timings, quick retries. */
  kafka?: { overrides?: Partial<KafkaConfig> };
  consumerTimings?: ConsumerTimings;
  retryDelayMs?: (attempt: number) => number;
  /** Tests: how the relay waits out OUTBOX_LINGER_MS (a timer by default). */
  pause?: (ms: number) => Promise<void>;
  /** Benchmarks: false to relay only when ticked (a backlog's throughput), not as rows commit (here or elsewhere). */
  wakeOnCommit?: boolean;
  /** Tests: sees each Kafka consumer before it starts (to listen to its group events). */
  onConsumer?: (projector: string, consumer: KafkaProjectorConsumer) => void;
}

/**
 * The event transport of one process, per EVENT_TRANSPORT and role:
 * - inline, api: the relay's sink runs the projectors in-process;
 * - kafka, api: the relay publishes to Kafka (family topics created at start);
 * - kafka, projectors: one consumer group per projector, dead letters to the dead-letter topic.
 * Timers are the caller's (the Nest module registers them with @nestjs/schedule); `tick` methods do the work. The relay
 * also runs as soon as outbox rows commit: rows this process commits through its ORM wake it in-process
 * (OutboxCommitSignal), rows other processes commit by LISTEN/NOTIFY (OutboxWakeUp; the API's connections carry
 * `relayInProcessConnections`, so its own commits skip the NOTIFY and its lock); the timer is the fallback.
 */
export class EventBackbone {
  readonly runners: ProjectorRunner[];
  relay: OutboxRelay | null = null;
  private kafka: Kafka | null = null;
  private producer: Producer | null = null;
  private admin: Admin | null = null;
  consumers: KafkaProjectorConsumer[] = [];
  readonly topics: KafkaTopics;
  private kafkaReachable: { up: boolean; at: number } | null = null;
  private relaying = false;
  /** A wake-up came while a run was relaying: that run goes round once more, so no commit waits for the poll. */
  private relayAgain = false;
  /** When the latest pass that waits out the linger started (performance.now()); a backlog's full batches do not. */
  private lastPassAt = -Infinity;
  private wakeUp: OutboxWakeUp | null = null;
  private stopCommitSignal: (() => void) | null = null;
  /** Rows this relay published since it started. */
  published = 0;

  constructor(private readonly options: EventBackboneOptions) {
    const { config, em } = options;
    this.topics = new KafkaTopics(config.KAFKA_TOPIC_PREFIX);
    const appeals = {
      cooldownDays: config.APPEAL_COOLDOWN_DAYS,
      partitions: config.APPEAL_FANOUT_PARTITIONS,
      batch: config.APPEAL_FANOUT_BATCH,
      lanes: config.APPEAL_FANOUT_LANES,
      restPercent: config.APPEAL_FANOUT_REST_PERCENT,
      pushConcurrency: config.APPEAL_PUSH_CONCURRENCY,
      pushesPerSecond: config.APPEAL_PUSHES_PER_SECOND,
    };
    this.runners = createRunners(em, createProjectors(em, options.push, options.mail ?? null, appeals), {
      maxAttempts: config.PROJECTOR_MAX_ATTEMPTS,
      retryDelayMs: options.retryDelayMs,
      log: options.log,
      onDeadLetter: async (letter) => {
        if (this.producer) await publishDeadLetter(this.producer, this.topics)(letter);
      },
    });
  }

  get transport(): 'inline' | 'kafka' {
    return this.options.config.EVENT_TRANSPORT;
  }

  /** Whether this process runs the outbox relay (and so the relay timer). */
  get relays(): boolean {
    return this.options.role === 'api';
  }

  /** Whether this process runs the due-reminders job: wherever the projectors run. */
  get hostsProjectors(): boolean {
    return this.transport === 'inline' ? this.options.role === 'api' : this.options.role === 'projectors';
  }

  async start(): Promise<void> {
    await this.startTransport();
    const url = this.options.em.config.get('clientUrl');
    if (this.relay && this.options.wakeOnCommit !== false) {
      this.stopCommitSignal = OutboxCommitSignal.listen(this.options.em, () => void this.relayTick());
      if (url) {
        this.wakeUp = new OutboxWakeUp(url, () => void this.relayTick(), this.options.log);
        await this.wakeUp.start();
      }
    }
  }

  private async startTransport(): Promise<void> {
    const { config, em, role, log } = this.options;
    if (this.transport === 'inline') {
      if (role === 'api') this.relay = new OutboxRelay(em, inlineSink(this.runners), relayOptions(config, log));
      return;
    }
    this.kafka = createKafka({
      brokers: config.KAFKA_BROKERS,
      clientId: config.KAFKA_CLIENT_ID,
      overrides: this.options.kafka?.overrides,
    });
    this.admin = this.kafka.admin();
    this.producer = createRelayProducer(this.kafka);
    if (role === 'api') {
      // Kafka may be away at start: the relay connects (and creates topics) on its first successful tick.
      this.relay = new OutboxRelay(em, this.kafkaRelaySink(), relayOptions(config, log));
      return;
    }
    await this.connectKafka();
    for (const runner of this.runners) {
      const consumer = new KafkaProjectorConsumer(this.kafka, runner, {
        groupId: consumerGroupFor(config.KAFKA_CLIENT_ID, runner.name),
        topics: this.topics.families,
        partitionsConsumedConcurrently: this.topics.families.length * config.KAFKA_TOPIC_PARTITIONS,
        timings: this.options.consumerTimings,
      });
      this.options.onConsumer?.(runner.name, consumer);
      await consumer.start();
      this.consumers.push(consumer);
      log('info', 'projector consuming', {
        projector: runner.name,
        group: consumerGroupFor(config.KAFKA_CLIENT_ID, runner.name),
      });
    }
  }

  private connected = false;

  private async connectKafka(): Promise<void> {
    if (this.connected) return;
    const { config, log } = this.options;
    await this.admin!.connect();
    const created = await ensureTopics(this.admin!, this.topics, {
      partitions: config.KAFKA_TOPIC_PARTITIONS,
      replicationFactor: config.KAFKA_REPLICATION_FACTOR,
    });
    if (created.length)
      log('info', 'kafka topics created', { topics: created, partitions: config.KAFKA_TOPIC_PARTITIONS });
    await this.producer!.connect();
    this.connected = true;
  }

  private kafkaRelaySink() {
    let sink: ReturnType<typeof kafkaSink> | null = null;
    return async (rows: Parameters<ReturnType<typeof kafkaSink>>[0]) => {
      await this.connectKafka();
      sink ??= kafkaSink(this.producer!, this.topics);
      await sink(rows);
    };
  }

  /**
   * Publishes while full batches keep coming; one run at a time per process. Under a steady stream of commits a pass
   * starts at most every OUTBOX_LINGER_MS: what commits meanwhile goes in one pass, not one pass each. Every pass costs
   * the same few statements, a produce request and, downstream, a fetch, an offset commit and a transaction per
   * projector, whatever it carries; at 500 events/s on two cores, passes back to back carried three or four events
   * each and kept the machine nearly saturated (docs/benchmarks.md). The first commit after a quiet spell goes at once.
   */
  async relayTick(): Promise<number> {
    if (!this.relay) return 0;
    if (this.relaying) {
      this.relayAgain = true;
      return 0;
    }
    this.relaying = true;
    try {
      let total = 0;
      do {
        const linger = this.options.config.OUTBOX_LINGER_MS - (performance.now() - this.lastPassAt);
        if (linger > 0) await (this.options.pause ?? pause)(linger);
        // Wakes until now are for rows the pass below will find.
        this.relayAgain = false;
        this.lastPassAt = performance.now();
        for (;;) {
          const { published } = await this.relay.tick();
          total += published;
          this.published += published;
          if (published < this.options.config.OUTBOX_BATCH_SIZE) break;
        }
      } while (this.relayAgain);
      return total;
    } finally {
      this.relaying = false;
    }
  }

  /** Raises ReminderDue for reminders whose date came; one instance at a time (database lock). */
  async dueRemindersTick(now = new Date()): Promise<number> {
    const result = await runExclusively(this.options.em, 'due-reminders', (tx) => raiseDueReminders(tx, now));
    const raised = result.ran ? result.result : 0;
    if (result.ran && raised > 0) this.options.log('info', 'due reminders raised', { reminders: raised });
    return raised;
  }

  /** Sends the pushes its projectors recorded and did not send yet (a restart; a wake-up missed; retries due). */
  async pendingPushesTick(): Promise<void> {
    await Promise.all(this.runners.map((runner) => runner.projector.sendPending?.()));
  }

  /** Prunes published outbox rows and old inbox records; one instance at a time. */
  async pruneTick(): Promise<{ outbox: number; inbox: number }> {
    const { config } = this.options;
    const result = await runExclusively(this.options.em, 'prune-event-tables', (tx) =>
      pruneEventTables(tx, { outboxHours: config.OUTBOX_RETENTION_HOURS, inboxDays: config.INBOX_RETENTION_DAYS }),
    );
    const pruned = result.ran ? result.result : { outbox: 0, inbox: 0 };
    this.options.log('info', result.ran ? 'event tables pruned' : 'pruning skipped: another instance is on it', {
      outbox_rows: pruned.outbox,
      inbox_rows: pruned.inbox,
    });
    return pruned;
  }

  /** For /v1/health: the transport, whether Kafka answers (checked at most every 5 s), the relay's lag. */
  async status(): Promise<{ transport: 'inline' | 'kafka'; kafka: 'up' | 'down' | null; relay: OutboxLag }> {
    const relay = await outboxLag(this.options.em);
    if (this.transport === 'inline') return { transport: 'inline', kafka: null, relay };
    if (!this.kafkaReachable || Date.now() - this.kafkaReachable.at > 5000) {
      const up = await this.admin!.connect()
        .then(() => this.admin!.describeCluster())
        .then(() => true)
        .catch(() => false);
      this.kafkaReachable = { up, at: Date.now() };
    }
    return { transport: 'kafka', kafka: this.kafkaReachable.up ? 'up' : 'down', relay };
  }

  /** Graceful: consumers stop fetching, finish their batch, commit and leave; then the clients disconnect. */
  async stop(): Promise<void> {
    this.stopCommitSignal?.();
    this.stopCommitSignal = null;
    await this.wakeUp?.stop();
    this.wakeUp = null;
    await Promise.all(this.consumers.map((consumer) => consumer.stop().catch(() => undefined)));
    this.consumers = [];
    while (this.relaying) await new Promise((resolve) => setTimeout(resolve, 20));
    // Work a projector does after its commits (a round of an appeal's pushes) is finished before the process goes.
    await Promise.all(this.runners.map((runner) => runner.projector.stop?.()));
    await this.producer?.disconnect().catch(() => undefined);
    await this.admin?.disconnect().catch(() => undefined);
    this.connected = false;
  }
}

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

const relayOptions = (config: Pick<AppConfig, 'OUTBOX_BATCH_SIZE'>, log: Log) => ({
  batchSize: config.OUTBOX_BATCH_SIZE,
  log,
});
