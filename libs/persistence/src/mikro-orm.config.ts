import { defineConfig, type Options } from '@mikro-orm/postgresql';
import { Migrator } from '@mikro-orm/migrations';
import { ReflectMetadataProvider } from '@mikro-orm/decorators/legacy';
import { ENTITIES, RELAY_IN_PROCESS_SETTING } from './entities/index.js';
import { MIGRATIONS } from './migrations/index.js';

export const createOrmConfig = (url: string, overrides: Partial<Options> = {}): Options =>
  defineConfig({
    clientUrl: url,
    entities: ENTITIES,
    metadataProvider: ReflectMetadataProvider,
    extensions: [Migrator],
    discovery: { warnWhenNoEntities: false },
    // The schema changes only through committed migrations.
    schemaGenerator: { disableForeignKeys: false },
    migrations: {
      migrationsList: MIGRATIONS,
      tableName: 'mikro_orm_migrations',
      transactional: true,
      allOrNothing: true,
      snapshot: false,
      // The CLI reports what it applied itself; the migrator's own lines would only repeat it.
      silent: true,
    },
    pool: { min: 0, max: 20 },
    debug: false,
    ...overrides,
  });

/**
 * For the ORM of a process whose outbox relay is woken in-process as its transactions commit outbox rows (the API):
 * its connections say so at start-up, and the outbox trigger skips its NOTIFY for them (see RELAY_IN_PROCESS_SETTING).
 */
export const relayInProcessConnections: Partial<Options> = {
  driverOptions: { options: `-c ${RELAY_IN_PROCESS_SETTING}=on` },
};
