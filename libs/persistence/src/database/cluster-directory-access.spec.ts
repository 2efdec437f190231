import { afterEach, describe, expect, it } from '@jest/globals';
import { chmodSync, mkdirSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { ensurePostgresCanReach } from './cluster-directory-access.js';
import { DatabaseSetupError } from './database-setup-error.js';
import { openDatabase } from './open-database.js';

// Only as root does the embedded PostgreSQL run as another user (postgres) that may be shut out of DATA_DIR.
const asRoot = process.getuid?.() === 0;
const rootOnly = asRoot ? it : it.skip;
const modeOf = (dir: string) => statSync(dir).mode & 0o777;

describe('a DATA_DIR the embedded PostgreSQL user cannot enter', () => {
  const made: string[] = [];
  const tempDir = () => {
    const dir = mkdtempSync(join(tmpdir(), 'bloodmatch-data-dir-')); // mode 0700, like any mktemp -d
    made.push(dir);
    return dir;
  };
  afterEach(() => {
    for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  rootOnly(
    'is opened for passing through when it is ours, says so, and PostgreSQL then starts',
    async () => {
      const dataDir = tempDir();
      expect(modeOf(dataDir)).toBe(0o700);
      const notices: string[] = [];
      const database = await openDatabase({ DATABASE_URL: undefined, DATA_DIR: dataDir }, undefined, (line) =>
        notices.push(line),
      );
      try {
        expect(modeOf(dataDir)).toBe(0o701);
        expect(notices).toEqual([
          `${dataDir} was mode 0700: made it mode 0701 so the embedded PostgreSQL (user postgres) can pass through it`,
        ]);
        const client = new pg.Client({ connectionString: database.url });
        await client.connect();
        expect((await client.query('select 1 as one')).rows).toEqual([{ one: 1 }]);
        await client.end();
      } finally {
        await database.stop();
      }
    },
    60_000,
  );

  rootOnly('above DATA_DIR is not ours to change: one line says what to do, and nothing is changed', () => {
    const parent = tempDir();
    const dataDir = join(parent, 'blood-match');
    mkdirSync(dataDir, { mode: 0o700 });
    const notices: string[] = [];
    const check = () => ensurePostgresCanReach(join(dataDir, 'postgres'), dataDir, (line) => notices.push(line));
    expect(check).toThrow(DatabaseSetupError);
    expect(check).toThrow(
      `The embedded PostgreSQL runs as the user "postgres", which cannot enter ${parent} (mode 0700) on the way to DATA_DIR ${dataDir}: set DATA_DIR to a directory it can reach (for example /var/lib/blood-match), or set DATABASE_URL to a PostgreSQL server.`,
    );
    expect(modeOf(parent)).toBe(0o700);
    expect(modeOf(dataDir)).toBe(0o700);
    expect(notices).toEqual([]);
  });

  rootOnly('leaves a reachable DATA_DIR as it is', () => {
    const dataDir = tempDir();
    chmodSync(dataDir, 0o755);
    const notices: string[] = [];
    ensurePostgresCanReach(join(dataDir, 'postgres'), dataDir, (line) => notices.push(line));
    expect(modeOf(dataDir)).toBe(0o755);
    expect(notices).toEqual([]);
  });
});
