import 'reflect-metadata';
import { writeFileSync } from 'node:fs';
import { NestFactory } from '@nestjs/core';
import { loadConfigOrExit } from '@app/config';
import { checkDatabaseReachable, exitOnDatabaseSetupError, openDatabase, stopOnSignals } from '@app/persistence';
import { createLogger, JsonLogger } from '@app/observability';
import { ProjectorsAppModule } from './projectors-app.module.js';
import { lowerDatabaseSessionsPriority, lowerOwnPriority, PROJECTORS_APPLICATION_NAME } from './scheduling-priority.js';

const config = loadConfigOrExit();
const logger = createLogger(config.LOG_LEVEL);
if (config.EVENT_TRANSPORT === 'inline') {
  // Inline, the projectors run inside the API process; this process has nothing to do.
  logger.info('EVENT_TRANSPORT=inline: the projectors run inside the API; exiting');
  process.exit(0);
}

try {
  lowerOwnPriority(config.PROJECTORS_NICE);
} catch (error) {
  logger.warn(`projectors: PROJECTORS_NICE not applied: ${error instanceof Error ? error.message : String(error)}`);
}

// Names this process's database sessions, so that their server processes can be given its priority below.
// (node-postgres reads PGAPPNAME for every session it opens.)
const applicationName = (process.env.PGAPPNAME ??= PROJECTORS_APPLICATION_NAME);
const database = await openDatabase(config).catch(exitOnDatabaseSetupError);
await checkDatabaseReachable(database.url).catch(exitOnDatabaseSetupError);
const app = await NestFactory.createApplicationContext(ProjectorsAppModule.register(config, database.url), {
  logger: new JsonLogger(logger),
});

// Consumers stop fetching, finish their batch, commit offsets and leave their groups (beforeApplicationShutdown).
stopOnSignals(
  () => app.close(),
  database,
  (message) => logger.info(`projectors: ${message}`),
);
await app.init();
// A heartbeat for the container's health check (this process serves no HTTP).
const beat = () => writeFileSync('/tmp/projectors.alive', String(Date.now()));
beat();
setInterval(beat, 10_000).unref();
if (config.PROJECTORS_NICE > 0) {
  // The pool opens sessions as a fan-out needs them, so new ones are looked for every few seconds.
  let lowered = 0;
  const lowerSessions = () =>
    lowerDatabaseSessionsPriority(database.url, applicationName, config.PROJECTORS_NICE).then(
      (count) => {
        if (count !== lowered) logger.info(`projectors: ${count} database sessions at nice ${config.PROJECTORS_NICE}`);
        lowered = count;
      },
      (error: unknown) =>
        logger.warn(
          `projectors: database sessions' priority not lowered: ${error instanceof Error ? error.message : String(error)}`,
        ),
    );
  void lowerSessions();
  setInterval(() => void lowerSessions(), 2_000).unref();
}
logger.info(`projectors consuming from ${config.KAFKA_BROKERS.join(',')} as ${config.KAFKA_CLIENT_ID}-<projector>`);
