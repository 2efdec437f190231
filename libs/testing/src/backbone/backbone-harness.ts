import { randomUUID } from 'node:crypto';
import { MikroORM, type EntityManager } from '@mikro-orm/postgresql';
import { loadConfig, type AppConfig } from '@app/config';
import {
  BloodRequestCreated,
  DonationAttempted,
  DonationConfirmed,
  DonorMatched,
  DonorsTargeted,
  RequestDeclined,
  RequestStatusChanged,
  type EventContract,
} from '@app/contracts';
import { createKafka, KafkaTopics, recordEvent, type PushMessage, type PushSender } from '@app/messaging';
import { createOrmConfig, relayInProcessConnections } from '@app/persistence';
import { EventBackbone, type BackboneRole } from '@app/event-backbone';
import { createProjectors } from '@app/projectors';
import { createTestDatabase, type TestDatabase } from '../database/test-database.js';
import { waitFor as waitUntil } from '../eventually.js';
import { kafkaBrokersForTests, type KafkaTestBroker } from '../kafka-broker/index.js';

export interface Harness {
  orm: MikroORM;
  em: EntityManager;
  database: TestDatabase;
  close(): Promise<void>;
}

/**
 * A database of the test file's own, and an ORM on it whose connections are the API's kind (their outbox rows wake a
 * relay of this process in-process, not by NOTIFY).
 */
export const openHarness = async (): Promise<Harness> => {
  const database = await createTestDatabase();
  const orm = await MikroORM.init(
    createOrmConfig(database.url, { pool: { min: 0, max: 40 }, ...relayInProcessConnections }),
  );
  return {
    orm,
    em: orm.em,
    database,
    close: async () => {
      await orm.close(true);
      await database.drop();
    },
  };
};

export const testConfig = (env: Record<string, string> = {}): AppConfig =>
  loadConfig({ NODE_ENV: 'test', DATA_DIR: '/tmp/bloodmatch-projector-tests', LOG_LEVEL: 'silent', ...env });

export interface TestKafka {
  /** Settings for the backbone: this test's own topics and consumer groups, so runs can share a real cluster. */
  env: Record<string, string>;
  topics: KafkaTopics;
  /** The in-memory broker, or null on the real cluster in KAFKA_BROKERS (which tests never stop). */
  testBroker: KafkaTestBroker | null;
  topicNames(): Promise<string[]>;
  /** Records on a topic, from its partitions' offsets. */
  recordCount(topic: string): Promise<number>;
  /** Deletes this test's topics on a real cluster; stops the in-memory broker. */
  close(): Promise<void>;
}

/** Kafka for one test: the cluster in KAFKA_BROKERS when set, otherwise an in-memory KafkaTestBroker. */
export const openKafka = async (): Promise<TestKafka> => {
  const { brokers, testBroker, stop } = await kafkaBrokersForTests();
  const run = randomUUID().slice(0, 8);
  const topics = new KafkaTopics(`bloodmatch-test-${run}`);
  const admin = createKafka({ brokers, clientId: `bloodmatch-test-admin-${run}` }).admin();
  await admin.connect();
  return {
    env: {
      EVENT_TRANSPORT: 'kafka',
      KAFKA_BROKERS: brokers.join(','),
      KAFKA_CLIENT_ID: `bloodmatch-test-${run}`,
      KAFKA_TOPIC_PREFIX: topics.prefix,
    },
    topics,
    testBroker,
    topicNames: async () => (await admin.listTopics()).filter((topic) => topic.startsWith(`${topics.prefix}.`)),
    recordCount: async (topic) =>
      (await admin.fetchTopicOffsets(topic)).reduce(
        (sum, { high, low }) => sum + Number(BigInt(high) - BigInt(low)),
        0,
      ),
    close: async () => {
      if (!testBroker) await admin.deleteTopics({ topics: topics.all }).catch(() => undefined);
      await admin.disconnect();
      await stop();
    },
  };
};

export const consumerTimings = {
  sessionTimeout: 3000,
  heartbeatInterval: 300,
  maxWaitTimeInMs: 100,
  rebalanceTimeout: 3000,
};

export const silentLog = () => undefined;

/** Records pushes instead of sending them; subscriptions listed in `gone` are reported gone. */
export class RecordingPush implements PushSender {
  readonly sent: { subscription: string; message: PushMessage }[] = [];
  constructor(readonly gone = new Set<string>()) {}
  async send(subscription: string, message: PushMessage): Promise<'sent' | 'gone' | 'failed'> {
    if (this.gone.has(subscription)) return 'gone' as const;
    this.sent.push({ subscription, message });
    return 'sent' as const;
  }
}

export const startBackbone = async (
  harness: Harness,
  role: BackboneRole,
  config: AppConfig,
  extra: Partial<ConstructorParameters<typeof EventBackbone>[0]> = {},
): Promise<EventBackbone> => {
  const backbone = new EventBackbone({
    config,
    role,
    em: harness.em,
    push: new RecordingPush(),
    log: silentLog,
    consumerTimings,
    retryDelayMs: () => 10,
    ...extra,
  });
  await backbone.start();
  return backbone;
};

/**
 * Ticks every relay every `everyMs`, as the API instances' timers would; `published` reads what each relay
 * published so far, on its timer or woken by a commit.
 */
export const relayEvery = (relays: EventBackbone[], everyMs = 50) => {
  const timer = setInterval(() => relays.forEach((relay) => void relay.relayTick()), everyMs);
  return {
    get published() {
      return relays.map((relay) => relay.published);
    },
    stop: () => clearInterval(timer),
  };
};

export interface PlannedEvent {
  contract: EventContract;
  aggregateId: string;
  payload: unknown;
}

const today = new Date().toISOString().slice(0, 10);

/** A BloodRequestCreated payload: O+, one unit, in Lagos, needed tomorrow. */
export const bloodRequestCreated = (requestId: string, recipientUserId: string) => ({
  request_id: requestId,
  recipient_user_id: recipientUserId,
  blood_group: 'O+',
  units: 1,
  hospital: 'Lagos University Teaching Hospital',
  state_id: 24,
  latitude: 6.5,
  longitude: 3.35,
  needed_at: new Date(Date.now() + 86_400_000).toISOString(),
});

/** Events in each round of a request after its creation (targeted, declined, matched, attempted, confirmed, reopened). */
const ROUND = 6;

/**
 * `total` events over `aggregates` blood requests, as the product raises them: each request created, then rounds of
 * donors targeted, one declining, one matched, attempting and confirmed, the request reopened (donors drawn from a
 * pool of `donors`). Each projector handles some of these types and skips the rest. The requests take turns, one
 * event each. In `lockstep` they all start together, so a stretch of `aggregates` events is all one type (the first
 * all created, the next all donors targeted, ...); `staggered`, request i starts i % 6 turns late, so after the
 * first turns every stretch mixes the six types, as requests that did not all start in the same second would.
 */
export const workload = (
  total: number,
  aggregates: number,
  donors = Math.max(10, Math.floor(aggregates / 2)),
  start: 'lockstep' | 'staggered' = 'lockstep',
) => {
  const donorIds = Array.from({ length: donors }, () => randomUUID());
  const streams = Array.from({ length: aggregates }, (_, index) => ({
    requestId: `request-${index}-${randomUUID().slice(0, 8)}`,
    recipient: randomUUID(),
    cycle: 0,
    pending: [] as PlannedEvent[],
  }));
  const events: PlannedEvent[] = [];
  for (let step = 0; events.length < total; step++) {
    const index = step % aggregates;
    const turn = Math.floor(step / aggregates);
    if (start === 'staggered' && turn < index % ROUND) continue;
    const stream = streams[index]!;
    if (stream.pending.length === 0) {
      if (stream.cycle === 0) {
        stream.pending.push({
          contract: BloodRequestCreated as EventContract,
          aggregateId: stream.requestId,
          payload: bloodRequestCreated(stream.requestId, stream.recipient),
        });
      }
      const match = randomUUID();
      const donor = donorIds[(index * 7 + stream.cycle) % donors]!;
      const decliner = donorIds[(index * 7 + stream.cycle + 1) % donors]!;
      const base = { request_id: stream.requestId, match_id: match, donor_id: donor };
      const plan = (contract: EventContract, payload: unknown) =>
        stream.pending.push({ contract, aggregateId: stream.requestId, payload });
      plan(DonorsTargeted as EventContract, {
        request_id: stream.requestId,
        donor_ids: [donor, decliner],
        radius_km: 10,
        wave: stream.cycle + 1,
      });
      plan(RequestDeclined as EventContract, {
        request_id: stream.requestId,
        donor_id: decliner,
        reason_id: null,
        reason: null,
      });
      plan(DonorMatched as EventContract, {
        ...base,
        recipient_user_id: stream.recipient,
        hospital: 'Lagos University Teaching Hospital',
        needed_at: new Date(Date.now() + 86_400_000).toISOString(),
      });
      plan(DonationAttempted as EventContract, base);
      plan(DonationConfirmed as EventContract, { ...base, recipient_user_id: stream.recipient, donated_on: today });
      plan(RequestStatusChanged as EventContract, {
        request_id: stream.requestId,
        recipient_user_id: stream.recipient,
        from: 'accepted',
        to: 'pending',
      });
      stream.cycle++;
    }
    events.push(stream.pending.shift()!);
  }
  return events;
};

/** Writes the events the way commands do (recordEvent in a transaction), `perTransaction` at a time. */
export const writeEvents = async (em: EntityManager, events: PlannedEvent[], perTransaction = 250) => {
  for (let start = 0; start < events.length; start += perTransaction) {
    await em.fork().transactional(async (tx) => {
      for (const event of events.slice(start, start + perTransaction))
        recordEvent(tx, event.contract, event.aggregateId, event.payload);
    });
  }
};

export const count = async (em: EntityManager, sql: string, params: unknown[] = []): Promise<number> => {
  const [row] = await em.fork().getConnection().execute<{ n: string }[]>(sql, params);
  return Number(row?.n ?? 0);
};

/** Events in the outbox a projector should handle that it has not processed yet (dead letters count as processed). */
export const pendingFor = async (em: EntityManager, projector: string, handles: readonly string[]) =>
  count(
    em,
    `select count(*) as n from outbox_message o where o.message_type in (?)
     and not exists (select 1 from inbox_message i where i.consumer = ? and i.event_id = o.id)`,
    [handles, projector],
  );

const HANDLES = Object.fromEntries(createProjectors(null as never, null).map((p) => [p.name, p.handles]));

export const allProjected = async (em: EntityManager): Promise<boolean> => {
  if ((await count(em, `select count(*) as n from outbox_message where published_at is null`)) > 0) return false;
  for (const [name, handles] of Object.entries(HANDLES)) if ((await pendingFor(em, name, handles)) > 0) return false;
  return true;
};

/**
 * How long a test lets a bulk workload (thousands of events) drain. Generous on purpose: the tests check that every
 * event arrives once and in order, not how fast (that is `npm run bench:events`'s to say), and a 2-core CI machine
 * under load once needed more than 50 s for 10,000 events through Kafka.
 */
export const BULK_DRAIN_MS = 150_000;

/** A test's own timeout around a bulk drain: the drain plus time to set up and check the read models. */
export const BULK_TEST_TIMEOUT_MS = BULK_DRAIN_MS + 30_000;

/** The shared wait, polling every 250 ms: these checks count rows while a bulk drain is running. */
export const waitFor = (check: () => Promise<boolean> | boolean, timeoutMs: number, what: string) =>
  waitUntil(check, timeoutMs, what, 250);

/**
 * The read models after the workload, checked against the events in the outbox: every effect present exactly
 * once, and each projector processed every aggregate's events in outbox order.
 */
export const expectExactlyOnce = async (em: EntityManager) => {
  const typeCount = (type: string) =>
    count(em, `select count(*) as n from outbox_message where message_type = ?`, [type]);
  const matched = await typeCount(DonorMatched.type);
  const attempted = await typeCount(DonationAttempted.type);
  const confirmed = await typeCount(DonationConfirmed.type);
  const requests = await typeCount(BloodRequestCreated.type);
  const targeted = await count(
    em,
    `select coalesce(sum(jsonb_array_length(payload->'donor_ids')), 0) as n from outbox_message where message_type = ?`,
    [DonorsTargeted.type],
  );
  const badges = await count(em, `select count(*) as n from donor_badge`);
  const badgeEvents = await typeCount('donor.badge-earned');
  const facts = {
    notifications: await count(em, `select count(*) as n from notification`),
    reminders: await count(em, `select count(*) as n from reminder`),
    confirmed: await count(em, `select coalesce(sum(confirmed_count), 0) as n from donor_stats`),
    attempted: await count(em, `select coalesce(sum(attempted_count), 0) as n from donor_stats`),
    donations: await count(em, `select count(*) as n from donor_donation`),
    badgeEvents,
    requests: await count(em, `select count(*) as n from platform_fact where kind = 'donation-request'`),
    matches: await count(em, `select count(*) as n from platform_fact where kind = 'successful-match'`),
  };
  const expected = {
    notifications: targeted + matched + confirmed + badges,
    reminders: matched + confirmed,
    confirmed,
    attempted,
    donations: confirmed,
    badgeEvents: badges,
    requests,
    matches: confirmed,
  };
  const outOfOrder = await count(
    em,
    `select count(*) as n from (
       select i.consumer, o.aggregate_type, o.aggregate_id,
              array_agg(o.position order by i.seq) as by_processing, array_agg(o.position order by o.position) as by_outbox
       from inbox_message i join outbox_message o on o.id = i.event_id
       group by i.consumer, o.aggregate_type, o.aggregate_id) per_aggregate
     where by_processing <> by_outbox`,
  );
  if (outOfOrder > 0)
    console.log(
      await em
        .fork()
        .getConnection()
        .execute(
          `select * from (select i.consumer, o.aggregate_type, o.aggregate_id,
              array_agg(o.message_type || '@' || o.position || '#' || i.seq || ' pub ' || to_char(o.published_at, 'MI:SS.US') || ' ins ' || to_char(o.created_at, 'MI:SS.US') || ' ' || (o.payload->>'badge') order by i.seq) as processing,
              array_agg(o.position order by i.seq) as by_processing, array_agg(o.position order by o.position) as by_outbox
           from inbox_message i join outbox_message o on o.id = i.event_id
           group by i.consumer, o.aggregate_type, o.aggregate_id) x where by_processing <> by_outbox limit 3`,
        ),
    );
  return { facts, expected, outOfOrder, badges };
};
export * from './appeal-fixtures.js';
export * from './backbone-run.js';
