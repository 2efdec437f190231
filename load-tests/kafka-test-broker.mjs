// The Kafka test broker (libs/testing) as a process of its own, for `npm run bench` with BENCH_TRANSPORT=kafka: the
// API's relay publishes to it and the projectors process consumes from it, as they do with a real cluster. Prints
// its address (`brokers 127.0.0.1:<port>`) on one line once it listens; stops on SIGTERM. Needs dist-tools/
// (`npm run build:tools`).
import { KafkaTestBroker } from '../dist-tools/libs/testing/src/kafka-broker/kafka-test-broker.js';

// Six partitions, as KAFKA_TOPIC_PARTITIONS defaults to, for the topics the clients' Metadata requests create.
const broker = await KafkaTestBroker.start({ defaultPartitions: 6 });
process.stdout.write(`brokers ${broker.brokers.join(',')}\n`);
process.once('SIGTERM', () => void broker.stop().then(() => process.exit(0)));
