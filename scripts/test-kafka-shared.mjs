// `npm run test:kafka`: the Kafka backbone tests the way they run against a real cluster, with KAFKA_BROKERS set.
// With KAFKA_BROKERS in the environment they go to that cluster. Without it, one in-memory test broker stands in
// for a shared cluster, both test files run against it at once, and so prove that each run keeps to its own
// topics and consumer groups (the broker outage test is skipped, as it is on a real cluster).
import { spawn, spawnSync } from 'node:child_process';

const build = spawnSync('npm', ['run', '--silent', 'build:tools'], { stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

let broker = null;
let brokers = process.env.KAFKA_BROKERS?.trim();
if (!brokers) {
  const { KafkaTestBroker } = await import('../dist-tools/libs/testing/src/kafka-broker/kafka-test-broker.js');
  broker = await KafkaTestBroker.start();
  brokers = broker.brokers.join(',');
}
process.stdout.write(`Kafka tests against ${brokers}${broker ? ' (one in-memory test broker, shared)' : ''}\n`);

const jest = spawn(
  'npx',
  ['jest', '--testPathPatterns', 'libs/event-backbone/src/event-backbone\\.kafka', '--maxWorkers', '2'],
  {
    stdio: 'inherit',
    env: { ...process.env, KAFKA_BROKERS: brokers, NODE_OPTIONS: '--experimental-vm-modules' },
  },
);
jest.on('exit', async (code) => {
  await broker?.stop();
  process.exit(code ?? 1);
});
