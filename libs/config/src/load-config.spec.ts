import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { environmentSchema } from './environment.schema.js';
import { ConfigurationError, loadConfig } from './load-config.js';

const dataDir = () => mkdtempSync(join(tmpdir(), 'config-test-'));

describe('configuration', () => {
  it('applies the documented defaults and keeps a generated JWT secret across loads', () => {
    const dir = dataDir();
    const first = loadConfig({ DATA_DIR: dir });
    expect(first).toMatchObject({
      PORT: 3000,
      SESSION_TTL_SECONDS: 604800,
      PUBLIC_URL: 'http://localhost:3000',
      STORAGE_DRIVER: 'local',
    });
    expect(first.RATE_LIMIT_LOGIN_ACCOUNT_FAILURES).toEqual({ limit: 5, windowSeconds: 900 });
    expect(first.JWT_SECRET.length).toBeGreaterThanOrEqual(32);
    expect(loadConfig({ DATA_DIR: dir }).JWT_SECRET).toBe(first.JWT_SECRET);
    expect(first.CALENDAR_LINK_SECRET.length).toBeGreaterThanOrEqual(32);
    expect(first.CALENDAR_LINK_SECRET).not.toBe(first.JWT_SECRET);
    expect(loadConfig({ DATA_DIR: dir }).CALENDAR_LINK_SECRET).toBe(first.CALENDAR_LINK_SECRET);
  });

  it.each([
    [{ PORT: 'abc' }, 'Invalid configuration: PORT must be a whole number from 0 to 65535'],
    [
      { DATABASE_URL: 'mysql://x' },
      'Invalid configuration: DATABASE_URL must be a URL like postgres://user:password@host:5432/database',
    ],
    [
      { RATE_LIMIT_LOGIN_IP: 'lots' },
      'Invalid configuration: RATE_LIMIT_LOGIN_IP must look like COUNT/SECONDS, e.g. 30/60',
    ],
    [{ JWT_SECRET: 'short' }, 'Invalid configuration: JWT_SECRET must be at least 32 characters'],
    [{ CALENDAR_LINK_SECRET: 'short' }, 'Invalid configuration: CALENDAR_LINK_SECRET must be at least 32 characters'],
    [{ EVENT_TRANSPORT: 'kafka' }, 'Invalid configuration: KAFKA_BROKERS is required when EVENT_TRANSPORT=kafka'],
    [{ SMS_PROVIDER: 'termii' }, 'Invalid configuration: TERMII_API_KEY is required when SMS_PROVIDER=termii'],
    [
      { AIRTIME_PROVIDER: 'vtpass', VTPASS_API_KEY: 'key-12345678' },
      'Invalid configuration: VTPASS_API_KEY and VTPASS_SECRET_KEY are required when AIRTIME_PROVIDER=vtpass',
    ],
    [{ SMS_DAILY_BUDGET: '0' }, 'Invalid configuration: SMS_DAILY_BUDGET must be a whole number from 1 to 1000000'],
    [
      { STORAGE_DRIVER: 's3' },
      'Invalid configuration: S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are required when STORAGE_DRIVER=s3',
    ],
  ])('refuses %j with one line naming the variable', (env, message) => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), ...env })).toThrow(new ConfigurationError(message));
  });

  it('documents every variable in docs/configuration.md and .env.example', () => {
    const root = join(import.meta.dirname, '..', '..', '..');
    const table = readFileSync(join(root, 'docs', 'configuration.md'), 'utf8');
    const example = readFileSync(join(root, '.env.example'), 'utf8');
    for (const name of Object.keys(environmentSchema.shape)) {
      expect([name, table.includes(`| \`${name}\` |`)]).toEqual([name, true]);
      expect([name, new RegExp(`^${name}=`, 'm').test(example)]).toEqual([name, true]);
    }
  });
});
