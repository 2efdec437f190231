import 'reflect-metadata';
import { loadConfigOrExit } from '@app/config';
import { exitOnDatabaseSetupError, migrateDatabase, withOrm } from '@app/persistence';
import { seedDemo } from './seed-demo.js';

// `npm run seed:demo`: a development tool, built into dist-tools/ (never into the production dist/).
const config = loadConfigOrExit();
await withOrm(config, async (orm) => {
  await migrateDatabase(orm, (line) => process.stdout.write(`${line}\n`));
  process.stdout.write(`${await seedDemo(orm.em.fork(), config)}\n`);
}).catch(exitOnDatabaseSetupError);
