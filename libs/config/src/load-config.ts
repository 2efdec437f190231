import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { environmentSchema, type Environment } from './environment.schema.js';

export interface AppConfig extends Omit<
  Environment,
  'DATA_DIR' | 'JWT_SECRET' | 'CALENDAR_LINK_SECRET' | 'PUBLIC_URL'
> {
  DATA_DIR: string;
  JWT_SECRET: string;
  /** Signs the .ics links of reminders, which calendar apps fetch without a session. */
  CALENDAR_LINK_SECRET: string;
  PUBLIC_URL: string;
}

export class ConfigurationError extends Error {}

/** Reads a secret kept under DATA_DIR, creating it on first use, so restarts keep sessions valid. */
export const persistentSecret = (dataDir: string, name: string, create: () => string): string => {
  const file = join(dataDir, 'secrets', name);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dirname(file), { recursive: true, mode: 0o700 });
  const secret = create();
  writeFileSync(file, secret, { mode: 0o600, flag: 'wx' });
  return secret;
};

export const loadConfig = (env: NodeJS.ProcessEnv = process.env): AppConfig => {
  const parsed = environmentSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new ConfigurationError(`Invalid configuration: ${String(issue.path[0])} ${issue.message}`);
  }
  const values = parsed.data;
  if (
    values.STORAGE_DRIVER === 's3' &&
    (!values.S3_BUCKET || !values.S3_ACCESS_KEY_ID || !values.S3_SECRET_ACCESS_KEY)
  ) {
    throw new ConfigurationError(
      'Invalid configuration: S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are required when STORAGE_DRIVER=s3',
    );
  }
  if (values.EVENT_TRANSPORT === 'kafka' && values.KAFKA_BROKERS.length === 0) {
    throw new ConfigurationError('Invalid configuration: KAFKA_BROKERS is required when EVENT_TRANSPORT=kafka');
  }
  if (values.SMS_PROVIDER === 'termii' && !values.TERMII_API_KEY) {
    throw new ConfigurationError('Invalid configuration: TERMII_API_KEY is required when SMS_PROVIDER=termii');
  }
  if (values.GEOCODER === 'nominatim' && !values.NOMINATIM_URL) {
    throw new ConfigurationError('Invalid configuration: NOMINATIM_URL is required when GEOCODER=nominatim');
  }
  if (values.AIRTIME_PROVIDER === 'vtpass' && (!values.VTPASS_API_KEY || !values.VTPASS_SECRET_KEY)) {
    throw new ConfigurationError(
      'Invalid configuration: VTPASS_API_KEY and VTPASS_SECRET_KEY are required when AIRTIME_PROVIDER=vtpass',
    );
  }
  const dataDir = resolve(values.DATA_DIR);
  mkdirSync(dataDir, { recursive: true });
  return {
    ...values,
    DATA_DIR: dataDir,
    JWT_SECRET:
      values.JWT_SECRET ?? persistentSecret(dataDir, 'jwt-secret', () => randomBytes(48).toString('base64url')),
    CALENDAR_LINK_SECRET:
      values.CALENDAR_LINK_SECRET ??
      persistentSecret(dataDir, 'calendar-link-secret', () => randomBytes(48).toString('base64url')),
    PUBLIC_URL: (values.PUBLIC_URL ?? `http://localhost:${values.PORT}`).replace(/\/+$/, ''),
  };
};

/** For entry points: one clear line naming the variable, then exit. */
export const loadConfigOrExit = (env: NodeJS.ProcessEnv = process.env): AppConfig => {
  try {
    return loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigurationError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
};
