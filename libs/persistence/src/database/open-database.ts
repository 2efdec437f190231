import { join } from 'node:path';
import type { AppConfig } from '@app/config';
import { startEmbeddedPostgres, type RunningDatabase } from './embedded-postgres.js';

/** DATABASE_URL when set; otherwise the embedded PostgreSQL under DATA_DIR/postgres. */
export const openDatabase = async (
  config: Pick<AppConfig, 'DATABASE_URL' | 'DATA_DIR'>,
  log?: (line: string) => void,
): Promise<RunningDatabase> => {
  if (config.DATABASE_URL) return { url: config.DATABASE_URL, stop: async () => undefined };
  return startEmbeddedPostgres({
    clusterDir: join(config.DATA_DIR, 'postgres'),
    secretsDir: config.DATA_DIR,
    database: 'bloodmatch',
    log,
  });
};
