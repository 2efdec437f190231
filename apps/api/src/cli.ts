import 'reflect-metadata';
import { loadConfigOrExit } from '@app/config';
import { exitOnDatabaseSetupError, migrateDatabase, runningEmbeddedDatabaseUrl, withOrm } from '@app/persistence';
import { createStaffFromCli } from './staff-auth/create-staff-from-cli.js';
import { importHospitalsFromCli } from './hospitals/registry-import/import-hospitals-from-cli.js';

const commands: Record<string, string> = {
  migrate: 'apply pending migrations and seed reference data',
  'db-diff': 'print the SQL that would bring the schema in line with the entities (to write a migration)',
  'staff-create': 'create a staff member (--email, --name, --role, --password); prints a set-password link',
  'hospitals-import': 'load a Health Facility Registry CSV export (<file.csv> [--dry-run]); see docs/hospitals.md',
};

const main = async () => {
  const command = process.argv[2] ?? '';
  if (!(command in commands)) {
    process.stderr.write(
      `usage: cli <command>\n${Object.entries(commands)
        .map(([name, text]) => `  ${name.padEnd(12)} ${text}`)
        .join('\n')}\n`,
    );
    process.exit(2);
  }
  const config = loadConfigOrExit();
  // `npm start` may be running on the same DATA_DIR: then its PostgreSQL is the database (another cannot start there).
  const running = config.DATABASE_URL ? null : runningEmbeddedDatabaseUrl(config.DATA_DIR);
  if (running) process.stdout.write(`using the PostgreSQL already running on ${config.DATA_DIR}\n`);
  await withOrm(running ? { ...config, DATABASE_URL: running } : config, async (orm) => {
    if (command === 'db-diff') {
      process.stdout.write((await orm.schema.getUpdateSchemaSQL({ wrap: false })) || '-- schema is up to date\n');
      return;
    }
    if (command === 'migrate' || command === 'staff-create' || command === 'hospitals-import')
      await migrateDatabase(orm, (line) => process.stdout.write(`${line}\n`));
    if (command === 'hospitals-import') {
      const output = await importHospitalsFromCli(orm.em.fork(), process.argv.slice(3), process.env).catch(
        (error: Error) => {
          process.stderr.write(`${error.message}\n`);
          process.exitCode = 2;
          return '';
        },
      );
      if (output) process.stdout.write(`${output}\n`);
    }
    if (command === 'staff-create') {
      const output = await createStaffFromCli(orm.em.fork(), config, process.argv.slice(3), process.env).catch(
        (error: Error) => {
          process.stderr.write(`${error.message}\n`);
          process.exitCode = 2;
          return '';
        },
      );
      if (output) process.stdout.write(`${output}\n`);
    }
  });
};

await main().catch(exitOnDatabaseSetupError);
