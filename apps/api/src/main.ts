import 'reflect-metadata';
import { loadConfigOrExit } from '@app/config';
import { openDatabase, stopOnSignals } from '@app/persistence';
import { createApi } from './bootstrap/create-api.js';

const config = loadConfigOrExit();
const database = await openDatabase(config);
const { app } = await createApi(config, database.url);

stopOnSignals(
  () => app.close(),
  database,
  (signal) => process.stdout.write(`${JSON.stringify({ level: 30, time: Date.now(), msg: `stopped on ${signal}` })}\n`),
);

await app.listen({ port: config.PORT, host: config.HOST });
app
  .getHttpAdapter()
  .getInstance()
  .log.info(`API listening on ${config.PUBLIC_URL} (docs at ${config.PUBLIC_URL}/v1/docs)`);
