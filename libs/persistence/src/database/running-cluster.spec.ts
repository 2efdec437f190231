import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { DatabaseSetupError } from './database-setup-error.js';
import { openDatabase } from './open-database.js';
import { runningEmbeddedDatabaseUrl } from './running-cluster.js';

/** A second process on a DATA_DIR whose embedded PostgreSQL runs (npm start, then npm run seed:demo). */
describe('the embedded PostgreSQL already running on a DATA_DIR', () => {
  let dataDir: string;
  beforeAll(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'bloodmatch-running-cluster-'));
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  const pidFile = (directory: string, lines: string[]) => {
    mkdirSync(join(directory, 'postgres'), { recursive: true });
    writeFileSync(join(directory, 'postgres', 'postmaster.pid'), `${lines.join('\n')}\n`);
  };

  it('is found and connected to while it runs, and not once it stopped', async () => {
    expect(runningEmbeddedDatabaseUrl(dataDir)).toBeNull();
    const database = await openDatabase({ DATABASE_URL: undefined, DATA_DIR: dataDir }, undefined, () => undefined);
    try {
      const url = runningEmbeddedDatabaseUrl(dataDir);
      expect(url).not.toBeNull();
      const client = new pg.Client({ connectionString: url! });
      await client.connect();
      const { rows } = await client.query('select current_database() as name');
      await client.end();
      expect(rows).toEqual([{ name: 'bloodmatch' }]);
    } finally {
      await database.stop();
    }
    expect(runningEmbeddedDatabaseUrl(dataDir)).toBeNull();
  });

  it('ignores the lock file of a server that is gone', () => {
    const gone = mkdtempSync(join(tmpdir(), 'bloodmatch-stale-cluster-'));
    try {
      const exited = spawnSync('true').pid;
      pidFile(gone, [String(exited), join(gone, 'postgres'), '1', '54321', '/tmp', '127.0.0.1', '0', 'ready']);
      expect(runningEmbeddedDatabaseUrl(gone)).toBeNull();
    } finally {
      rmSync(gone, { recursive: true, force: true });
    }
  });

  it('says in one line what to do while the server is still starting', () => {
    const starting = mkdtempSync(join(tmpdir(), 'bloodmatch-starting-cluster-'));
    try {
      pidFile(starting, [
        String(process.pid),
        join(starting, 'postgres'),
        '1',
        '54321',
        '/tmp',
        '127.0.0.1',
        '0',
        'starting',
      ]);
      expect(() => runningEmbeddedDatabaseUrl(starting)).toThrow(DatabaseSetupError);
      expect(() => runningEmbeddedDatabaseUrl(starting)).toThrow(
        `The database under ${starting} is in use by another process (PostgreSQL pid ${process.pid}) but is not ready: wait until \`npm start\` has started (or stop it), then run this command again`,
      );
    } finally {
      rmSync(starting, { recursive: true, force: true });
    }
  });
});
