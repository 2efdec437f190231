import 'reflect-metadata';
import { loadConfigOrExit } from '@app/config';
import { exitOnDatabaseSetupError, migrateDatabase, runningEmbeddedDatabaseUrl, withOrm } from '@app/persistence';
import { seedDemo } from './seed-demo.js';

// `npm run seed:demo`: a development tool, built into dist-tools/ (never into the production dist/).
const config = loadConfigOrExit();
// `npm start` may be running on the same DATA_DIR: then its PostgreSQL is the database (another cannot start there).
const running = config.DATABASE_URL ? null : runningEmbeddedDatabaseUrl(config.DATA_DIR);
if (running) process.stdout.write(`using the PostgreSQL already running on ${config.DATA_DIR}\n`);
await withOrm(running ? { ...config, DATABASE_URL: running } : config, async (orm) => {
  await migrateDatabase(orm, (line) => process.stdout.write(`${line}\n`));
  process.stdout.write(`${await seedDemo(orm.em.fork(), config)}\n`);
}).catch(exitOnDatabaseSetupError);
