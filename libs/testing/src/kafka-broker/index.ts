export { KafkaTestBroker, type KafkaTestBrokerOptions } from './kafka-test-broker.js';
export { kafkaBrokersForTests, testsUseExternalKafka, type KafkaBrokersForTests } from './kafka-brokers-for-tests.js';
export { killableSockets } from './killable-sockets.js';
