import { Kafka, logLevel, type KafkaConfig, type Admin } from 'kafkajs';
import { EVENT_FAMILIES, type EventFamily } from '@app/contracts';

export interface KafkaSettings {
  brokers: string[];
  clientId: string;
  /** Extra kafkajs options (tests pass a socket factory, shorter retries). */
  overrides?: Partial<KafkaConfig>;
}

/**
 * The one place kafkajs clients are made: quiet logs (ours say what matters) and bounded connection retries. The idle
 * connections' timer loop is gone from kafkajs itself (patches/kafkajs+2.2.4.patch, applied on install).
 */
export const createKafka = ({ brokers, clientId, overrides = {} }: KafkaSettings): Kafka => {
  return new Kafka({
    clientId,
    brokers,
    logLevel: logLevel.NOTHING,
    connectionTimeout: 3000,
    requestTimeout: 10_000,
    retry: { initialRetryTime: 100, retries: 5, maxRetryTime: 5000 },
    ...overrides,
  });
};

/**
 * The topics of one deployment: one per event family (an aggregate's events share a family, so with the aggregate id
 * as key they stay in order) and one where a consumer puts an event it gave up on. The prefix lets several
 * deployments, or test runs, share a cluster.
 */
export class KafkaTopics {
  constructor(readonly prefix = 'bloodmatch') {}

  forFamily(family: string): string {
    return `${this.prefix}.${family}`;
  }

  get deadLetters(): string {
    return `${this.prefix}.dead-letters`;
  }

  /** What projectors subscribe to. */
  get families(): string[] {
    return EVENT_FAMILIES.map((family: EventFamily) => this.forFamily(family));
  }

  get all(): string[] {
    return [...this.families, this.deadLetters];
  }
}

/** Creates the family topics (and the dead-letter topic) when missing; existing ones are left as they are. */
export const ensureTopics = async (
  admin: Admin,
  topics: KafkaTopics,
  options: { partitions: number; replicationFactor: number },
): Promise<string[]> => {
  const existing = new Set(await admin.listTopics().catch(() => [] as string[]));
  const missing = topics.all.filter((topic) => !existing.has(topic));
  if (missing.length) {
    await admin.createTopics({
      waitForLeaders: true,
      topics: missing.map((topic) => ({
        topic,
        numPartitions: options.partitions,
        replicationFactor: options.replicationFactor,
      })),
    });
  }
  return missing;
};

/** The consumer group of a projector: `<service>-<projector>`. */
export const consumerGroupFor = (clientId: string, projector: string): string => `${clientId}-${projector}`;
