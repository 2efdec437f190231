import 'reflect-metadata';
import { readdirSync, writeFileSync } from 'node:fs';
import { setPriority } from 'node:os';
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

/**
 * Lowers this process's scheduling priority, on Linux thread by thread (a nice value is per thread there, and V8's
 * threads exist already; the ones started later inherit it). On a machine shared with the API, its requests then get
 * the CPU before a fan-out's pushes and batches.
 */
const lowerPriority = (nice: number) => {
  let threads: number[] = [process.pid];
  try {
    threads = readdirSync('/proc/self/task').map(Number);
  } catch {
    // not Linux: the process as a whole
  }
  for (const thread of threads) setPriority(thread, nice);
};
try {
  lowerPriority(config.PROJECTORS_NICE);
} catch (error) {
  logger.warn(`projectors: PROJECTORS_NICE not applied: ${error instanceof Error ? error.message : String(error)}`);
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
