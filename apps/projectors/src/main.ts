import 'reflect-metadata';
import { writeFileSync } from 'node:fs';
import { NestFactory } from '@nestjs/core';
import { loadConfigOrExit } from '@app/config';
import { checkDatabaseReachable, exitOnDatabaseSetupError, openDatabase, stopOnSignals } from '@app/persistence';
import { createLogger, JsonLogger } from '@app/observability';
import { ProjectorsAppModule } from './projectors-app.module.js';

const config = loadConfigOrExit();
const logger = createLogger(config.LOG_LEVEL);
if (config.EVENT_TRANSPORT === 'inline') {
  // Inline, the projectors run inside the API process; this process has nothing to do.
  logger.info('EVENT_TRANSPORT=inline: the projectors run inside the API; exiting');
  process.exit(0);
}

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
logger.info(`projectors consuming from ${config.KAFKA_BROKERS.join(',')} as ${config.KAFKA_CLIENT_ID}-<projector>`);
