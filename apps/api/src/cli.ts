import 'reflect-metadata';
import { loadConfigOrExit } from '@app/config';
import { exitOnDatabaseSetupError, runningEmbeddedDatabaseUrl, seedReferenceData, withOrm } from '@app/persistence';
import { createStaffFromCli } from './admin/staff-auth/create-staff-from-cli.js';
import { seedDemo } from './blood-requests/seeding/seed-demo.js';

const commands: Record<string, string> = {
  migrate: 'apply pending migrations and seed reference data',
  'seed-demo': 'add demo donors and recipients over real Nigerian towns',
  'db-diff': 'print the SQL that would bring the schema in line with the entities (to write a migration)',
  'staff-create': 'create a staff member (--email, --name, --role, --password); prints a set-password link',
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
    if (command === 'migrate' || command === 'seed-demo' || command === 'staff-create') {
      // Demo data and staff need the schema and reference data, so these migrate first (both are idempotent).
      const applied = await orm.migrator.up();
      process.stdout.write(
        `migrations applied: ${applied.length ? applied.map((m) => m.name).join(', ') : 'none pending'}\n`,
      );
      await seedReferenceData(orm.em.fork());
      process.stdout.write('reference data seeded\n');
    }
    if (command === 'seed-demo') process.stdout.write(`${await seedDemo(orm.em.fork(), config)}\n`);
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
