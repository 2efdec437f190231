import { KafkaTestBroker } from './kafka-test-broker.js';

export interface KafkaBrokersForTests {
  readonly brokers: string[];
  stop(): Promise<void>;
}

/**
 * The brokers a test should talk to: the real cluster in KAFKA_BROKERS (comma-separated) when set,
 * which the test must not shut down, otherwise a fresh in-memory KafkaTestBroker.
 */
export async function kafkaBrokersForTests(): Promise<KafkaBrokersForTests> {
  const configured = (process.env['KAFKA_BROKERS'] ?? '')
    .split(',')
    .map((broker) => broker.trim())
    .filter((broker) => broker !== '');
  if (configured.length > 0) return { brokers: configured, stop: async () => {} };
  const broker = await KafkaTestBroker.start();
  return { brokers: broker.brokers, stop: () => broker.stop() };
}
