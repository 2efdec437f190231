import 'reflect-metadata';
import { loadConfigOrExit } from '@app/config';
import { checkDatabaseReachable, exitOnDatabaseSetupError, openDatabase, stopOnSignals } from '@app/persistence';
import { createApi } from './bootstrap/create-api.js';
import { shutDownApi } from './bootstrap/graceful-shutdown.js';

const config = loadConfigOrExit();
const database = await openDatabase(config).catch(exitOnDatabaseSetupError);
// Before the application is built: a database that cannot be reached is one line, not a failed module's stack trace.
await checkDatabaseReachable(database.url).catch(exitOnDatabaseSetupError);
const { app } = await createApi(config, database.url);
const log = app.getHttpAdapter().getInstance().log;

stopOnSignals(
  () => shutDownApi(app),
  database,
  (message) => log.info(message),
);

await app.listen({ port: config.PORT, host: config.HOST });
log.info(`API listening on ${config.PUBLIC_URL} (docs at ${config.PUBLIC_URL}/v1/docs)`);
