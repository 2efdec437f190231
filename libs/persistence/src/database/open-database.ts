import { join } from 'node:path';
import type { AppConfig } from '@app/config';
import { startEmbeddedPostgres, type RunningDatabase } from './embedded-postgres.js';

/** A warning in the shape of the API's JSON log lines (pino's level 40), before any logger exists. */
const warnLine = (msg: string) => process.stdout.write(`${JSON.stringify({ level: 40, time: Date.now(), msg })}\n`);

/** DATABASE_URL when set; otherwise the embedded PostgreSQL under DATA_DIR/postgres. */
export const openDatabase = async (
  config: Pick<AppConfig, 'DATABASE_URL' | 'DATA_DIR'>,
  log?: (line: string) => void,
  notice: (line: string) => void = warnLine,
): Promise<RunningDatabase> => {
  if (config.DATABASE_URL) return { url: config.DATABASE_URL, stop: async () => undefined };
  return startEmbeddedPostgres({
    clusterDir: join(config.DATA_DIR, 'postgres'),
    dataDir: config.DATA_DIR,
    database: 'bloodmatch',
    log,
    notice,
  });
};
