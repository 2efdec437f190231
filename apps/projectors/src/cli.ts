import 'reflect-metadata';
import { loadConfigOrExit } from '@app/config';
import { isUuid } from '@app/domain';
import { discardDeadLetter, PushEndpointPolicy, redriveDeadLetters, vapidKeys, WebPushSender } from '@app/messaging';
import { exitOnDatabaseSetupError, withOrm } from '@app/persistence';
import { EventBackbone } from '@app/event-backbone';

const usage = `usage: cli redrive-dead-letters [notifications|reminders|stats]
  Processes the pending dead letters (dead_letter table, both transports) again after a fix was deployed, oldest
  first (an aggregate's held events after the one they wait for); one that fails again becomes a new dead letter.
usage: cli discard-dead-letter <dead letter id>
  Gives a pending dead letter up for good: later events of its aggregate are no longer held behind it, and those
  already held are applied by the next re-drive.\n`;

const [command, argument] = process.argv.slice(2);
if (!(command === 'redrive-dead-letters' || (command === 'discard-dead-letter' && isUuid(argument)))) {
  process.stderr.write(usage);
  process.exit(2);
}
const config = loadConfigOrExit();
const log = (level: string, message: string, fields?: Record<string, unknown>) =>
  process.stdout.write(`${JSON.stringify({ level, msg: message, ...fields })}\n`);
await withOrm(config, async (orm) => {
  if (command === 'discard-dead-letter') {
    const discarded = await discardDeadLetter(orm.em, argument!);
    log(discarded ? 'info' : 'warn', discarded ? 'dead letter discarded' : 'no pending dead letter with this id', {
      id: argument,
    });
    if (!discarded) process.exitCode = 1;
    return;
  }
  const backbone = new EventBackbone({
    config,
    role: 'projectors',
    em: orm.em,
    push: new WebPushSender(
      vapidKeys(config),
      undefined,
      undefined,
      new PushEndpointPolicy(config.PUSH_ENDPOINT_HOSTS),
    ),
    log,
  });
  if (argument && !backbone.runners.some((runner) => runner.name === argument)) {
    process.stderr.write(usage);
    process.exit(2);
  }
  const results = await redriveDeadLetters(orm.em, backbone.runners, argument);
  for (const result of results) log('info', 'dead letter re-driven', { ...result });
  log('info', `${results.length} dead letter(s) re-driven`);
}).catch(exitOnDatabaseSetupError);
