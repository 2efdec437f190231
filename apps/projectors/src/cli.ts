import 'reflect-metadata';
import { loadConfigOrExit } from '@app/config';
import { redriveDeadLetters, vapidKeys, WebPushSender } from '@app/messaging';
import { exitOnDatabaseSetupError, withOrm } from '@app/persistence';
import { EventBackbone } from './event-backbone.js';

const usage = `usage: cli redrive-dead-letters [notifications|reminders|stats]
  Processes the pending dead letters (dead_letter table, both transports) again after a fix was deployed, oldest
  first; one that fails again becomes a new dead letter.\n`;

const [command, only] = process.argv.slice(2);
if (command !== 'redrive-dead-letters') {
  process.stderr.write(usage);
  process.exit(2);
}
const config = loadConfigOrExit();
const log = (level: string, message: string, fields?: Record<string, unknown>) =>
  process.stdout.write(`${JSON.stringify({ level, msg: message, ...fields })}\n`);
await withOrm(config, async (orm) => {
  const backbone = new EventBackbone({
    config,
    role: 'projectors',
    em: orm.em,
    push: new WebPushSender(vapidKeys(config)),
    log,
  });
  if (only && !backbone.runners.some((runner) => runner.name === only)) {
    process.stderr.write(usage);
    process.exit(2);
  }
  const results = await redriveDeadLetters(orm.em, backbone.runners, only);
  for (const result of results) log('info', 'dead letter re-driven', { ...result });
  log('info', `${results.length} dead letter(s) re-driven`);
}).catch(exitOnDatabaseSetupError);
