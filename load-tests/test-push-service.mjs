// The Web Push test service (libs/testing) as a process of its own, for `npm run bench:appeals`: the API or the
// projectors push to it over HTTPS as they would to a browser vendor's service, and its checking and decrypting of
// each push does not take the load generator's event loop. Driven over IPC (bench-processes.mjs,
// startTestPushService). Needs dist-tools/ (`npm run build:tools`).
import { TestPushService } from '../dist-tools/libs/testing/src/push-service/test-push-service.js';

const service = await TestPushService.start();
const subscriptions = [];
process.on('message', (message) => {
  if (message.subscribe) {
    const created = Array.from({ length: message.subscribe }, () => service.subscribe());
    subscriptions.push(...created);
    process.send({ id: message.id, subscriptions: created });
  }
  if (message.deliveries)
    process.send({
      id: message.id,
      times: subscriptions.flatMap((subscription) => service.delivered(subscription).map((push) => push.receivedAt)),
    });
});
process.send({ origin: service.origin });
process.once('SIGTERM', () => void service.stop().then(() => process.exit(0)));
