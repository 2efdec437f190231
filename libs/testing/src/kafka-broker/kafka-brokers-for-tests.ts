import { KafkaTestBroker } from './kafka-test-broker.js';

export interface KafkaBrokersForTests {
  readonly brokers: string[];
  /**
   * The in-memory broker when this started one, null on the cluster in KAFKA_BROKERS. Tests that take the broker
   * down and bring it back need it; on a real cluster they cannot run.
   */
  readonly testBroker: KafkaTestBroker | null;
  stop(): Promise<void>;
}

/**
 * The brokers a test should talk to: the real cluster in KAFKA_BROKERS (comma-separated) when set,
 * which the test must not shut down, otherwise a fresh in-memory KafkaTestBroker.
 */
export async function kafkaBrokersForTests(): Promise<KafkaBrokersForTests> {
  const configured = configuredBrokers();
  if (configured.length > 0) return { brokers: configured, testBroker: null, stop: async () => {} };
  const broker = await KafkaTestBroker.start();
  return { brokers: broker.brokers, testBroker: broker, stop: () => broker.stop() };
}

/** Whether the tests talk to a real cluster (KAFKA_BROKERS set) rather than in-memory brokers of their own. */
export const testsUseExternalKafka = (): boolean => configuredBrokers().length > 0;

const configuredBrokers = (): string[] =>
  (process.env['KAFKA_BROKERS'] ?? '')
    .split(',')
    .map((broker) => broker.trim())
    .filter((broker) => broker !== '');
