import { defineConfig, type Options } from '@mikro-orm/postgresql';
import { Migrator } from '@mikro-orm/migrations';
import { ReflectMetadataProvider } from '@mikro-orm/decorators/legacy';
import { ENTITIES } from './entities/index.js';
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
