import { MikroORM } from '@mikro-orm/postgresql';
import type { AppConfig } from '@app/config';
import { createOrmConfig } from '../mikro-orm.config.js';
import { checkDatabaseReachable } from './database-setup-error.js';
import { openDatabase } from './open-database.js';

/** Opens the database (embedded or DATABASE_URL), runs `work` with an ORM, and closes both whatever happens. */
export const withOrm = async <T>(
  config: Pick<AppConfig, 'DATABASE_URL' | 'DATA_DIR'>,
  work: (orm: MikroORM) => Promise<T>,
): Promise<T> => {
  const database = await openDatabase(config);
  try {
    await checkDatabaseReachable(database.url);
    const orm = await MikroORM.init(createOrmConfig(database.url));
    try {
      return await work(orm);
    } finally {
      await orm.close(true);
    }
  } finally {
    await database.stop();
  }
};
